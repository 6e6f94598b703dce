import { HOUR_MS, MINUTE_MS, type Fast } from "./fast-records";

/** All subtractions of UTC instants, so a trip or a daylight-saving change never moves them. */

const pad2 = (n: number) => String(n).padStart(2, "0");

/** To the end, or to `now` while running; never negative. */
export function elapsedMs(fast: Fast, now: number): number {
  return Math.max(0, (fast.endedAt ?? now) - fast.startedAt);
}

export function plannedEndAt(fast: Fast): number {
  return fast.startedAt + fast.targetHours * HOUR_MS;
}

/** For an ended fast, what was left when it ended (0 if it met its target). */
export function remainingMs(fast: Fast, now: number): number {
  return Math.max(0, plannedEndAt(fast) - (fast.endedAt ?? now));
}

/** Held at 1 past the target. */
export function progress(fast: Fast, now: number): number {
  return Math.min(1, elapsedMs(fast, now) / (fast.targetHours * HOUR_MS));
}

/** Null for a target of 24 hours or more, which leaves no daily window. */
export function eatingWindow(fast: Fast): { opensAt: number; closesAt: number } | null {
  if (fast.targetHours >= 24) return null;
  const opensAt = plannedEndAt(fast);
  return { opensAt, closesAt: opensAt + (24 - fast.targetHours) * HOUR_MS };
}

export function metTarget(fast: Fast): boolean {
  return fast.endedAt !== null && fast.endedAt - fast.startedAt >= fast.targetHours * HOUR_MS;
}

/** Fixed-width parts ("3 d 02 h 05 min"), so a ticking value does not jump about. */
export function formatDuration(ms: number): string {
  const totalMinutes = ms > 0 && Number.isFinite(ms) ? Math.floor(ms / MINUTE_MS) : 0;
  const minutes = pad2(totalMinutes % 60);
  const totalHours = Math.floor(totalMinutes / 60);
  if (totalHours < 24) return `${totalHours} h ${minutes} min`;
  return `${Math.floor(totalHours / 24)} d ${pad2(totalHours % 24)} h ${minutes} min`;
}
