// @vitest-environment node
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { moduleInTimeZone } from "~/test/in-time-zone";
import { HOUR } from "./fast-fixtures";
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
    return {
      id: `${day}-${hour}-${hours}`,
      startedAt: end - hours * HOUR,
      endedAt: end,
      targetHours: 16,
      plan: "16:8",
    };
  }

  test.each([
    ["no fasts", 0, []],
    ["a fast today only", 1, [endedOn(17)]],
    ["a fast yesterday but none yet today", 1, [endedOn(16)]],
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
    const week = weeklyHours([], today);
    expect(week.map((day) => day.label)).toEqual(["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]);
    expect(week.map((day) => day.day)).toEqual([11, 12, 13, 14, 15, 16, 17].map((day) => local(day, 0)));
    expect(week.every((day) => day.hours === 0)).toBe(true);
  });

  /** A fast from June `day` at `hour` to `endDay` at `endHour` local time; running without an end. */
  const between = (day: number, hour: number, endDay?: number, endHour = 0): Fast => ({
    ...endedOn(day),
    startedAt: local(day, hour),
    endedAt: endDay === undefined ? null : local(endDay, endHour),
  });

  test.each([
    [
      "splits a 20:00 → 12:00 fast at midnight: 4 h and 12 h",
      [between(15, 20, 16, 12)],
      [0, 0, 0, 0, 4, 12, 0],
    ],
    ["splits a 40 h fast over three days", [between(13, 20, 15, 12)], [0, 0, 4, 24, 12, 0, 0]],
    ["counts a running fast up to now", [between(16, 22)], [0, 0, 0, 0, 0, 2, 18]],
    ["leaves out time before the seven days", [between(10, 20, 11, 12)], [12, 0, 0, 0, 0, 0, 0]],
    [
      "adds up two fasts on the same day",
      [between(14, 0, 14, 6), between(14, 12, 14, 15)],
      [0, 0, 0, 9, 0, 0, 0],
    ],
  ])("weeklyHours %s", (_, fasts, hours) => {
    expect(weeklyHours(fasts, today).map((day) => day.hours)).toEqual(hours);
  });
});

// ---------------------------------------------------------------------------
// Daylight saving time and time zones

/** The calendar and the clock of a fast, as one module the child processes import. */
type TimeModules = typeof FastingCalendar & typeof FastProgress;

type LocalTime = [year: number, monthIndex: number, day: number, hour: number];

describe("daylight saving time and time zones", { timeout: 30_000 }, () => {
  const inTimeZone = moduleInTimeZone<TimeModules>(
    'export * from "./fasting-calendar"; export * from "./fast-progress";',
    dirname(fileURLToPath(import.meta.url)),
  );

  test.each([
    ["spring forward", 15, "15 h 00 min", [4, 11], [24, 23], [2026, 2, 7, 20], [2026, 2, 8, 12]],
    ["fall back", 17, "17 h 00 min", [4, 13], [24, 25], [2026, 9, 31, 20], [2026, 10, 1, 12]],
  ] as [string, number, string, number[], number[], LocalTime, LocalTime][])(
    "in New York, a fast from Saturday 20:00 to Sunday 12:00 across the %s lasts %i h and splits at local midnight",
    (_, hours, text, split, dayLengths, start, end) => {
      const result = inTimeZone(
        "America/New_York",
        (m, input) => {
          const startedAt = new Date(...input.start).getTime();
          const endedAt = new Date(...input.end).getTime();
          const fast = { id: "a", startedAt, endedAt, targetHours: 16, plan: "16:8" as const };
          // The chart a day later, so the Sunday's own length (next midnight − its midnight) shows.
          const [year, month, day] = input.end;
          const week = m.weeklyHours([fast], new Date(year, month, day + 1, 12).getTime());
          const days = week.slice(-3);
          return {
            hours: m.elapsedMs(fast, endedAt) / 3_600_000,
            text: m.formatDuration(m.elapsedMs(fast, endedAt)),
            labels: days.slice(0, 2).map((entry) => entry.label),
            split: days.slice(0, 2).map((entry) => entry.hours),
            dayLengths: [0, 1].map((i) => ((days[i + 1]?.day ?? NaN) - (days[i]?.day ?? NaN)) / 3_600_000),
            midnights: days.every(
              (entry) => new Date(entry.day).getHours() === 0 && new Date(entry.day).getMinutes() === 0,
            ),
          };
        },
        { start, end },
      );
      expect(result).toEqual({ hours, text, labels: ["Sat", "Sun"], split, dayLengths, midnights: true });
    },
  );

  test.each([
    ["spring forward", [2026, 2, 7], [2026, 2, 9, 18], [2026, 2, 10, 9]],
    ["fall back", [2026, 9, 31], [2026, 10, 2, 18], [2026, 10, 3, 9]],
  ] as [string, number[], LocalTime, LocalTime][])(
    "in New York, a streak of three days across the %s counts 3, today and the next morning",
    (_, first, evening, nextMorning) => {
      const streaks = inTimeZone(
        "America/New_York",
        (m, input) => {
          // Fasts ending at noon on three days in a row from `first` (Date rolls the day over the month).
          const fasts = [0, 1, 2].map((index) => {
            const [year = 0, month = 0, day = 0] = input.first;
            const endedAt = new Date(year, month, day + index, 12).getTime();
            return {
              id: `f${index}`,
              startedAt: endedAt - 17 * 3_600_000,
              endedAt,
              targetHours: 16,
              plan: "16:8" as const,
            };
          });
          return [input.evening, input.nextMorning].map((now) =>
            m.currentStreak(fasts, new Date(...now).getTime()),
          );
        },
        { first, evening, nextMorning },
      );
      expect(streaks).toEqual([3, 3]);
    },
  );

  test("the same instants give the same durations in Berlin and in Los Angeles", () => {
    // 28 March 19:00 UTC → 29 March 12:00 UTC: Berlin moves its clocks forward in between (20:00 → 14:00 there).
    const probe = (m: TimeModules) => {
      const startedAt = Date.UTC(2026, 2, 28, 19);
      const endedAt = Date.UTC(2026, 2, 29, 12);
      const fast = { id: "a", startedAt, endedAt, targetHours: 16, plan: "16:8" as const };
      const running = { ...fast, endedAt: null };
      return {
        elapsed: m.elapsedMs(fast, endedAt),
        text: m.formatDuration(m.elapsedMs(fast, endedAt)),
        met: m.metTarget(fast),
        plannedEnd: m.plannedEndAt(fast),
        remaining: m.remainingMs(running, endedAt - 5 * 3_600_000),
        progress: m.progress(running, endedAt - 5 * 3_600_000),
        weekTotal: m.weeklyHours([fast], endedAt).reduce((sum, day) => sum + day.hours, 0),
      };
    };
    const berlin = inTimeZone("Europe/Berlin", probe, undefined);
    const losAngeles = inTimeZone("America/Los_Angeles", probe, undefined);
    expect(berlin).toEqual({
      elapsed: 17 * HOUR,
      text: "17 h 00 min",
      met: true,
      plannedEnd: Date.UTC(2026, 2, 29, 11),
      remaining: 4 * HOUR,
      progress: 0.75,
      weekTotal: 17,
    });
    expect(losAngeles).toEqual(berlin);
  });
});

describe("lastOccurrence (a schedule's start time)", () => {
  const now = new Date(2026, 10, 25, 14, 30).getTime();
  test.each([
    ["13:00", new Date(2026, 10, 25, 13, 0)],
    ["14:30", new Date(2026, 10, 25, 14, 30)],
    ["20:00", new Date(2026, 10, 24, 20, 0)],
    ["00:00", new Date(2026, 10, 25, 0, 0)],
    ["23:59", new Date(2026, 10, 24, 23, 59)],
  ])("%s is at %s: today once it has passed, else yesterday", (value, expected) => {
    expect(lastOccurrence(value, now)).toBe(expected.getTime());
  });

  test.each(["", "7:00", "24:00", "12:60", "12:00:00", "noon"])("%j is not a clock time", (value) => {
    expect(lastOccurrence(value, now)).toBeNull();
  });
});
