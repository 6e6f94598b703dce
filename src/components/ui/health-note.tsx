import { useContext } from "react";
import { HealthNoteContext } from "./health-note-context";

/** Once a page: `compact` (one line that opens) where the full note would stand between reader and text. */
export function HealthNote({ compact = false, className = "" }: { compact?: boolean; className?: string }) {
  const healthNote = useContext(HealthNoteContext);
  if (!healthNote) return null;
  const { support } = healthNote;
  const body = (
    <>
      <p className={compact ? "mt-2" : "mt-1"}>{healthNote.text}</p>
      <p className="mt-2">
        {support.text}{" "}
        {support.charities.map((charity, index) => (
          <span key={charity.name}>
            {index > 0 && (index === support.charities.length - 1 ? " or " : ", ")}
            <a href={charity.href} target="_blank" rel="noopener noreferrer">
              {charity.name}
            </a>{" "}
            ({charity.where})
          </span>
        ))}
        .
      </p>
    </>
  );
  if (compact) {
    return (
      <aside aria-label="Health note" className={`health-note health-note-compact ${className}`.trim()}>
        <details>
          <summary className="fold-summary text-ink-950">
            <span>
              {healthNote.title} <span className="font-normal text-ink-800">{healthNote.compactSummary}</span>
            </span>
          </summary>
          <div className="pb-3">{body}</div>
        </details>
      </aside>
    );
  }
  return (
    <aside aria-label="Health note" className={`health-note ${className}`.trim()}>
      <p className="font-semibold text-ink-950">{healthNote.title}</p>
      {body}
    </aside>
  );
}
