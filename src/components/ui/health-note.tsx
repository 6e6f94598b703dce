import { useContext } from "react";
import { HealthNoteContext } from "./health-note-context";

/**
 * The standard "not medical advice" note, with who should not fast and where
 * to turn when eating feels out of control. Shown on fasting and diet content.
 */
export function HealthNote({ className = "" }: { className?: string }) {
  const healthNote = useContext(HealthNoteContext);
  if (!healthNote) return null;
  const { support } = healthNote;
  return (
    <aside
      aria-label="Health note"
      className={`rounded-2xl border border-fuel-200 bg-fuel-50 p-5 text-ink-800 ${className}`.trim()}
    >
      <p className="font-semibold text-ink-950">{healthNote.title}</p>
      <p className="mt-1">{healthNote.text}</p>
      <p className="mt-2">
        {support.text}{" "}
        {support.charities.map((charity, index) => (
          <span key={charity.name}>
            {index > 0 && (index === support.charities.length - 1 ? " or " : ", ")}
            <a
              href={charity.href}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-800 underline underline-offset-4"
            >
              {charity.name}
            </a>{" "}
            ({charity.where})
          </span>
        ))}
        .
      </p>
    </aside>
  );
}
