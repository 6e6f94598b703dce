import { HOUR_MS, type Fast } from "./fast-records";
import { metTarget } from "./fast-progress";

/**
 * The history by calendar day: the streak, the last seven days' hours and a
 * schedule's start time. Calendar days are the device's local days: Date's
 * local getters and setters put midnight where the clock does, so a day with
 * a daylight-saving change lasts 23 or 25 hours instead of being stepped over
 * in 24-hour jumps.
 */

const WEEKDAY_LABELS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/**
 * The latest moment at or before `now` when a local clock showed "HH:MM" (a
 * schedule's fast starts when its eating window closes: today if that time
 * has passed, else yesterday), or null for a value that is not a clock time.
 */
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

/** Epoch ms of the local midnight that starts the day `instant` falls on. */
export function startOfLocalDay(instant: number): number {
  const date = new Date(instant);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Epoch ms of the local midnight `days` calendar days after (or before) the day of `dayStart`. */
function addLocalDays(dayStart: number, days: number): number {
  const date = new Date(dayStart);
  date.setDate(date.getDate() + days);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/**
 * The number of consecutive local calendar days, counted back from today, on
 * which at least one fast that met its target ended. A day without one breaks
 * the streak, except today, which isn't over yet: then counting starts from
 * yesterday.
 */
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
  /** Epoch ms of the local midnight that starts the day. */
  day: number;
  /** Short English weekday, "Sun" … "Sat" (a fixed table, not the locale's). */
  label: string;
  /** Hours fasted within the day, 0 … 25 (a day can be 23–25 hours long). */
  hours: number;
}

/**
 * Hours fasted on each of the last 7 local days, oldest first and today last.
 * A fast is split at local midnights (20:00 → 12:00 gives 4 h and 12 h); a
 * running fast counts up to `now`.
 */
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
