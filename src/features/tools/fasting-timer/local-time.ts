// Only these functions know about the time zone, so a trip or a daylight-saving change moves the clock
// times shown, never a duration.

import { startOfLocalDay } from "./fasting-calendar";

const pad = (n: number) => String(n).padStart(2, "0");

export function toDateTimeLocalValue(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A time skipped by a daylight-saving change (02:30 on a spring-forward night) is refused, not moved. */
export function parseDateTimeLocal(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part: string | undefined) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  const roundTrips =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes;
  return roundTrips ? date.getTime() : null;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** Formatters are costly to make (tens of ms on a slow phone): one per purpose and locale. */
function format(kind: "clock" | "day", locale: string | undefined) {
  const key = `${kind}|${locale ?? ""}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      locale,
      kind === "clock"
        ? { hour: "numeric", minute: "2-digit" }
        : { weekday: "short", month: "short", day: "numeric" },
    );
    formats.set(key, made);
  }
  return made;
}

export function formatClock(ms: number, locale?: string): string {
  return format("clock", locale).format(ms);
}

/** A DST day is 23 or 25 hours long. */
function previousLocalDay(midnight: number): number {
  const date = new Date(midnight);
  date.setDate(date.getDate() - 1);
  return date.getTime();
}

export function formatDay(ms: number, locale?: string): string {
  return format("day", locale).format(ms);
}

/** "today, 8:30 PM", "yesterday, 7:00 AM" or "Mon, Nov 23, 7:00 AM". */
export function formatWhen(ms: number, now: number, locale?: string): string {
  const day = startOfLocalDay(ms);
  const today = startOfLocalDay(now);
  const label =
    day === today ? "today" : day === previousLocalDay(today) ? "yesterday" : formatDay(ms, locale);
  return `${label}, ${formatClock(ms, locale)}`;
}
