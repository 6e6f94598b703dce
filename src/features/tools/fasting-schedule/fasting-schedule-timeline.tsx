import {
  MINUTES_PER_DAY,
  formatClockHour,
  splitEatingWindow,
  type FastingSchedule,
} from "./fasting-schedule";

const percent = (minutes: number) => `${(minutes / MINUTES_PER_DAY) * 100}%`;

/** Keeps a label inside the bar: left-aligned near the start, right-aligned near the end. */
function labelShift(minutes: number): string {
  const share = minutes / MINUTES_PER_DAY;
  if (share < 0.1) return "translate-x-0";
  if (share > 0.9) return "-translate-x-full";
  return "-translate-x-1/2";
}

function Mark({ minutes, label, position }: { minutes: number; label: string; position: "top" | "bottom" }) {
  return (
    <>
      <span
        className="absolute top-5 h-10 w-0.5 -translate-x-1/2 bg-ink-900"
        style={{ left: percent(minutes) }}
      />
      <span
        className={`absolute text-sm font-semibold whitespace-nowrap text-ink-900 ${labelShift(minutes)} ${
          position === "top" ? "top-0" : "top-15"
        }`}
        style={{ left: percent(minutes) }}
      >
        {label}
      </span>
    </>
  );
}

/** Purely visual (aria-hidden): the option card states the same facts in text. */
export function ScheduleTimeline({ schedule }: { schedule: FastingSchedule }) {
  return (
    <div aria-hidden="true" className="relative h-26 select-none">
      <div className="absolute inset-x-0 top-7 h-6 overflow-hidden rounded-md bg-brand-200">
        {splitEatingWindow(schedule).map((segment) => (
          <span
            key={segment.start}
            className="absolute inset-y-0 bg-fuel-500"
            style={{ left: percent(segment.start), width: percent(segment.end - segment.start) }}
          />
        ))}
      </div>
      <Mark minutes={schedule.wake} label="Wake" position="top" />
      <Mark minutes={schedule.bed} label="Bed" position="bottom" />
      <div className="absolute inset-x-0 top-20 text-xs text-ink-700">
        {[0, 6, 12, 18, 24].map((hour) => (
          <span
            key={hour}
            className={`absolute whitespace-nowrap ${labelShift(hour * 60)}`}
            style={{ left: percent(hour * 60) }}
          >
            {formatClockHour(hour)}
          </span>
        ))}
      </div>
    </div>
  );
}

/** The color key for the timelines, shown once above them. */
export function TimelineLegend() {
  return (
    <p aria-hidden="true" className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-700">
      <span className="inline-flex items-center gap-2">
        <span className="size-3 rounded-sm bg-fuel-500" /> Eating
      </span>
      <span className="inline-flex items-center gap-2">
        <span className="size-3 rounded-sm bg-brand-200" /> Fasting
      </span>
      <span className="inline-flex items-center gap-2">
        <span className="h-3 w-0.5 bg-ink-900" /> Wake and bed
      </span>
    </p>
  );
}
