import { useEffect, useId, useRef, useState } from "react";
import { buttonStyles } from "~/components/ui/button-link";
import { FormAlert } from "~/components/ui/form-alert";
import { focusedHeading } from "~/hooks/use-focus-on-mount";
import { goals, matchSupplements } from "./supplement-matcher";
import { ToolHeader } from "~/components/ui/tool-header";

const NO_GOAL_MESSAGE = "Please select at least one goal.";

/**
 * `/tools/supplement-matcher`: pick goals, then see the merged list of
 * supplements commonly used for them, each with a careful note.
 */
export function SupplementMatcherPage() {
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [showResults, setShowResults] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const goalsHeadingId = useId();
  const resultsHeadingId = useId();
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const firstGoalRef = useRef<HTMLButtonElement>(null);
  // Focus moves only after a view change the reader asked for, never on load.
  const focusNext = useRef<"results" | "goals" | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "results") resultsHeadingRef.current?.focus();
    if (target === "goals") firstGoalRef.current?.focus();
  }, [showResults]);

  const toggle = (name: string) =>
    setSelected((current) =>
      current.includes(name) ? current.filter((goal) => goal !== name) : [...current, name],
    );

  const showMatches = () => {
    if (selected.length === 0) {
      setAttempt((count) => count + 1);
      return;
    }
    setAttempt(0);
    focusNext.current = "results";
    setShowResults(true);
  };

  const reset = () => {
    setSelected([]);
    setAttempt(0);
    focusNext.current = "goals";
    setShowResults(false);
  };

  const matches = showResults ? matchSupplements(selected) : [];
  const summary = `${matches.length} ${matches.length === 1 ? "supplement" : "supplements"} for ${
    selected.length === 1 ? "your goal" : `your ${selected.length} goals`
  }.`;

  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <ToolHeader
        title="Supplement Matcher"
        intro="Pick one or more goals to see the supplements people commonly use for them, with an honest note on each. We don’t sell any of these, and nothing here is an affiliate link."
      />

      <aside
        aria-label="Caution"
        className="mt-8 max-w-3xl rounded-2xl border-2 border-fuel-700 bg-fuel-50 p-5 text-ink-900"
      >
        <p>
          <strong className="text-fuel-900">
            <span aria-hidden="true">⚠️ </span>Caution:
          </strong>{" "}
          Check with your doctor or pharmacist before starting a supplement, especially if you take
          medication, are pregnant or breastfeeding, or have a health condition.
        </p>
      </aside>

      <div className="mt-8 rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8">
        {!showResults && (
          // A form, so its button submits as forms do (Enter on it, assistive technology's form mode).
          <form
            noValidate
            aria-labelledby={goalsHeadingId}
            onSubmit={(event) => {
              event.preventDefault();
              showMatches();
            }}
          >
            <h2 id={goalsHeadingId} className="text-2xl font-semibold">
              Choose your goals
            </h2>
            <p className="mt-2 text-ink-700">Select as many as you like; select again to remove one.</p>
            <div role="group" aria-labelledby={goalsHeadingId} className="mt-5 flex flex-wrap gap-3">
              {goals.map((goal, index) => {
                const isPressed = selected.includes(goal.name);
                return (
                  <button
                    key={goal.name}
                    ref={index === 0 ? firstGoalRef : undefined}
                    type="button"
                    aria-pressed={isPressed}
                    onClick={() => toggle(goal.name)}
                    className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-base font-medium transition-colors motion-reduce:transition-none ${
                      isPressed
                        ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
                        : "border-ink-300 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-800"
                    }`}
                  >
                    {/* A check mark as well as color, so the state never relies on color alone. */}
                    {isPressed && <span aria-hidden="true">✓</span>}
                    {goal.name}
                  </button>
                );
              })}
            </div>
            {attempt > 0 && selected.length === 0 && (
              <div className="mt-6">
                <FormAlert message={NO_GOAL_MESSAGE} attempt={attempt} />
              </div>
            )}
            <button type="submit" className={`${buttonStyles.primary} mt-8 w-full sm:w-auto`}>
              Show My Matches
            </button>
          </form>
        )}

        <div aria-live="polite">
          {showResults && (
            <section aria-labelledby={resultsHeadingId}>
              <h2
                ref={resultsHeadingRef}
                id={resultsHeadingId}
                tabIndex={-1}
                className={`text-2xl font-semibold ${focusedHeading}`}
              >
                Your matches
              </h2>
              <p className="mt-2 text-ink-700">{summary}</p>
              <ul className="mt-6 grid gap-4 md:grid-cols-2">
                {matches.map((match) => (
                  <li key={match.name} className="rounded-2xl border border-ink-200 bg-cream p-5">
                    <h3 className="text-lg font-semibold text-ink-950">{match.name}</h3>
                    <p className="mt-1 text-sm font-medium text-brand-800">{`Matches: ${match.goals.join(", ")}`}</p>
                    <p className="mt-2 text-ink-800">{match.note}</p>
                  </li>
                ))}
              </ul>
              <button type="button" onClick={reset} className={`${buttonStyles.ghost} mt-8`}>
                Reset
              </button>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
