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
      <p className="font-semibold text-ink-950">Not medical advice.</p>
      <p className="mt-1">
        This is general education, not a diagnosis or treatment plan. Talk to your doctor before fasting or
        changing your diet — and do not fast without medical supervision if you are pregnant or breastfeeding,
        under 18, underweight, have a history of an eating disorder, or have diabetes or take medication that
        lowers blood sugar or blood pressure.
      </p>
    </aside>
  );
}
