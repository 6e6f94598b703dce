import { HOUR_MS, MINUTE_MS, type Fast } from "./fast-records";

/**
 * A fast's clock: elapsed and remaining time, progress to the target, the
 * eating window that follows it, and durations as readers see them. All
 * subtractions of UTC instants, so a trip or a daylight-saving change never
 * moves them.
 */

const pad2 = (n: number) => String(n).padStart(2, "0");

/** Time fasted in ms: to the end, or to `now` while running; never negative. */
export function elapsedMs(fast: Fast, now: number): number {
  return Math.max(0, (fast.endedAt ?? now) - fast.startedAt);
}

/** The instant (epoch ms) the target is reached: start + target hours. */
export function plannedEndAt(fast: Fast): number {
  return fast.startedAt + fast.targetHours * HOUR_MS;
}

/**
 * Time left to the target in ms, never negative: from `now` while the fast
 * runs; for an ended fast, what was left when it ended (0 if it met its target).
 */
export function remainingMs(fast: Fast, now: number): number {
  return Math.max(0, plannedEndAt(fast) - (fast.endedAt ?? now));
}

/** Share of the target fasted, 0 … 1 (held at 1 past the target). */
export function progress(fast: Fast, now: number): number {
  return Math.min(1, elapsedMs(fast, now) / (fast.targetHours * HOUR_MS));
}

/**
 * The eating window that follows the planned end, as epoch ms: the rest of
 * the 24 hours (8 h for 16:8, 1 h for OMAD). Null for a target of 24 hours or
 * more, which leaves no daily window.
 */
export function eatingWindow(fast: Fast): { opensAt: number; closesAt: number } | null {
  if (fast.targetHours >= 24) return null;
  const opensAt = plannedEndAt(fast);
  return { opensAt, closesAt: opensAt + (24 - fast.targetHours) * HOUR_MS };
}

/** True when the fast has ended and lasted at least its target. */
export function metTarget(fast: Fast): boolean {
  return fast.endedAt !== null && fast.endedAt - fast.startedAt >= fast.targetHours * HOUR_MS;
}

/**
 * A duration for display, minutes rounded down: "16 h 05 min" below a day,
 * "3 d 02 h 05 min" from a day on (fixed-width parts, so a ticking value does
 * not jump about). Negative and non-finite values read as "0 h 00 min".
 */
export function formatDuration(ms: number): string {
  const totalMinutes = ms > 0 && Number.isFinite(ms) ? Math.floor(ms / MINUTE_MS) : 0;
  const minutes = pad2(totalMinutes % 60);
  const totalHours = Math.floor(totalMinutes / 60);
  if (totalHours < 24) return `${totalHours} h ${minutes} min`;
  return `${Math.floor(totalHours / 24)} d ${pad2(totalHours % 24)} h ${minutes} min`;
}
