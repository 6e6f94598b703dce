import { useId } from "react";
import { formatDate, formatShortDate } from "./day-format";
import { fromKg, oneDecimal, type WeightUnit } from "./units";
import type { TrendPoint } from "./weight-trend";

const WIDTH = 640;
const HEIGHT = 260;
const LEFT = 48;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 30;

/** A step for the weight axis's lines: 0.5, 1, 2, 5 or 10 units, about four lines over `span`. */
function tickStep(span: number): number {
  return [0.5, 1, 2, 5, 10, 20].find((step) => span / step <= 5) ?? 50;
}

/**
 * The daily weigh-ins as dots and the trend as a line through them, in the
 * visitor's unit. The SVG is for the eye; the table after it carries the same
 * numbers (date, weight, trend) for screen readers, and prints in its place.
 */
export function TrendChart({ points, unit }: { points: readonly TrendPoint[]; unit: WeightUnit }) {
  const captionId = useId();
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
  const y = (value: number) => TOP + ((high - value) * (HEIGHT - TOP - BOTTOM)) / (high - low);
  const trendPath = points
    .map(
      (point, index) =>
        `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y(inUnit(point.trendKg)).toFixed(1)}`,
    )
    .join(" ");
  const logged = points.flatMap((point, index) => (point.weightKg === null ? [] : [{ point, index }]));
  const first = points[0];
  const last = points.at(-1);

  return (
    <figure aria-labelledby={captionId}>
      <figcaption id={captionId} className="font-semibold text-ink-900">
        Your weight and its trend, in {unit}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 h-auto w-full print:hidden" aria-hidden="true">
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
          <text x={LEFT} y={HEIGHT - 8} className="fill-ink-700 text-[12px]">
            {formatShortDate(first.date)}
          </text>
        )}
        {last && points.length > 1 && (
          <text x={WIDTH - RIGHT} y={HEIGHT - 8} textAnchor="end" className="fill-ink-700 text-[12px]">
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
      </div>
    </figure>
  );
}
