import { useId, useState } from "react";
import { formatClockTime, type FastingSchedule } from "./fasting-schedule";
import { ScheduleOption } from "./fasting-schedule-option";
import { TimelineLegend } from "./fasting-schedule-timeline";

/** Loaded when the page is idle or on the first result, so it is not in the first load. */
export default function ScheduleResults({
  schedules,
  headingId,
}: {
  schedules: FastingSchedule[];
  headingId: string;
}) {
  const weighInId = useId();
  const [withWeighIn, setWithWeighIn] = useState(false);
  const wake = schedules[0]?.wake;

  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-ink-100 pt-8">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ink-950">
        Your Suggested Schedules:
      </h2>
      <div className="mt-3">
        <TimelineLegend />
      </div>
      {/* Before the cards, so it is read before any of their "Add to calendar" buttons. */}
      <div className="mt-5 rounded-2xl border border-ink-100 bg-cream p-4 sm:p-5">
        <p className="text-ink-800">
          Each calendar file repeats daily and reminds you when your eating window opens and when your fast
          starts — your calendar shows the alerts, even with this site closed.
        </p>
        <label
          htmlFor={weighInId}
          className="mt-2 flex min-h-11 cursor-pointer items-center gap-3 font-medium text-ink-900"
        >
          <input
            id={weighInId}
            type="checkbox"
            checked={withWeighIn}
            onChange={(event) => setWithWeighIn(event.target.checked)}
            className="size-5 shrink-0 accent-brand-700"
          />
          <span>
            Add a morning weigh-in reminder
            {wake !== undefined && <> at {formatClockTime(wake)}</>}, with a link to the progress tracker
          </span>
        </label>
      </div>
      <ul className="mt-5 space-y-5">
        {schedules.map((schedule) => (
          <li key={schedule.id}>
            <ScheduleOption schedule={schedule} withWeighIn={withWeighIn} />
          </li>
        ))}
      </ul>
    </section>
  );
}
