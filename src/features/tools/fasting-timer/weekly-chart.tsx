import { useId } from "react";
import { barLabel, spokenHours } from "./fast-summary";

const WIDTH = 320;
/** The bars' width; the goal line's label sits in the strip to the right of it. */
const PLOT = 280;
const HEIGHT = 160;
const BASELINE = 130;
const TOP = 18;

const TITLE = "Hours fasted, last 7 days";

/** The SVG is for the eye; the visually hidden table beside it carries the same figures for screen readers. */
export function WeeklyChart({
  days,
  goalHours,
}: {
  days: readonly { day: number; label: string; hours: number }[];
  /** The goal of the running or latest fast; null for none. */
  goalHours: number | null;
}) {
  const captionId = useId();

  if (!days.some((day) => day.hours > 0)) {
    return (
      <div>
        <p className="font-semibold text-ink-900">{TITLE}</p>
        <p className="mt-2 text-ink-700">
          Nothing to chart yet: the hours you fast each day show up here as bars.
        </p>
      </div>
    );
  }

  const maxHours = Math.max(24, goalHours ?? 0, ...days.map((day) => day.hours));
  const slot = PLOT / Math.max(1, days.length);
  const barHeight = (hours: number) => ((BASELINE - TOP) * hours) / maxHours;
  const goalY = goalHours === null ? null : BASELINE - barHeight(goalHours);

  return (
    <figure aria-labelledby={captionId}>
      <figcaption id={captionId} className="font-semibold text-ink-900">
        {TITLE}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 h-auto w-full max-w-md" aria-hidden="true">
        <line x1={0} x2={PLOT} y1={BASELINE} y2={BASELINE} className="stroke-ink-300" strokeWidth={1} />
        {days.map((day, index) => {
          const height = barHeight(day.hours);
          const x = index * slot + slot * 0.2;
          const isToday = index === days.length - 1;
          return (
            <g key={day.day}>
              <rect
                x={x}
                y={BASELINE - height}
                width={slot * 0.6}
                height={height}
                rx={Math.min(4, height / 2)}
                className="fill-brand-600"
              />
              <text
                x={x + slot * 0.3}
                y={BASELINE - height - 4}
                textAnchor="middle"
                // A halo in the page's colour keeps the figure legible where the goal line crosses it.
                className="fill-ink-800 stroke-cream text-[11px] tabular-nums"
                strokeWidth={3}
                paintOrder="stroke"
              >
                {barLabel(day.hours)}
              </text>
              <text
                x={x + slot * 0.3}
                y={BASELINE + 18}
                textAnchor="middle"
                className={`text-[12px] ${isToday ? "fill-ink-950 font-semibold" : "fill-ink-700"}`}
              >
                {day.label}
              </text>
            </g>
          );
        })}
        {goalHours !== null && goalY !== null && (
          <g>
            {/* Drawn over the bars, on a strip of the page's colour, so it shows where a bar passes it. */}
            <line x1={0} x2={PLOT} y1={goalY} y2={goalY} className="stroke-cream" strokeWidth={3} />
            <line
              x1={0}
              x2={PLOT}
              y1={goalY}
              y2={goalY}
              className="stroke-ink-800"
              strokeWidth={1.5}
              strokeDasharray="5 4"
            />
            <text x={PLOT + 5} y={goalY - 2} className="fill-ink-800 text-[11px] font-semibold tabular-nums">
              <tspan>{goalHours} h</tspan>
              <tspan x={PLOT + 5} dy={12}>
                goal
              </tspan>
            </text>
          </g>
        )}
      </svg>
      {/* A table ignores the 1 px width of sr-only and would widen a phone's page: its box is hidden instead. */}
      <div className="sr-only">
        <table>
          <caption>
            Hours fasted on each of the last 7 days, today last
            {goalHours !== null && `; your goal is ${goalHours} h`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Hours fasted</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day.day}>
                <th scope="row">{index === days.length - 1 ? `${day.label} (today)` : day.label}</th>
                <td>{spokenHours(day.hours)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
