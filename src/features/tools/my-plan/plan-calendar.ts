import { displayAlarm, escapeIcsText, foldIcsLine, formatIcsFloating, formatIcsUtc } from "~/lib/ics";
import { formatClock } from "./plan-options";

// One event per day, with that day's meals and the phone's own reminders as the window opens and closes.

export interface PlanCalendarDay {
  /** "Lunch: Chicken Caesar Lettuce Cups" with its time, in eating order. */
  meals: { at: number; label: string }[];
}

export interface PlanCalendarOptions {
  days: readonly PlanCalendarDay[];
  opens: number;
  eatingMinutes: number;
  /** When the file is made: DTSTAMP, and day 1 is today if the window is still ahead, else tomorrow. */
  now: Date;
}

export const planAlarmTexts = {
  opens: "Your eating window opens",
  closes: "Your eating window closes — time to start your fast",
} as const;

export function buildPlanIcs({ days, opens, eatingMinutes, now }: PlanCalendarOptions): string {
  const nowMinutes = now.getHours() * 60 + now.getMinutes();
  const firstDay = now.getDate() + (opens > nowMinutes ? 0 : 1);
  const stamp = formatIcsUtc(now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Fast & Fuel//My plan//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  days.forEach((day, index) => {
    const date = firstDay + index;
    const description = [
      ...day.meals.map((meal) => `${formatClock(meal.at)} ${meal.label}`),
      "From your Fast & Fuel week plan. Not medical advice.",
    ].join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${stamp}-day-${index + 1}@fast-and-fuel`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${formatIcsFloating(now.getFullYear(), now.getMonth(), date, opens)}`,
      `DTEND:${formatIcsFloating(now.getFullYear(), now.getMonth(), date, opens + eatingMinutes)}`,
      `SUMMARY:${escapeIcsText(`Eating window — day ${index + 1} of your plan`)}`,
      `DESCRIPTION:${escapeIcsText(description)}`,
      "TRANSP:TRANSPARENT",
      ...displayAlarm(0, planAlarmTexts.opens),
      ...displayAlarm(eatingMinutes, planAlarmTexts.closes),
      "END:VEVENT",
    );
  });
  lines.push("END:VCALENDAR");
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
