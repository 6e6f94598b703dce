import { displayAlarm, escapeIcsText, foldIcsLine, formatIcsFloating, formatIcsUtc } from "~/lib/ics";
import { describeSchedule, type FastingSchedule } from "./fasting-schedule";

// The schedule as a calendar file (RFC 5545): a daily event for the eating
// window with its alarms, and if asked a morning weigh-in. Apart from the
// schedule's maths, so it loads with the results that offer the download,
// not with the page.

/** What the calendar's own alarms say: the phone shows them even with the site closed. */
export const icsAlarmTexts = {
  eatingOpens: "Your eating window opens",
  fastStarts: "Time to start your fast",
  weighIn: "Time for your morning weigh-in",
} as const;

/** How long the morning weigh-in event lasts in the calendar. */
const WEIGH_IN_MINUTES = 5;

export interface IcsOptions {
  schedule: FastingSchedule;
  /** The moment the file is made: DTSTAMP, and the local date the series starts from. */
  now: Date;
  /** Locale for the times in the description (the visitor's own when undefined). */
  locale?: string;
  /**
   * The progress tracker's absolute address: when given, the file also has a
   * daily weigh-in event at the wake time, with its own alarm, linking there.
   */
  weighInUrl?: string;
}

/** The day a daily series starting at `minutes` begins: today if that time is still ahead on `now`'s local clock, else tomorrow. */
function firstDay(now: Date, minutes: number) {
  const nowMinutes = now.getHours() * 60 + now.getMinutes();
  return {
    year: now.getFullYear(),
    month: now.getMonth(),
    day: now.getDate() + (minutes > nowMinutes ? 0 : 1),
  };
}

/**
 * An iCalendar file (RFC 5545) with one daily repeating event for the
 * schedule's eating window: DTSTART/DTEND are floating local times on the next
 * occurrence (today if the window has not started yet by `now`'s local clock,
 * else tomorrow); a window that passes midnight ends the next day. CRLF line
 * endings, lines folded at 75 octets, TEXT values escaped.
 *
 * The event carries two alarms, so the calendar reminds without the site: one
 * as the window opens, and one when the fast starts. The second is set
 * `fastingMinutes` before the window opens — the moment the previous day's
 * window closes — rather than after the start: some calendars (Outlook) drop
 * alarms that come after their event's start, and every occurrence but the
 * first has a previous day.
 */
export function buildIcs({ schedule, now, locale, weighInUrl }: IcsOptions): string {
  const { year, month, day } = firstDay(now, schedule.eatingStart);
  const start = schedule.eatingStart;
  const summary = schedule.id === "omad" ? "OMAD meal (one meal a day)" : `${schedule.name} eating window`;
  const description =
    `${describeSchedule(schedule, locale)}\n` +
    "Suggested by the Fast & Fuel Fasting Schedule Generator. An estimate, not medical advice.";
  const stamp = formatIcsUtc(now);

  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Fast & Fuel//Fasting Schedule Generator//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${stamp}-${schedule.id}@fast-and-fuel`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${formatIcsFloating(year, month, day, start)}`,
    `DTEND:${formatIcsFloating(year, month, day, start + schedule.eatingMinutes)}`,
    "RRULE:FREQ=DAILY",
    `SUMMARY:${escapeIcsText(summary)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    // Eating windows should not mark the visitor as busy.
    "TRANSP:TRANSPARENT",
    ...displayAlarm(0, icsAlarmTexts.eatingOpens),
    ...displayAlarm(-schedule.fastingMinutes, icsAlarmTexts.fastStarts),
    "END:VEVENT",
  ];
  if (weighInUrl !== undefined) {
    const weighDay = firstDay(now, schedule.wake);
    const weighText = `Log today’s weight in the Fast & Fuel progress tracker: ${weighInUrl}`;
    lines.push(
      "BEGIN:VEVENT",
      `UID:${stamp}-weigh-in@fast-and-fuel`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${formatIcsFloating(weighDay.year, weighDay.month, weighDay.day, schedule.wake)}`,
      `DTEND:${formatIcsFloating(weighDay.year, weighDay.month, weighDay.day, schedule.wake + WEIGH_IN_MINUTES)}`,
      "RRULE:FREQ=DAILY",
      "SUMMARY:Morning weigh-in",
      `DESCRIPTION:${escapeIcsText(weighText)}`,
      // A URI value: not TEXT, so not escaped.
      `URL:${weighInUrl}`,
      "TRANSP:TRANSPARENT",
      ...displayAlarm(0, icsAlarmTexts.weighIn),
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}

/** A file name for the schedule's calendar file, e.g. "fasting-schedule-16-8.ics". */
export function icsFileName(schedule: Pick<FastingSchedule, "id">): string {
  return `fasting-schedule-${schedule.id}.ics`;
}
