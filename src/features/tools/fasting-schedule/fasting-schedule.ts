/** Minutes in one day; every clock time in this module is 0 … 1439. */
export const MINUTES_PER_DAY = 24 * 60;

/** How long the one meal of OMAD is shown and booked for (the "23:1" reading of OMAD). */
export const OMAD_MEAL_MINUTES = 60;

export type ScheduleId = "16-8" | "18-6" | "omad";

/** One suggested schedule. All times are minutes since midnight (0 … 1439). */
export interface FastingSchedule {
  id: ScheduleId;
  /** Short name, e.g. "16:8". */
  name: string;
  /** Heading shown to the visitor. */
  title: string;
  /** First minute of the eating window. */
  eatingStart: number;
  /** End of the eating window; smaller than `eatingStart` when the window passes midnight. */
  eatingEnd: number;
  eatingMinutes: number;
  fastingMinutes: number;
  wake: number;
  bed: number;
  /** True when the eating window goes on after bedtime. */
  endsAfterBedtime: boolean;
}

/**
 * Parses an `<input type="time">` value ("HH:MM", optionally with seconds)
 * into minutes since midnight. Returns null for an empty or malformed value.
 */
export function parseTime(value: string): number | null {
  const match = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** Wraps any minute count onto the 24-hour clock (0 … 1439); negative values wrap backwards. */
export function wrapMinutes(minutes: number): number {
  return ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/** Minutes since midnight as "HH:MM" (24-hour, zero-padded), wrapping at 24 h. */
export function toTimeValue(minutes: number): string {
  const wrapped = wrapMinutes(minutes);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
}

/**
 * Minutes awake from `wake` to `bed`. A bedtime at or before the wake time is
 * taken to be the next day (wake 10:00, bed 02:00 → 16 h; equal times → 24 h).
 */
export function calculateAwakeMinutes(wake: number, bed: number): number {
  return bed > wake ? bed - wake : bed + MINUTES_PER_DAY - wake;
}

/**
 * The clock time halfway between waking and going to bed, rounded down to the
 * minute; correct when bedtime is after midnight (wake 10:00, bed 02:00 → 18:00).
 */
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

/** What the form's two times give: the schedules, or why there are none. */
export type ScheduleOutcome =
  | { kind: "schedules"; schedules: FastingSchedule[] }
  /** A time is empty or malformed: the reader is asked for both times. */
  | { kind: "missing" }
  /** Waking and going to bed at the same minute describes no day at all. */
  | { kind: "same-time"; time: number };

/**
 * The three suggested schedules for a wake time and a bedtime ("HH:MM",
 * 24-hour, as `<input type="time">` gives them):
 * - 16:8 — eat from waking until 8 hours later;
 * - 18:6 — eat from waking until 6 hours later;
 * - OMAD — one meal (booked as one hour) at the midpoint of the waking day.
 * Windows wrap at midnight (wake 20:00 → 16:8 ends 04:00), so a night shift
 * (wake 23:00, bed 07:00) works. Refused: a missing or malformed time, and
 * equal times.
 */
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

/** The message for equal times, with the time in the visitor's clock format. */
export function sameTimeMessage(time: number, locale?: string): string {
  return `Your wake time and bedtime are both ${formatClockTime(time, locale)}. Enter when you get up and when you go to sleep — they can’t be the same minute. Night shifts work: wake at ${formatClockTime(23 * 60, locale)}, go to bed at ${formatClockTime(7 * 60, locale)}.`;
}

/**
 * The clock formatter with `options` for a locale (the visitor's own when
 * undefined), made on first use and kept: making one costs far more than
 * using it, and the results format some thirty clock times at once. UTC,
 * with fixed UTC dates, keeps daylight-saving changes out of a pure clock time.
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

/**
 * Formats minutes since midnight as a clock time in `locale` (the visitor's
 * own when undefined), e.g. 420 → "7:00 AM" in en-US, "07:00" in en-GB.
 */
export function formatClockTime(minutes: number, locale?: string): string {
  const wrapped = wrapMinutes(minutes);
  const date = new Date(Date.UTC(2000, 0, 1, Math.floor(wrapped / 60), wrapped % 60));
  return clockTimeFormat(locale).format(date);
}

/** A duration in minutes as words: 960 → "16 hours", 90 → "1 hour 30 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? "hour" : "hours"}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} ${rest === 1 ? "minute" : "minutes"}`);
  return parts.join(" ");
}

/**
 * The schedule in one sentence, also the text equivalent of its timeline:
 * "Eating from 7:00 AM to 3:00 PM; fasting the other 16 hours."
 */
export function describeSchedule(schedule: FastingSchedule, locale?: string): string {
  const fasting = formatDuration(schedule.fastingMinutes);
  const start = formatClockTime(schedule.eatingStart, locale);
  if (schedule.id === "omad") {
    return `One meal at ${start} (about ${formatDuration(schedule.eatingMinutes)}); fasting the other ${fasting}.`;
  }
  return `Eating from ${start} to ${formatClockTime(schedule.eatingEnd, locale)}; fasting the other ${fasting}.`;
}

/** A stretch of the 0–24 h timeline, in minutes since midnight (end exclusive, ≤ 1440). */
export interface TimelineSegment {
  start: number;
  end: number;
}

/**
 * The eating window as one or two segments of a midnight-to-midnight day: a
 * window that passes midnight (20:00–04:00) becomes 00:00–04:00 and 20:00–24:00.
 */
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

// ---------------------------------------------------------------------------
// iCalendar (RFC 5545)

export type ActivityLevel = "sedentary" | "moderate" | "active";

/** The activity levels, with a one-line tip each; they never change the windows. */
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

/** An hour of the day as a short axis label in `locale`: 0 → "12 AM" in en-US, "00" in en-GB. */
export function formatClockHour(hour: number, locale?: string): string {
  return clockHourFormat(locale).format(new Date(Date.UTC(2000, 0, 1, hour % 24)));
}
