import { fastingPhases, type FastingPhase } from "~/content/fasting-phases";
import type { Fast } from "./fast-records";
import { elapsedMs, formatDuration, progress, remainingMs } from "./fast-progress";

export interface RingMark {
  id: string;
  fromHours: number;
  label: string;
}

/** Only the phases with an hour inside the target. */
export function ringMarks(targetHours: number): RingMark[] {
  return fastingPhases.flatMap((phase: FastingPhase) =>
    phase.fromHours !== null && phase.fromHours > 0 && phase.fromHours < targetHours
      ? [{ id: phase.id, fromHours: phase.fromHours, label: phase.markLabel ?? phase.title }]
      : [],
  );
}

const SIZE = 240;
const RADIUS = 100;
const STROKE = 16;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** What the track and the progress arc share: the same circle, unfilled. */
const ringCircle = { cx: SIZE / 2, cy: SIZE / 2, r: RADIUS, fill: "none", strokeWidth: STROKE } as const;

/** A point on the ring at `fraction` of a turn, clockwise from 12 o'clock. */
function pointAt(fraction: number, radius: number) {
  const angle = fraction * 2 * Math.PI - Math.PI / 2;
  return { x: SIZE / 2 + radius * Math.cos(angle), y: SIZE / 2 + radius * Math.sin(angle) };
}

const clock = (ms: number) => {
  const total = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${Math.floor(total / 3600)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
};

/** Fixed size and tabular figures, so the ticking time never moves anything around it. */
export function ProgressRing({
  fast,
  now,
  marks,
}: {
  fast: Fast;
  now: number;
  /** The phases to mark (`ringMarks`), in the order of the list beside the ring. */
  marks: readonly RingMark[];
}) {
  const { targetHours } = fast;
  const elapsed = elapsedMs(fast, now);
  const fraction = progress(fast, now);
  const remaining = remainingMs(fast, now);
  const over = Math.max(0, elapsed - targetHours * 3_600_000);
  const reached = remaining === 0;
  const valueText = reached
    ? `${formatDuration(elapsed)} fasted; target of ${targetHours} h reached`
    : `${formatDuration(elapsed)} of ${targetHours} h; ${formatDuration(remaining)} to go`;

  return (
    <div
      role="progressbar"
      aria-label="Progress toward your target"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(fraction * 100)}
      aria-valuetext={valueText}
      className="relative mx-auto aspect-square w-full max-w-[17rem]"
    >
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="size-full" aria-hidden="true">
        <circle {...ringCircle} className="stroke-ink-100" />
        <circle
          {...ringCircle}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
          transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
          className={reached ? "stroke-brand-800" : "stroke-brand-600"}
        />
        {marks.map((mark, index) => {
          const { x, y } = pointAt(mark.fromHours / targetHours, RADIUS);
          return (
            <g key={mark.id}>
              <circle cx={x} cy={y} r={11} className="fill-white stroke-ink-700" strokeWidth={2} />
              <text
                x={x}
                y={y}
                textAnchor="middle"
                dominantBaseline="central"
                className="fill-ink-900 text-[12px] font-semibold"
              >
                {index + 1}
              </text>
            </g>
          );
        })}
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center text-center">
        <p className="text-sm font-medium text-ink-700">Elapsed</p>
        <p className="font-display text-4xl font-bold text-ink-950 tabular-nums">{clock(elapsed)}</p>
        {/* Two short lines, not one long one: the circle narrows below its middle. */}
        {reached ? (
          <p className="mt-1 text-sm tabular-nums">
            <span className="block font-semibold text-brand-800">✓ Goal reached</span>
            <span className="block text-ink-700">+{formatDuration(over)}</span>
          </p>
        ) : (
          <p className="mt-1 text-sm text-ink-700 tabular-nums">{formatDuration(remaining)} to go</p>
        )}
      </div>
    </div>
  );
}
