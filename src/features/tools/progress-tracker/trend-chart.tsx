import { useId } from "react";
import { barLabel, spokenHours } from "../fasting-timer/fast-summary";
import { formatDate, formatShortDate } from "./day-format";
import type { WeekHours } from "./fasting-weeks";
import { fromKg, oneDecimal, type WeightUnit } from "./units";
import { dayNumber } from "./weight-entries";
import type { TrendPoint } from "./weight-trend";

const WIDTH = 640;
const LEFT = 48;
const RIGHT = 12;
const TOP = 12;
const PLOT_BOTTOM = 230;
const BOTTOM = 30;
const BAND_TOP = 258;
const BAND_BASELINE = 326;

/** About four lines over `span`. */
function tickStep(span: number): number {
  return [0.5, 1, 2, 5, 10, 20].find((step) => span / step <= 5) ?? 50;
}

/**
 * Weigh-ins and trend above the hours fasted each week, on the same days, so a change in the trend can be set
 * beside the fasting. The SVG is for the eye; the tables after it carry the numbers and print in its place.
 */
export function TrendChart({
  points,
  unit,
  weeks = [],
}: {
  points: readonly TrendPoint[];
  unit: WeightUnit;
  /** Without any hours, no band is drawn. */
  weeks?: readonly WeekHours[];
}) {
  const captionId = useId();
  const fastedWeeks = weeks.some((week) => week.hours > 0) ? weeks : [];
  const height = (fastedWeeks.length > 0 ? BAND_BASELINE : PLOT_BOTTOM) + BOTTOM;
  const inUnit = (kg: number) => fromKg(kg, unit);
  const values = points.flatMap((point) => [point.trendKg, point.weightKg ?? point.trendKg]).map(inUnit);
  const rawMin = Math.min(...values);
  const rawMax = Math.max(...values);
  const step = tickStep(Math.max(rawMax - rawMin, 1));
  const low = Math.floor(rawMin / step) * step;
  const high = Math.max(Math.ceil(rawMax / step) * step, low + step);
  const ticks: number[] = [];
  for (let value = low; value <= high + step / 2; value += step) ticks.push(value);

  const plotWidth = WIDTH - LEFT - RIGHT;
  const x = (index: number) =>
    LEFT + (points.length === 1 ? plotWidth / 2 : (index * plotWidth) / (points.length - 1));
  const y = (value: number) => TOP + ((high - value) * (PLOT_BOTTOM - TOP)) / (high - low);
  const trendPath = points
    .map(
      (point, index) =>
        `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y(inUnit(point.trendKg)).toFixed(1)}`,
    )
    .join(" ");
  const logged = points.flatMap((point, index) => (point.weightKg === null ? [] : [{ point, index }]));
  const first = points[0];
  const last = points.at(-1);

  // A week's bar covers its days on the weight plot's axis, cut at the chart's first and last day.
  const firstDay = first ? dayNumber(first.date) : 0;
  const lastIndex = points.length - 1;
  const maxHours = Math.max(10, Math.ceil(Math.max(...fastedWeeks.map((week) => week.hours)) / 10) * 10);
  const bars = fastedWeeks.flatMap((week) => {
    if (!(week.hours > 0)) return [];
    const start = dayNumber(week.weekStart) - firstDay;
    const from = lastIndex === 0 ? LEFT : x(Math.max(start - 0.5, 0));
    const to = lastIndex === 0 ? WIDTH - RIGHT : x(Math.min(start + 6.5, lastIndex));
    const barHeight = ((BAND_BASELINE - BAND_TOP) * week.hours) / maxHours;
    return [{ week, x: from + 1.5, width: Math.max(to - from - 3, 1), height: barHeight }];
  });

  return (
    <figure aria-labelledby={captionId}>
      <figcaption id={captionId} className="font-semibold text-ink-900">
        Your weight and its trend, in {unit}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className="mt-3 h-auto w-full print:hidden" aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={LEFT}
              x2={WIDTH - RIGHT}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-ink-100"
              strokeWidth={1}
            />
            <text
              x={LEFT - 6}
              y={y(tick) + 4}
              textAnchor="end"
              className="fill-ink-700 text-[12px] tabular-nums"
            >
              {Number.isInteger(step) ? tick : tick.toFixed(1)}
            </text>
          </g>
        ))}
        {fastedWeeks.length > 0 && (
          <g>
            <line
              x1={LEFT}
              x2={WIDTH - RIGHT}
              y1={BAND_BASELINE}
              y2={BAND_BASELINE}
              className="stroke-ink-300"
              strokeWidth={1}
            />
            <text x={LEFT - 6} y={BAND_BASELINE - 14} textAnchor="end" className="fill-ink-700 text-[12px]">
              <tspan>Fasted</tspan>
              <tspan x={LEFT - 6} dy={14}>
                h/wk
              </tspan>
            </text>
            {bars.map((bar) => (
              <g key={bar.week.weekStart}>
                <rect
                  x={bar.x}
                  y={BAND_BASELINE - bar.height}
                  width={bar.width}
                  height={bar.height}
                  rx={Math.min(3, bar.height / 2, bar.width / 2)}
                  className="fill-brand-500"
                />
                <text
                  // Kept inside the plot where a week is cut to a day or two at either end.
                  x={Math.min(Math.max(bar.x + bar.width / 2, LEFT + 14), WIDTH - RIGHT - 14)}
                  y={BAND_BASELINE - bar.height - 4}
                  textAnchor="middle"
                  className="fill-ink-800 text-[12px] tabular-nums"
                >
                  {barLabel(bar.week.hours)}
                </text>
              </g>
            ))}
          </g>
        )}
        {logged.map(({ point, index }) => (
          <circle
            key={point.date}
            cx={x(index)}
            cy={y(inUnit(point.weightKg ?? point.trendKg))}
            r={3.5}
            className="fill-white stroke-ink-500"
            strokeWidth={1.5}
          />
        ))}
        <path
          d={trendPath}
          className="fill-none stroke-brand-600"
          strokeWidth={3}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {first && (
          <text x={LEFT} y={height - 8} className="fill-ink-700 text-[12px]">
            {formatShortDate(first.date)}
          </text>
        )}
        {last && points.length > 1 && (
          <text x={WIDTH - RIGHT} y={height - 8} textAnchor="end" className="fill-ink-700 text-[12px]">
            {formatShortDate(last.date)}
          </text>
        )}
      </svg>
      <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-700 print:hidden" aria-hidden="true">
        <span className="inline-flex items-center gap-2">
          <svg viewBox="0 0 12 12" className="size-3">
            <circle cx={6} cy={6} r={4} className="fill-white stroke-ink-500" strokeWidth={1.5} />
          </svg>
          Weigh-in
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-1 w-5 rounded-full bg-brand-600" />
          Trend
        </span>
        {fastedWeeks.length > 0 && (
          <span className="inline-flex items-center gap-2">
            <span className="inline-block h-3 w-3 rounded-sm bg-brand-500" />
            Hours fasted each week (Monday to Sunday)
          </span>
        )}
      </p>
      {/* A table ignores the 1 px width of sr-only and would widen a phone's page: its box is hidden instead. */}
      <div className="sr-only print:not-sr-only">
        <table className="print:mt-4 print:w-full print:text-left">
          <caption className="print:text-left print:font-semibold">
            Your weigh-ins and the trend on each day, in {unit}
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Weight</th>
              <th scope="col">Trend</th>
            </tr>
          </thead>
          <tbody>
            {logged.map(({ point }) => (
              <tr key={point.date}>
                <th scope="row">{formatDate(point.date)}</th>
                <td>{oneDecimal(inUnit(point.weightKg ?? point.trendKg))}</td>
                <td>{oneDecimal(inUnit(point.trendKg))}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {fastedWeeks.length > 0 && (
          <table className="print:mt-4 print:w-full print:text-left">
            <caption className="print:text-left print:font-semibold">
              Hours fasted in each week, Monday to Sunday
            </caption>
            <thead>
              <tr>
                <th scope="col">Week</th>
                <th scope="col">Fasted that week</th>
              </tr>
            </thead>
            <tbody>
              {fastedWeeks.map((week) => (
                <tr key={week.weekStart}>
                  <th scope="row">
                    {formatShortDate(week.weekStart)} – {formatShortDate(week.weekEnd)}
                  </th>
                  <td>{spokenHours(week.hours)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </figure>
  );
}
