import { useId, useState } from "react";
import { buttonStyles } from "~/components/ui/button-link";
import { formatDate } from "./day-format";
import { checkGoal, type GoalProblems, type Projection } from "./progress-goal";
import type { ProgressSettings } from "./progress-settings";
import { formatWeight, fromCm, fromKg, oneDecimal } from "./units";

const fieldStyle =
  "mt-1 block min-h-11 w-full rounded-xl border border-ink-300 bg-white px-3 py-2 text-ink-950 aria-invalid:border-red-700";

/** The projection in words: always a range of dates, or why there is none. */
function projectionText(projection: Projection, goal: string): string {
  switch (projection.kind) {
    case "range":
      return `If your trend keeps its current pace, give or take a quarter, it reaches ${goal} between ${formatDate(projection.earliest)} and ${formatDate(projection.latest)}.`;
    case "reached":
      return `Your trend is at your goal of ${goal}.`;
    case "too-early":
      return "A date range shows once your trend covers 14 days, with at least 10 weigh-ins, and moves toward your goal.";
    case "not-toward":
      return "Your trend isn’t moving toward your goal at the moment, so there is no date to show.";
    case "far":
      return "At your trend’s current pace the goal is more than two years away, too far ahead for a date to mean much.";
  }
}

/**
 * An optional goal weight, checked against the height (no goal under a BMI
 * of 18.5), and when the trend would reach it.
 */
export function GoalPanel({
  settings,
  projection,
  onSave,
}: {
  settings: ProgressSettings;
  projection: Projection | null;
  /** Saves the goal and height (null to remove the goal); resolves to a problem or null. */
  onSave: (goal: { goalKg: number | null; heightCm: number | null }) => Promise<string | null>;
}) {
  const id = useId();
  const { weightUnit, lengthUnit, goalKg, heightCm } = settings;
  const [goal, setGoal] = useState(goalKg === null ? "" : oneDecimal(fromKg(goalKg, weightUnit)));
  const [height, setHeight] = useState(heightCm === null ? "" : oneDecimal(fromCm(heightCm, lengthUnit)));
  const [problems, setProblems] = useState<GoalProblems & { store?: string }>({});

  const submit = async (event: React.SyntheticEvent) => {
    event.preventDefault();
    const checked = checkGoal({ goal, height, weightUnit, lengthUnit });
    if ("problems" in checked) {
      setProblems(checked.problems);
      document.getElementById(`${id}-${checked.problems.height ? "height" : "goal"}`)?.focus();
      return;
    }
    const problem = await onSave(checked);
    setProblems(problem ? { store: problem } : {});
  };

  const field = (name: "goal" | "height", label: string, value: string, set: (value: string) => void) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="font-medium text-ink-900">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={problems[name] ? `${id}-${name}-problem` : undefined}
        className={fieldStyle}
      />
      {problems[name] && (
        <p id={`${id}-${name}-problem`} className="mt-1 font-medium text-red-800">
          {problems[name]}
        </p>
      )}
    </div>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="mt-12">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-ink-950">
        Your goal
      </h2>
      <p className="mt-1 max-w-prose text-ink-700">
        Optional. Your height is asked so the tracker can refuse a goal that would leave you underweight (a
        BMI under 18.5, the World Health Organization’s cut-off).
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 max-w-xl">
        <div className="grid gap-4 sm:grid-cols-2">
          {field("goal", `Goal weight (${weightUnit})`, goal, setGoal)}
          {field("height", `Height (${lengthUnit})`, height, setHeight)}
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" className={buttonStyles.primary}>
            Save goal
          </button>
          {goalKg !== null && (
            <button
              type="button"
              className={buttonStyles.ghost}
              onClick={() => {
                setGoal("");
                setProblems({});
                void onSave({ goalKg: null, heightCm }).then(
                  (problem) => problem && setProblems({ store: problem }),
                );
              }}
            >
              Remove goal
            </button>
          )}
        </div>
        {problems.store && (
          <p role="alert" className="mt-2 font-medium text-red-800">
            {problems.store}
          </p>
        )}
      </form>
      {goalKg !== null && projection && (
        <p className="mt-5 max-w-prose text-lg text-ink-900" aria-live="polite">
          <span className="font-semibold">Goal: {formatWeight(goalKg, weightUnit)}.</span>{" "}
          {projectionText(projection, formatWeight(goalKg, weightUnit))}
        </p>
      )}
    </section>
  );
}
