import { Suspense, lazy, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "~/components/ui/button-link";
import { FormAlert } from "~/components/ui/form-alert";
import { HealthNote } from "~/components/ui/health-note";
import { paths } from "~/config/paths";
import {
  activityLevels,
  buildSchedules,
  sameTimeMessage,
  type ActivityLevel,
  type FastingSchedule,
} from "./fasting-schedule";
import { fieldStyles } from "~/components/ui/form-styles";
import { SelectField } from "~/components/ui/select-field";
import { ToolHeader } from "~/components/ui/tool-header";
import { whenIdle } from "~/lib/idle";
import { keepValue } from "~/lib/before-hydration";

const MISSING_TIMES = "Please enter both wake and bed times.";

const loadResults = () => import("./fasting-schedule-results");
const ScheduleResults = lazy(loadResults);

export function FastingSchedulePage() {
  const wakeId = useId();
  const bedId = useId();
  const tipId = useId();
  const resultsId = useId();
  const [wake, setWake] = useState("");
  const [bed, setBed] = useState("");
  const [activity, setActivity] = useState<ActivityLevel>("moderate");
  const [schedules, setSchedules] = useState<FastingSchedule[] | null>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  // Fetch the result view once the page is idle, before anyone asks for it.
  useEffect(() => whenIdle(() => void loadResults()), []);

  const tip = activityLevels.find((level) => level.value === activity)?.tip;

  const generate = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = buildSchedules(wake, bed);
    setSchedules(outcome.kind === "schedules" ? outcome.schedules : null);
    setRefusal(
      outcome.kind === "missing"
        ? MISSING_TIMES
        : outcome.kind === "same-time"
          ? sameTimeMessage(outcome.time)
          : null,
    );
    if (outcome.kind !== "schedules") setFailedAttempts((n) => n + 1);
  };
  // Both fields are at fault when the two times are equal; the message explains them.
  const timesInvalid = refusal !== null && refusal !== MISSING_TIMES;
  const invalidProps = timesInvalid ? { "aria-invalid": true, "aria-describedby": refusalId } : {};

  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <ToolHeader
        title="Fasting Schedule Generator"
        intro="Tell us when you wake up and go to bed, and we’ll suggest three intermittent fasting schedules that fit your day — see each one on a 24-hour timeline and add it to your calendar."
      />

      <div className="mt-10 rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8">
        <form noValidate onSubmit={generate} className="space-y-6">
          <div className="grid gap-5 sm:grid-cols-3">
            <div>
              <label htmlFor={wakeId} className="font-medium text-ink-900">
                Wake Time
              </label>
              <input
                id={wakeId}
                type="time"
                value={wake}
                ref={keepValue(wake, setWake)}
                onChange={(event) => {
                  setWake(event.target.value);
                }}
                {...invalidProps}
                className={fieldStyles}
              />
            </div>
            <div>
              <label htmlFor={bedId} className="font-medium text-ink-900">
                Bedtime
              </label>
              <input
                id={bedId}
                type="time"
                value={bed}
                ref={keepValue(bed, setBed)}
                onChange={(event) => {
                  setBed(event.target.value);
                }}
                {...invalidProps}
                className={fieldStyles}
              />
            </div>
            <SelectField
              label="Activity Level"
              value={activity}
              options={activityLevels}
              onChange={setActivity}
              describedBy={tipId}
            />
          </div>
          <p id={tipId} className="text-ink-700">
            {tip} Your activity level doesn’t change the eating windows.
          </p>
          <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`}>
            Generate Schedule
          </button>
        </form>

        {refusal && (
          <div id={refusalId} className="mt-6">
            <FormAlert message={refusal} attempt={failedAttempts} />
          </div>
        )}

        <div aria-live="polite">
          {schedules && (
            <Suspense fallback={<p className="mt-8 text-ink-700">Building your schedules…</p>}>
              <ScheduleResults schedules={schedules} headingId={resultsId} />
            </Suspense>
          )}
        </div>
      </div>

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <p className="text-lg text-ink-700">
          New to time-restricted eating? Our{" "}
          <Link
            to={paths.diets.intermittentFasting}
            className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            intermittent fasting guide
          </Link>{" "}
          compares the common schedules, explains who should not fast and how to start gently: rather than
          jumping straight to 16 hours, stretch the overnight gap over a couple of weeks.
        </p>
        <HealthNote />
      </div>
    </div>
  );
}
