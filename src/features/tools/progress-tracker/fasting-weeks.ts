import { weeklyHours } from "../fasting-timer/fasting-calendar";
import type { Fast } from "../fasting-timer/fast-records";
import { dateOfDay, dayNumber } from "./weight-entries";

/**
 * Hours fasted in each calendar week (Monday to Sunday, the device's local
 * time) that the weight chart's dates touch, so the two can be read on one
 * time axis. The split at local midnights is the fasting timer's own, so a
 * week with a daylight-saving change holds 167 or 169 hours, and a fast that
 * runs from Sunday night into Monday counts its hours in each week.
 */

export interface WeekHours {
  /** The Monday that starts the week, "2026-05-04". */
  weekStart: string;
  /** The Sunday that ends it. */
  weekEnd: string;
  /** Hours fasted from that Monday's local midnight to the next one's. */
  hours: number;
}

/** The Monday on or before `date` (1 January 1970 was a Thursday: day 0 is weekday 3 counted from Monday). */
export function mondayOf(date: string): string {
  const day = dayNumber(date);
  return dateOfDay(day - ((((day + 3) % 7) + 7) % 7));
}

/** Epoch ms of local noon on `date`: inside that local day whatever daylight saving does at midnight. */
function localNoon(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(year, month - 1, day, 12).getTime();
}

/**
 * One entry per Monday-to-Sunday week from the week of `firstDate` to the
 * week of `lastDate` (calendar dates, first ≤ last), each with the full
 * week's hours, even where the span starts or ends mid-week. A running fast
 * counts up to `now`. Empty when `lastDate` is before `firstDate`.
 */
export function hoursByWeek(
  fasts: readonly Fast[],
  firstDate: string,
  lastDate: string,
  now: number,
): WeekHours[] {
  // Closed at `now`, so the day-by-day split below never needs to know which week is the current one.
  const closed = fasts.map((fast) =>
    fast.endedAt === null ? { ...fast, endedAt: Math.max(now, fast.startedAt) } : fast,
  );
  const weeks: WeekHours[] = [];
  for (let monday = dayNumber(mondayOf(firstDate)); monday <= dayNumber(lastDate); monday += 7) {
    const weekEnd = dateOfDay(monday + 6);
    // The seven local days that end on that Sunday: Monday to Sunday.
    const days = weeklyHours(closed, localNoon(weekEnd));
    weeks.push({
      weekStart: dateOfDay(monday),
      weekEnd,
      hours: days.reduce((sum, day) => sum + day.hours, 0),
    });
  }
  return weeks;
}
