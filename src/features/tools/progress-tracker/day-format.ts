import { dayNumber } from "./weight-entries";

// A date has no time zone: it is formatted at midnight UTC, in UTC, so it never becomes the day before west of
// Greenwich.

const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: "long" | "short") {
  let made = formats.get(kind);
  if (!made) {
    made = new Intl.DateTimeFormat(
      undefined,
      kind === "long"
        ? { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" }
        : { timeZone: "UTC", day: "numeric", month: "short" },
    );
    formats.set(kind, made);
  }
  return made;
}

const instant = (date: string) => dayNumber(date) * 86_400_000;

/** "Fri, May 1, 2026". */
export const formatDate = (date: string): string => format("long").format(instant(date));

/** For the chart's axis. */
export const formatShortDate = (date: string): string => format("short").format(instant(date));
