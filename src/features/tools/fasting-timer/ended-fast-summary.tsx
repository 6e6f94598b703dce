import { buttonStyles } from "~/components/ui/button-link";
import { focusedHeading, useFocusOnMount } from "~/hooks/use-focus-on-mount";
import type { Fast } from "./fast-records";
import { summarizeEndedFast } from "./fast-summary";
import { HISTORY_ID } from "./fasting-history";

/**
 * What a fast came to, shown where its timer was as soon as it ends: how long
 * it lasted, whether it met its goal, and a way down to the history that now
 * holds it. Its heading takes focus, so keyboard and screen-reader users land
 * on the result rather than on the start form that follows it.
 */
export function EndedFastSummary({ fast, onDismiss }: { fast: Fast; onDismiss: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>(true);
  const { duration, isGoalMet, goal } = summarizeEndedFast(fast);

  return (
    <div
      className={`mb-8 rounded-2xl border p-5 sm:p-6 ${isGoalMet ? "border-brand-200 bg-brand-50" : "border-ink-200 bg-ink-50"}`}
    >
      <h2 ref={heading} tabIndex={-1} className={`text-2xl font-bold text-ink-950 ${focusedHeading}`}>
        Fast saved: {duration}
      </h2>
      <p className="mt-2 text-lg text-ink-900">
        {isGoalMet && (
          <span aria-hidden="true" className="mr-1.5 font-bold text-brand-800">
            ✓
          </span>
        )}
        {goal}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a href={`#${HISTORY_ID}`} className={buttonStyles.ghost}>
          See it in your history
        </a>
        <button
          type="button"
          onClick={onDismiss}
          className="min-h-11 rounded-full px-3 font-semibold text-ink-800 underline underline-offset-2 hover:text-ink-950"
        >
          Dismiss
        </button>
      </div>
    </div>
  );
}
