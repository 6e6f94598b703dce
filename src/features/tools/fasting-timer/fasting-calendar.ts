import { HOUR_MS, type Fast } from "./fast-records";
import { metTarget } from "./fast-progress";

/**
 * Calendar days are the device's local days: Date's local setters put midnight where the clock does, so a day
 * with a daylight-saving change lasts 23 or 25 hours instead of being stepped over in 24-hour jumps.
 */

const WEEKDAY_LABELS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** A schedule's fast starts when its eating window closes: today if that time has passed, else yesterday. */
export function lastOccurrence(value: string, now: number): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  const date = new Date(now);
  date.setHours(hours, minutes, 0, 0);
  if (date.getTime() > now) date.setDate(date.getDate() - 1);
  return date.getTime();
}

export function startOfLocalDay(instant: number): number {
  const date = new Date(instant);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

function addLocalDays(dayStart: number, days: number): number {
  const date = new Date(dayStart);
  date.setDate(date.getDate() + days);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Today isn't over yet: without a met target today, counting starts from yesterday. */
export function currentStreak(fasts: readonly Fast[], now: number): number {
  const days = new Set<number>();
  for (const fast of fasts) {
    if (fast.endedAt !== null && metTarget(fast)) days.add(startOfLocalDay(fast.endedAt));
  }
  let day = startOfLocalDay(now);
  if (!days.has(day)) day = addLocalDays(day, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addLocalDays(day, -1);
  }
  return streak;
}

export interface DayHours {
  day: number;
  /** A fixed table, not the locale's. */
  label: string;
  /** 0 … 25: a day can be 23–25 hours long. */
  hours: number;
}

/** A fast is split at local midnights (20:00 → 12:00 gives 4 h and 12 h); a running one counts to `now`. */
export function weeklyHours(fasts: readonly Fast[], now: number): DayHours[] {
  const today = startOfLocalDay(now);
  const week: DayHours[] = [];
  for (let offset = -6; offset <= 0; offset += 1) {
    const day = addLocalDays(today, offset);
    const nextDay = addLocalDays(today, offset + 1);
    let fasted = 0;
    for (const fast of fasts) {
      const from = Math.max(fast.startedAt, day);
      const to = Math.min(fast.endedAt ?? now, nextDay);
      if (to > from) fasted += to - from;
    }
    week.push({ day, label: WEEKDAY_LABELS[new Date(day).getDay()] ?? "", hours: fasted / HOUR_MS });
  }
  return week;
}
