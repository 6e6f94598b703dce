/** The result of an action on the page, good or bad. */
export interface Outcome {
  ok: boolean;
  message: string;
}

/** Shows the latest outcome: a polite status when it went well, an alert when not. */
export function Notice({ outcome }: { outcome: Outcome | null }) {
  return (
    <div aria-live="polite">
      {outcome && (
        <p
          role={outcome.ok ? "status" : "alert"}
          className={`mt-4 rounded-2xl border p-4 ${outcome.ok ? "border-brand-200 bg-brand-50 text-brand-900" : "border-fuel-300 bg-fuel-50 text-fuel-900"}`}
        >
          {outcome.message}
        </p>
      )}
    </div>
  );
}
