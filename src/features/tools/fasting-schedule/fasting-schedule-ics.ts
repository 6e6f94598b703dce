import { displayAlarm, escapeIcsText, foldIcsLine, formatIcsFloating, formatIcsUtc } from "~/lib/ics";
import { describeSchedule, type FastingSchedule } from "./fasting-schedule";

// Apart from the schedule's maths, so it loads with the results that offer the download, not with the page.

/** The calendar's own alarms: the phone shows them even with the site closed. */
export const icsAlarmTexts = {
  eatingOpens: "Your eating window opens",
  fastStarts: "Time to start your fast",
  weighIn: "Time for your morning weigh-in",
} as const;

const WEIGH_IN_MINUTES = 5;

export interface IcsOptions {
  schedule: FastingSchedule;
  /** DTSTAMP, and the local date the series starts from. */
  now: Date;
  locale?: string;
  /** When given, the file also has a daily weigh-in event at the wake time linking there. */
  weighInUrl?: string;
}

/** Today if `minutes` is still ahead on `now`'s local clock, else tomorrow. */
function firstDay(now: Date, minutes: number) {
  const nowMinutes = now.getHours() * 60 + now.getMinutes();
  return {
    year: now.getFullYear(),
    month: now.getMonth(),
    day: now.getDate() + (minutes > nowMinutes ? 0 : 1),
  };
}

/**
 * The fast-start alarm is set `fastingMinutes` before the window opens (when the day before's window closes),
 * not after the start: some calendars (Outlook) drop alarms after their event's start.
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

export function icsFileName(schedule: Pick<FastingSchedule, "id">): string {
  return `fasting-schedule-${schedule.id}.ics`;
}
