// @vitest-environment node
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { moduleInTimeZone } from "~/test/in-time-zone";
import { HOUR, makeFast } from "./fast-fixtures";
import type { Fast } from "./fast-records";
import type * as FastProgress from "./fast-progress";
import { currentStreak, lastOccurrence, weeklyHours } from "./fasting-calendar";
import type * as FastingCalendar from "./fasting-calendar";

describe("history", () => {
  // Local-time constructors: these tests hold in any time zone (mid-June has no clock changes).
  const today = new Date(2026, 5, 17, 18).getTime();
  const local = (day: number, hour: number) => new Date(2026, 5, day, hour).getTime();

  /** A 16:8 fast lasting `hours` that ended at `hour` local time on June `day`. */
  function endedOn(day: number, hours = 17, hour = 12): Fast {
    const end = local(day, hour);
    return makeFast({ id: `${day}-${hour}-${hours}`, startedAt: end - hours * HOUR, endedAt: end });
  }

  test.each([
    ["no fasts", 0, []],
    ["fasts today and the two days before", 3, [endedOn(17), endedOn(16), endedOn(15)]],
    ["fasts the two days before today, none yet today", 2, [endedOn(16), endedOn(15)]],
    ["a gap: fasts today and two days ago", 1, [endedOn(17), endedOn(15)]],
    ["a fast two days ago only", 0, [endedOn(15)]],
    ["yesterday's fast short of its target", 1, [endedOn(17), endedOn(16, 15), endedOn(15)]],
    ["two fasts today (counted once)", 2, [endedOn(17, 17, 8), endedOn(17, 16, 17), endedOn(16)]],
    ["today's fast still running", 1, [{ ...endedOn(17), endedAt: null }, endedOn(16)]],
    ["a 30 h fast that ended today at 01:00 (the day it ended counts)", 1, [endedOn(17, 30, 1)]],
  ])("the streak with %s is %i", (_, streak, fasts) => {
    expect(currentStreak(fasts, today)).toBe(streak);
  });

  test("lists the last 7 local days, oldest first, with English weekday labels", () => {
    const labels = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const week = labels.map((label, index) => ({ day: local(11 + index, 0), label, hours: 0 }));
    expect(weeklyHours([], today)).toEqual(week);
  });

  /** A fast from June `day` at `hour` to `endDay` at `endHour` local time; running without an end. */
  const between = (day: number, hour: number, endDay?: number, endHour = 0): Fast => ({
    ...endedOn(day),
    startedAt: local(day, hour),
    endedAt: endDay === undefined ? null : local(endDay, endHour),
  });

  test.each([
    ["splits a 20:00 → 12:00 fast at midnight", [between(15, 20, 16, 12)], [0, 0, 0, 0, 4, 12, 0]],
    ["splits a 40 h fast over three days", [between(13, 20, 15, 12)], [0, 0, 4, 24, 12, 0, 0]],
    ["counts a running fast up to now", [between(16, 22)], [0, 0, 0, 0, 0, 2, 18]],
    ["leaves out time before the seven days", [between(10, 20, 11, 12)], [12, 0, 0, 0, 0, 0, 0]],
    ["adds up two fasts on one day", [between(14, 0, 14, 6), between(14, 12, 14, 15)], [0, 0, 0, 9, 0, 0, 0]],
  ])("weeklyHours %s", (_, fasts, hours) => {
    expect(weeklyHours(fasts, today).map((day) => day.hours)).toEqual(hours);
  });
});

// ---------------------------------------------------------------------------
// Daylight saving time and time zones

/** The calendar and the clock of a fast, as one module the child processes import. */
type TimeModules = typeof FastingCalendar & typeof FastProgress;

describe("daylight saving time and time zones", { timeout: 30_000 }, () => {
  const inTimeZone = moduleInTimeZone<TimeModules>(
    'export * from "./fasting-calendar"; export * from "./fast-progress";',
    dirname(fileURLToPath(import.meta.url)),
  );

  // Length, goal met and time left are subtractions of instants: across a clock change a fast from 20:00 to
  // 12:00 lasts 15 or 17 real hours, not the 16 the clocks show.
  test.each([
    ["spring forward", "15 h 00 min", [2, 7], { met: false, left: 1, split: [4, 11], dayLengths: [24, 23] }],
    ["fall back", "17 h 00 min", [9, 31], { met: true, left: 0, split: [4, 13], dayLengths: [24, 25] }],
  ] as const)(
    "in New York, a fast from Saturday 20:00 to Sunday 12:00 across the %s lasts %s, splits at local midnight, and a streak holds",
    (_, text, saturday, expected) => {
      const result = inTimeZone(
        "America/New_York",
        (m, [month, date]) => {
          const at = (offset: number, hour: number) => new Date(2026, month, date + offset, hour).getTime();
          const [startedAt, endedAt] = [at(0, 20), at(1, 12)];
          const fast = { id: "a", startedAt, endedAt, targetHours: 16, plan: "16:8" as const };
          // The chart on Monday, so the Sunday's own length (next midnight − its midnight) shows.
          const days = m.weeklyHours([fast], at(2, 12)).slice(-3);
          // Fasts ending at noon on Saturday, Sunday and Monday: counted on Monday evening and Tuesday morning.
          const streak = [0, 1, 2].map((i) => {
            const end = at(i, 12);
            return { ...fast, id: `f${i}`, startedAt: end - 17 * 3_600_000, endedAt: end };
          });
          return {
            text: m.formatDuration(m.elapsedMs(fast, fast.endedAt)),
            met: m.metTarget(fast),
            left: m.remainingMs(fast, fast.endedAt) / 3_600_000,
            labels: days.slice(0, 2).map((entry) => entry.label),
            split: days.slice(0, 2).map((entry) => entry.hours),
            dayLengths: [0, 1].map((i) => ((days[i + 1]?.day ?? NaN) - (days[i]?.day ?? NaN)) / 3_600_000),
            midnights: days.every(({ day }) => new Date(day).getHours() + new Date(day).getMinutes() === 0),
            streaks: [at(2, 18), at(3, 9)].map((now) => m.currentStreak(streak, now)),
          };
        },
        saturday,
      );
      expect(result).toEqual({ ...expected, text, labels: ["Sat", "Sun"], midnights: true, streaks: [3, 3] });
    },
  );
});

describe("lastOccurrence (a schedule's start time)", () => {
  const now = new Date(2026, 10, 25, 14, 30).getTime();
  test.each([
    ["13:00", new Date(2026, 10, 25, 13, 0)],
    ["14:30", new Date(2026, 10, 25, 14, 30)],
    ["20:00", new Date(2026, 10, 24, 20, 0)],
    ["00:00", new Date(2026, 10, 25, 0, 0)],
  ])("%s is at %s: today once it has passed, else yesterday", (value, expected) => {
    expect(lastOccurrence(value, now)).toBe(expected.getTime());
  });

  test.each(["", "7:00", "24:00", "12:60", "12:00:00"])("%j is not a clock time", (value) => {
    expect(lastOccurrence(value, now)).toBeNull();
  });
});
