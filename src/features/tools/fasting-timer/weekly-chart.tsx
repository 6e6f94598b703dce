import { useId } from "react";

const WIDTH = 320;
const HEIGHT = 160;
const BASELINE = 130;
const TOP = 18;

/**
 * Hours fasted on each of the last seven days, as bars. The SVG is for the
 * eye; the table beside it (visually hidden) carries the same figures for
 * screen readers.
 */
export function WeeklyChart({ days }: { days: readonly { day: number; label: string; hours: number }[] }) {
  const captionId = useId();
  const maxHours = Math.max(24, ...days.map((day) => day.hours));
  const slot = WIDTH / Math.max(1, days.length);
  const barHeight = (hours: number) => ((BASELINE - TOP) * hours) / maxHours;
  const shown = (hours: number) => (hours === 0 ? "0" : hours.toFixed(1));

  return (
    <figure aria-labelledby={captionId}>
      <figcaption id={captionId} className="font-semibold text-ink-900">
        Hours fasted, last 7 days
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 h-auto w-full max-w-md" aria-hidden="true">
        <line x1={0} x2={WIDTH} y1={BASELINE} y2={BASELINE} className="stroke-ink-300" strokeWidth={1} />
        {days.map((day, index) => {
          const height = barHeight(day.hours);
          const x = index * slot + slot * 0.2;
          return (
            <g key={day.day}>
              <rect
                x={x}
                y={BASELINE - height}
                width={slot * 0.6}
                height={height}
                rx={4}
                className={index === days.length - 1 ? "fill-fuel-500" : "fill-brand-600"}
              />
              <text
                x={x + slot * 0.3}
                y={BASELINE - height - 4}
                textAnchor="middle"
                className="fill-ink-800 text-[11px] tabular-nums"
              >
                {shown(day.hours)}
              </text>
              <text
                x={x + slot * 0.3}
                y={BASELINE + 18}
                textAnchor="middle"
                className="fill-ink-700 text-[12px]"
              >
                {day.label}
              </text>
            </g>
          );
        })}
      </svg>
      {/* A table ignores the 1 px width of sr-only and would widen a phone's page: its box is hidden instead. */}
      <div className="sr-only">
        <table>
          <caption>Hours fasted on each of the last 7 days, today last</caption>
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
                <td>{shown(day.hours)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
