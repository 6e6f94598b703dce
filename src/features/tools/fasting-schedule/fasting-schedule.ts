/** Every clock time in this module is minutes since midnight, 0 … 1439. */
export const MINUTES_PER_DAY = 24 * 60;

/** The one meal of OMAD is shown and booked as an hour (the "23:1" reading of OMAD). */
export const OMAD_MEAL_MINUTES = 60;

export type ScheduleId = "16-8" | "18-6" | "omad";

export interface FastingSchedule {
  id: ScheduleId;
  name: string;
  title: string;
  eatingStart: number;
  /** Smaller than `eatingStart` when the window passes midnight. */
  eatingEnd: number;
  eatingMinutes: number;
  fastingMinutes: number;
  wake: number;
  bed: number;
  endsAfterBedtime: boolean;
}

/** An `<input type="time">` value ("HH:MM", seconds optional) as minutes since midnight. */
export function parseTime(value: string): number | null {
  const match = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

export function wrapMinutes(minutes: number): number {
  return ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

export function toTimeValue(minutes: number): string {
  const wrapped = wrapMinutes(minutes);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
}

/** A bedtime at or before the wake time is the next day (wake 10:00, bed 02:00 → 16 h; equal → 24 h). */
export function calculateAwakeMinutes(wake: number, bed: number): number {
  return bed > wake ? bed - wake : bed + MINUTES_PER_DAY - wake;
}

export function calculateMidpoint(wake: number, bed: number): number {
  return wrapMinutes(wake + Math.floor(calculateAwakeMinutes(wake, bed) / 2));
}

function makeSchedule(
  base: Pick<FastingSchedule, "id" | "name" | "title">,
  eatingStart: number,
  eatingMinutes: number,
  wake: number,
  bed: number,
): FastingSchedule {
  const startsAfterWake = calculateAwakeMinutes(wake, eatingStart) % MINUTES_PER_DAY;
  return {
    ...base,
    eatingStart,
    eatingEnd: wrapMinutes(eatingStart + eatingMinutes),
    eatingMinutes,
    fastingMinutes: MINUTES_PER_DAY - eatingMinutes,
    wake,
    bed,
    endsAfterBedtime: startsAfterWake + eatingMinutes > calculateAwakeMinutes(wake, bed),
  };
}

export type ScheduleOutcome =
  | { kind: "schedules"; schedules: FastingSchedule[] }
  | { kind: "missing" }
  /** Waking and going to bed at the same minute describes no day at all. */
  | { kind: "same-time"; time: number };

/** Windows wrap at midnight, so a night shift (wake 23:00, bed 07:00) works. */
export function buildSchedules(wake: string, bed: string): ScheduleOutcome {
  const wakeMinutes = parseTime(wake);
  const bedMinutes = parseTime(bed);
  if (wakeMinutes === null || bedMinutes === null) return { kind: "missing" };
  if (wakeMinutes === bedMinutes) return { kind: "same-time", time: wakeMinutes };
  const schedules = [
    makeSchedule({ id: "16-8", name: "16:8", title: "16:8" }, wakeMinutes, 8 * 60, wakeMinutes, bedMinutes),
    makeSchedule({ id: "18-6", name: "18:6", title: "18:6" }, wakeMinutes, 6 * 60, wakeMinutes, bedMinutes),
    makeSchedule(
      { id: "omad", name: "OMAD", title: "OMAD (one meal a day)" },
      calculateMidpoint(wakeMinutes, bedMinutes),
      OMAD_MEAL_MINUTES,
      wakeMinutes,
      bedMinutes,
    ),
  ];
  return { kind: "schedules", schedules };
}

export function sameTimeMessage(time: number, locale?: string): string {
  return `Your wake time and bedtime are both ${formatClockTime(time, locale)}. Enter when you get up and when you go to sleep — they can’t be the same minute. Night shifts work: wake at ${formatClockTime(23 * 60, locale)}, go to bed at ${formatClockTime(7 * 60, locale)}.`;
}

/**
 * Formatters are kept per locale: making one costs far more than using it, and the results format some
 * thirty clock times at once. UTC with fixed dates keeps daylight saving out of a pure clock time.
 */
function clockFormat(options: Intl.DateTimeFormatOptions): (locale?: string) => Intl.DateTimeFormat {
  const byLocale = new Map<string | undefined, Intl.DateTimeFormat>();
  return (locale) => {
    let format = byLocale.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
      byLocale.set(locale, format);
    }
    return format;
  };
}

const clockTimeFormat = clockFormat({ hour: "numeric", minute: "2-digit" });
const clockHourFormat = clockFormat({ hour: "numeric" });

export function formatClockTime(minutes: number, locale?: string): string {
  const wrapped = wrapMinutes(minutes);
  const date = new Date(Date.UTC(2000, 0, 1, Math.floor(wrapped / 60), wrapped % 60));
  return clockTimeFormat(locale).format(date);
}

export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? "hour" : "hours"}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} ${rest === 1 ? "minute" : "minutes"}`);
  return parts.join(" ");
}

/** Also the text equivalent of the schedule's timeline. */
export function describeSchedule(schedule: FastingSchedule, locale?: string): string {
  const fasting = formatDuration(schedule.fastingMinutes);
  const start = formatClockTime(schedule.eatingStart, locale);
  if (schedule.id === "omad") {
    return `One meal at ${start} (about ${formatDuration(schedule.eatingMinutes)}); fasting the other ${fasting}.`;
  }
  return `Eating from ${start} to ${formatClockTime(schedule.eatingEnd, locale)}; fasting the other ${fasting}.`;
}

/** Minutes since midnight; `end` is exclusive, ≤ 1440. */
export interface TimelineSegment {
  start: number;
  end: number;
}

/** A window that passes midnight (20:00–04:00) becomes 00:00–04:00 and 20:00–24:00. */
export function splitEatingWindow(
  schedule: Pick<FastingSchedule, "eatingStart" | "eatingMinutes">,
): TimelineSegment[] {
  const end = schedule.eatingStart + schedule.eatingMinutes;
  if (end <= MINUTES_PER_DAY) return [{ start: schedule.eatingStart, end }];
  return [
    { start: 0, end: end - MINUTES_PER_DAY },
    { start: schedule.eatingStart, end: MINUTES_PER_DAY },
  ];
}

export type ActivityLevel = "sedentary" | "moderate" | "active";

/** The tips never change the windows. */
export const activityLevels: readonly { value: ActivityLevel; label: string; tip: string }[] = [
  {
    value: "sedentary",
    label: "Sedentary",
    tip: "Tip: build your first meal around protein and vegetables to stay full through the fast.",
  },
  {
    value: "moderate",
    label: "Moderately Active",
    tip: "Tip: schedule workouts near the start or inside your eating window, so you can eat afterward.",
  },
  {
    value: "active",
    label: "Very Active",
    tip: "Tip: on hard training days a wider window (16:8) makes it easier to eat enough than 18:6 or OMAD.",
  },
];

export function formatClockHour(hour: number, locale?: string): string {
  return clockHourFormat(locale).format(new Date(Date.UTC(2000, 0, 1, hour % 24)));
}
