import { weeklyHours } from "../fasting-timer/fasting-calendar";
import type { Fast } from "../fasting-timer/fast-records";
import { dateOfDay, dayNumber } from "./weight-entries";

/**
 * Monday-to-Sunday local weeks, so fasting and the weight chart share one time axis. The split at local
 * midnights is the timer's own: a daylight-saving week holds 167 or 169 hours.
 */

export interface WeekHours {
  weekStart: string;
  weekEnd: string;
  hours: number;
}

/** 1 January 1970 was a Thursday: day 0 is weekday 3 counted from Monday. */
export function mondayOf(date: string): string {
  const day = dayNumber(date);
  return dateOfDay(day - ((((day + 3) % 7) + 7) % 7));
}

/** Noon is inside the local day whatever daylight saving does at midnight. */
function localNoon(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(year, month - 1, day, 12).getTime();
}

/** Each week with its full hours, even where the span starts or ends mid-week. */
export function hoursByWeek(
  fasts: readonly Fast[],
  firstDate: string,
  lastDate: string,
  now: number,
): WeekHours[] {
  // Closed at `now`, so the day-by-day split never needs to know which week is the current one.
  const closed = fasts.map((fast) =>
    fast.endedAt === null ? { ...fast, endedAt: Math.max(now, fast.startedAt) } : fast,
  );
  const weeks: WeekHours[] = [];
  for (let monday = dayNumber(mondayOf(firstDate)); monday <= dayNumber(lastDate); monday += 7) {
    const weekEnd = dateOfDay(monday + 6);
    const days = weeklyHours(closed, localNoon(weekEnd));
    weeks.push({
      weekStart: dateOfDay(monday),
      weekEnd,
      hours: days.reduce((sum, day) => sum + day.hours, 0),
    });
  }
  return weeks;
}
