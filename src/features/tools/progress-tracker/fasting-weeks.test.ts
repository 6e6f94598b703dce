// @vitest-environment node
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { moduleInTimeZone } from "~/test/in-time-zone";
import type { Fast } from "../fasting-timer/fast-records";
import type * as FastingWeeks from "./fasting-weeks";
import { hoursByWeek, mondayOf } from "./fasting-weeks";

/** A fast between two local times in June 2026 (no clock change that month); `end` null while it runs. */
const local = (day: number, hour: number) => new Date(2026, 5, day, hour).getTime();
const fast = (id: string, start: [number, number], end: [number, number] | null): Fast => ({
  id,
  startedAt: local(...start),
  endedAt: end && local(...end),
  targetHours: 16,
  plan: "16:8",
});

test.each([
  ["2026-06-15", "2026-06-15"],
  ["2026-06-21", "2026-06-15"],
  ["2026-03-01", "2026-02-23"],
  ["1970-01-01", "1969-12-29"],
])("mondayOf: the week of %s starts on Monday %s", (date, monday) => {
  expect(mondayOf(date)).toBe(monday);
});

const june = (day: number) => `2026-06-${String(day).padStart(2, "0")}`;
// 15 June 2026 is a Monday. Spans as June days; the weeks as { Monday's June day: hours }.
test.each<[string, Fast[], string, Record<number, number>, number?]>([
  ["no fasts", [], "17–30", { 15: 0, 22: 0, 29: 0 }],
  [
    "a fast from Sunday 20:00 to Monday 12:00, split at midnight",
    [fast("a", [21, 20], [22, 12])],
    "15–28",
    { 15: 4, 22: 12 },
  ],
  [
    "fasts in one week add up",
    [fast("a", [16, 20], [17, 12]), fast("b", [18, 20], [19, 14])],
    "15–21",
    { 15: 34 },
  ],
  ["a running fast, up to now", [fast("a", [24, 8], null)], "20–24", { 15: 0, 22: 12 }, local(24, 20)],
  ["a fast outside the span's weeks", [fast("a", [1, 20], [2, 12])], "15–21", { 15: 0 }],
  [
    "the full week's hours, where the span starts mid-week",
    [fast("a", [15, 20], [16, 12])],
    "20–21",
    { 15: 16 },
  ],
  ["an empty span", [fast("a", [15, 20], [16, 12])], "21–14", {}],
])("hoursByWeek: %s (June %s)", (_, fasts, span, expected, now = local(30, 12)) => {
  const [first = 0, last = 0] = span.split("–").map(Number);
  const weeks = hoursByWeek(fasts, june(first), june(last), now);
  expect(weeks.map((week) => [week.weekStart, week.hours])).toEqual(
    Object.entries(expected).map(([day, hours]) => [june(Number(day)), hours]),
  );
  for (const week of weeks) expect(mondayOf(week.weekEnd)).toBe(week.weekStart);
});

describe("weeks with a daylight-saving change", { timeout: 30_000 }, () => {
  const inTimeZone = moduleInTimeZone<typeof FastingWeeks>(
    'export * from "./fasting-weeks";',
    dirname(fileURLToPath(import.meta.url)),
  );

  // Berlin's clocks go forward on Sunday 29 March 2026 and back on Sunday 25 October 2026.
  test.each<[string, string, string, number]>([
    ["spring forward", "2026-03-23", "2026-03-30", 167],
    ["fall back", "2026-10-19", "2026-10-26", 169],
  ])(
    "in Berlin, a fast from Monday midnight to the next, in the %s week of %s to %s, counts %i h",
    (_, monday, next, hours) => {
      const probe = (m: typeof FastingWeeks, days: { monday: string; next: string }) => {
        // Dates with a time and no offset are local time.
        const startedAt = new Date(`${days.monday}T00:00`).getTime();
        const endedAt = new Date(`${days.next}T00:00`).getTime();
        const fast = { id: "a", startedAt, endedAt, targetHours: 16, plan: "16:8" as const };
        return m.hoursByWeek([fast], days.monday, days.monday, endedAt);
      };
      const weeks = inTimeZone("Europe/Berlin", probe, { monday, next });
      expect(weeks.map((week) => [week.weekStart, week.hours])).toEqual([[monday, hours]]);
    },
  );
});
