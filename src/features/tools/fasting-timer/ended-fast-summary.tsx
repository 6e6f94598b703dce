import { useState } from "react";
import { buttonStyles } from "~/components/ui/button-link";
import { focusedHeading, useFocusOnMount } from "~/hooks/use-focus-on-mount";
import type { Fast, FastJournal } from "./fast-records";
import { summarizeEndedFast } from "./fast-summary";
import { HISTORY_ID } from "./fasting-history";
import { JournalForm, JournalText } from "./journal-form";

/** Its heading takes focus, so keyboard and screen-reader users land on the result, not the start form below. */
export function EndedFastSummary({
  fast,
  quiet,
  onDismiss,
}: {
  fast: Fast;
  quiet: boolean;
  onDismiss: () => void;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>(true);
  const summary = summarizeEndedFast(fast);
  const isGoalMet = summary.isGoalMet && !quiet;

  return (
    <div
      className={`mb-4 rounded-2xl border p-5 sm:p-6 ${isGoalMet ? "border-brand-200 bg-brand-50" : "border-ink-200 bg-ink-50"}`}
    >
      <h2 ref={heading} tabIndex={-1} className={`text-2xl font-bold text-ink-950 ${focusedHeading}`}>
        Fast saved: {summary.duration}
      </h2>
      {!quiet && (
        <p className="mt-2 text-lg text-ink-900">
          {isGoalMet && (
            <span aria-hidden="true" className="mr-1.5 font-bold text-brand-800">
              ✓
            </span>
          )}
          {summary.goal}
        </p>
      )}
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

/** Asked while the fast is fresh; once saved it shows as it will in the history. */
export function EndedFastJournal({
  fast,
  onSave,
}: {
  fast: Fast;
  onSave: (journal: FastJournal) => Promise<string | null>;
}) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <div className="mb-8 rounded-2xl border border-ink-100 bg-white p-5 sm:p-6">
      {fast.journal && !isEditing ? (
        <>
          <h3 className="text-lg font-bold text-ink-950">How it felt</h3>
          <div className="mt-2">
            <JournalText journal={fast.journal} />
          </div>
          <button type="button" className={`${buttonStyles.ghost} mt-3`} onClick={() => setIsEditing(true)}>
            Change it
          </button>
        </>
      ) : (
        <JournalForm
          journal={fast.journal}
          title="How did it feel?"
          onCancel={isEditing ? () => setIsEditing(false) : undefined}
          onSave={async (journal) => {
            const problem = await onSave(journal);
            if (!problem) setIsEditing(false);
            return problem;
          }}
        />
      )}
    </div>
  );
}
