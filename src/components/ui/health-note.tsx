import { healthNote } from "~/content/health-note";

/**
 * The standard "not medical advice" note, with who should not fast. Shown on
 * fasting and diet content.
 */
export function HealthNote({ className = "" }: { className?: string }) {
  return (
    <aside
      aria-label="Health note"
      className={`rounded-2xl border border-fuel-200 bg-fuel-50 p-5 text-ink-800 ${className}`.trim()}
    >
      <p className="font-semibold text-ink-950">{healthNote.title}</p>
      <p className="mt-1">{healthNote.text}</p>
    </aside>
  );
}
