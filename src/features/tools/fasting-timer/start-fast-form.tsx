import { useId, useState } from "react";
import { buttonStyles } from "~/components/ui/button-link";
import { FormAlert } from "~/components/ui/form-alert";
import { fieldStyles } from "~/components/ui/form-styles";
import { longFastCaution } from "~/content/fasting-phases";
import { focusedHeading, useFocusOnMount } from "~/hooks/use-focus-on-mount";
import { targetHoursFor } from "./fast-records";
import { CUSTOM_HOURS, plans, type PlanId } from "./fasting-plans";
import { formatClock, parseDateTimeLocal, toDateTimeLocalValue } from "./local-time";
import { PastTimeField } from "./past-time-field";

export interface StartRequest {
  plan: PlanId;
  targetHours: number;
  /** Epoch ms; null for "now" (taken when the request is handled). */
  startedAt: number | null;
}

const planChoices: { id: PlanId; label: string; detail: string }[] = [
  ...plans.map((plan) => ({
    id: plan.id,
    label: plan.label,
    detail: `${plan.targetHours} h fast, ${plan.eatingHours} h to eat`,
  })),
  { id: "custom", label: "Custom", detail: `${CUSTOM_HOURS.min}–${CUSTOM_HOURS.max} hours` },
];

/** The start may be earlier than now: the last meal is often a while ago. */
export function StartFastForm({
  initialPlan,
  suggestedStart,
  now,
  problem,
  attempt,
  onStart,
  focusHeading,
}: {
  initialPlan: PlanId;
  /** From a schedule: the most recent time its fast would have started. */
  suggestedStart: number | null;
  now: number;
  problem: string | null;
  attempt: number;
  onStart: (request: StartRequest | { problem: string }) => void;
  /** It replaced the running fast after an action: its heading takes focus. */
  focusHeading: boolean;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  const id = useId();
  const [plan, setPlan] = useState<PlanId>(initialPlan);
  const [customHours, setCustomHours] = useState("20");
  const [when, setWhen] = useState<"now" | "earlier">(suggestedStart === null ? "now" : "earlier");
  const [earlier, setEarlier] = useState(() => toDateTimeLocalValue(suggestedStart ?? now - 60 * 60 * 1000));
  const target = targetHoursFor(plan, plan === "custom" ? Number(customHours) : undefined);

  const submit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typeof target !== "number") {
      onStart({ problem: target.message });
      return;
    }
    if (when === "now") {
      onStart({ plan, targetHours: target, startedAt: null });
      return;
    }
    const startedAt = parseDateTimeLocal(earlier);
    onStart(
      startedAt === null
        ? { problem: "Enter the date and time your fast started." }
        : { plan, targetHours: target, startedAt },
    );
  };

  return (
    // mb-auto: in a frame as tall as the tallest state, the spare height goes below the form, not above it.
    <form noValidate onSubmit={submit} className="mb-auto space-y-6" aria-labelledby={`${id}-title`}>
      <h2
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className={`text-2xl font-bold text-ink-950 ${focusedHeading}`}
      >
        Start a fast
      </h2>
      <fieldset>
        <legend className="font-medium text-ink-900">Plan</legend>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {planChoices.map((choice) => (
            <label
              key={choice.id}
              className="flex min-h-11 cursor-pointer flex-col rounded-2xl border-2 border-ink-200 bg-white px-4 py-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <span className="flex items-start gap-2 font-semibold text-ink-950">
                <input
                  type="radio"
                  name={`${id}-plan`}
                  value={choice.id}
                  checked={plan === choice.id}
                  onChange={() => setPlan(choice.id)}
                  className="mt-1 size-4 shrink-0 accent-brand-700"
                />
                {choice.label}
              </span>
              <span className="mt-1 text-sm text-ink-700">{choice.detail}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {plan === "custom" && (
        <div>
          <label htmlFor={`${id}-hours`} className="font-medium text-ink-900">
            Fasting hours
          </label>
          <input
            id={`${id}-hours`}
            type="number"
            inputMode="numeric"
            min={CUSTOM_HOURS.min}
            max={CUSTOM_HOURS.max}
            step={1}
            value={customHours}
            onChange={(event) => setCustomHours(event.target.value)}
            aria-describedby={`${id}-hours-hint`}
            className={`${fieldStyles} max-w-40`}
          />
          <p id={`${id}-hours-hint`} className="mt-1 text-sm text-ink-700">
            Whole hours from {CUSTOM_HOURS.min} to {CUSTOM_HOURS.max}.
          </p>
          {typeof target === "number" && target > 24 && (
            <p className="mt-3 rounded-xl border-2 border-fuel-300 bg-fuel-50 p-4 text-ink-900">
              <strong className="font-semibold">Caution:</strong> {longFastCaution}
            </p>
          )}
        </div>
      )}

      <fieldset>
        <legend className="font-medium text-ink-900">Started</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(["now", "earlier"] as const).map((option) => (
            <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2 text-ink-900">
              <input
                type="radio"
                name={`${id}-when`}
                value={option}
                checked={when === option}
                onChange={() => setWhen(option)}
                className="size-4 accent-brand-700"
              />
              {option === "now" ? "Now" : "Earlier (since my last meal)"}
            </label>
          ))}
        </div>
        {when === "earlier" && (
          <PastTimeField
            label="Last meal finished at"
            value={earlier}
            now={now}
            onChange={setEarlier}
            className="mt-2"
          >
            {suggestedStart !== null && (
              <p className="mt-1 text-sm text-ink-700">
                From your schedule: the fast starts at {formatClock(suggestedStart)}.
              </p>
            )}
          </PastTimeField>
        )}
      </fieldset>

      {problem && <FormAlert message={problem} attempt={attempt} />}

      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`}>
        Start fast
      </button>
    </form>
  );
}
