// @vitest-environment node
import { expect, test } from "vitest";
import { HOUR, makeFast, MINUTE } from "./fast-fixtures";
import { barLabel, formatSpan, spokenHours, summarizeEndedFast } from "./fast-summary";

/** The expected text with a no-break space after each number, as the summary writes it. */
const joined = (text: string) => text.replace(/(\d) /g, "$1\u00a0");

test.each([
  [0, "less than a minute"],
  [Number.NaN, "less than a minute"],
  [42, "42 min"],
  [60, "1 h"],
  [16 * 60 + 42, "16 h 42 min"],
  [78.9, "1 h 18 min"],
])("formatSpan: %s minutes read as “%s”", (minutes, text) => {
  expect(formatSpan(minutes)).toBe(joined(text));
});

const met = "Goal met: you reached your 16 h goal.";
test.each([
  ["past the goal", 16, 16 * HOUR + 42 * MINUTE, "16 h 42 min", true, met],
  ["right at the goal", 16, 16 * HOUR, "16 h", true, met],
  ["short of it", 18, 16 * HOUR + 42 * MINUTE, "16 h 42 min", false, "1 h 18 min short of your 18 h goal."],
  // Minutes round down in both figures, so they add up to the goal.
  ["seconds short", 18, 18 * HOUR - 30_000, "17 h 59 min", false, "1 min short of your 18 h goal."],
  ["ended at once", 16, 20_000, "less than a minute", false, "16 h short of your 16 h goal."],
])("summarizeEndedFast: a fast ended %s", (_, targetHours, fastedMs, duration, isGoalMet, goal) => {
  const summary = summarizeEndedFast(makeFast({ startedAt: 0, endedAt: fastedMs, targetHours }));
  expect(summary).toEqual({ duration: joined(duration), isGoalMet, goal: joined(goal) });
});

test.each([
  [0, "", "none"],
  [0.2, "<1 h", "under 1 h"],
  [16.99, "16 h", "16 h"],
  [24, "24 h", "24 h"],
])("the week's hour labels are whole hours: %s hours, bar “%s”, table “%s”", (hours, bar, spoken) => {
  expect(barLabel(hours)).toBe(bar);
  expect(spokenHours(hours)).toBe(spoken);
});
