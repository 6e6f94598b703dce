import type { FastingSchedule } from "./fasting-schedule";
import { ScheduleOption } from "./fasting-schedule-option";
import { TimelineLegend } from "./fasting-schedule-timeline";

/** The three suggested schedules (timeline, calendar file, copy). Loaded when
 * the page is idle or on the first result, so it is not in the first load. */
export default function ScheduleResults({
  schedules,
  headingId,
}: {
  schedules: FastingSchedule[];
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-ink-100 pt-8">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ink-950">
        Your Suggested Schedules:
      </h2>
      <div className="mt-3">
        <TimelineLegend />
      </div>
      <ul className="mt-5 space-y-5">
        {schedules.map((schedule) => (
          <li key={schedule.id}>
            <ScheduleOption schedule={schedule} />
          </li>
        ))}
      </ul>
    </section>
  );
}
