// @vitest-environment node
import { describe, expect, test } from "vitest";
import { formatWhen, parseDateTimeLocal, toDateTimeLocalValue } from "./local-time";

// Local times in the test process's zone (UTC in CI; the instants' round trip
// holds in any zone). DST and zone moves are covered in fasting-calendar.test.ts.

describe("local date-time fields", () => {
  test("an instant written into the field reads back as the same minute", () => {
    const instant = new Date(2026, 10, 25, 8, 5).getTime();
    expect(toDateTimeLocalValue(instant)).toBe("2026-11-25T08:05");
    expect(parseDateTimeLocal("2026-11-25T08:05")).toBe(instant);
    expect(parseDateTimeLocal("2026-11-25T08:05:30")).toBe(instant + 30_000);
  });

  const invalid = ["", "yesterday", "2026-11-25", "2026-02-30T10:00", "2026-11-25T24:00", "2026-11-25T08:60"];
  test.each(invalid)("refuses %j", (value) => {
    expect(parseDateTimeLocal(value)).toBeNull();
  });
});

test.each([
  [new Date(2026, 10, 25, 7, 30), "today, 7:30 AM"],
  [new Date(2026, 10, 24, 20, 0), "yesterday, 8:00 PM"],
  [new Date(2026, 10, 22, 9, 15), "Sun, Nov 22, 9:15 AM"],
])("formatWhen, at noon on Wed 25 Nov, writes %s as %j", (date, expected) => {
  const now = new Date(2026, 10, 25, 12, 0).getTime();
  expect(formatWhen(date.getTime(), now, "en-US").replace(/\u202f/g, " ")).toBe(expected);
});
