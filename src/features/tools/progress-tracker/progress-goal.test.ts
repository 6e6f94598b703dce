// @vitest-environment node
import { describe, expect, test } from "vitest";
import { checkGoal, isLosingTooFast, projectGoal, type GoalInput } from "./progress-goal";
import type { TrendPoint } from "./weight-trend";

describe("the goal's BMI floor", () => {
  const typed = (goal: string, height: string, units: "metric" | "imperial" = "metric"): GoalInput =>
    units === "metric"
      ? { goal, height, weightUnit: "kg", lengthUnit: "cm" }
      : { goal, height, weightUnit: "lb", lengthUnit: "in" };

  test.each([
    ["a goal at a BMI of 18.5 or more", typed("56.7", "175"), { goalKg: 56.7, heightCm: 175 }],
    ["pounds and inches", typed("150", "69", "imperial"), { goalKg: 68.039, heightCm: 175.3 }],
  ])("accepts %s", (_, input, expected) => {
    expect(checkGoal(input)).toEqual(expected);
  });

  test.each([
    [
      "a goal under a BMI of 18.5, saying why and the lowest goal",
      typed("50", "175"),
      {
        goal: "At your height, 50.0 kg is a BMI of 16.3, under 18.5, which the World Health Organization classes as underweight. The tracker sets no goal below 56.7 kg for you.",
      },
    ],
    [
      "the same in pounds and inches",
      typed("110", "69", "imperial"),
      {
        goal: "At your height, 110.0 lb is a BMI of 16.2, under 18.5, which the World Health Organization classes as underweight. The tracker sets no goal below 125.3 lb for you.",
      },
    ],
    [
      "a missing height",
      typed("70", ""),
      { height: "Enter your height from 122 to 244 cm: a goal is checked against it." },
    ],
    [
      "a height and goal out of range, in inches and pounds",
      typed("800", "30", "imperial"),
      {
        height: "Enter your height from 48.1 to 96 in: a goal is checked against it.",
        goal: "Enter a goal weight from 55.2 to 771.6 lb.",
      },
    ],
  ])("refuses %s", (_, input, problems) => {
    expect(checkGoal(input)).toEqual({ problems });
  });
});

const range = (earliest: string, latest: string) => ({ kind: "range", earliest, latest }) as const;
/** `length` daily points ending 2026-04-30 with the last trend at `lastTrend`. */
const points = (length: number, lastTrend: number): TrendPoint[] =>
  Array.from({ length }, (_, index) => ({
    date: new Date(Date.UTC(2026, 3, 30 - (length - 1 - index))).toISOString().slice(0, 10),
    weightKg: lastTrend,
    trendKg: lastTrend,
  }));

describe("the goal's projection", () => {
  test.each([
    // 10 kg to go at 0.7 kg a week = 100 days; 25 % faster: 100 / 1.25 = 80 days; 25 % slower: 100 / 0.75 = 133.3 → 134 days.
    ["a quarter faster to a quarter slower", points(30, 80), -0.7, 70, range("2026-07-19", "2026-09-11")],
    // Gaining toward a higher goal works the same way: 1 kg at 0.35 kg a week = 20 days → 16 to 27 days.
    ["gaining toward a higher goal", points(14, 60), 0.35, 61, range("2026-05-16", "2026-05-27")],
    // Never one date: 0.12 kg at 0.7 kg a week is 1.2 days, and still gives two.
    ["a goal a day away", points(20, 80), -0.7, 79.88, range("2026-05-01", "2026-05-02")],
    ["13 days of trend", points(13, 80), -0.7, 70, { kind: "too-early" }],
    ["no rate yet", points(20, 80), null, 70, { kind: "too-early" }],
    ["moving away from the goal", points(20, 80), 0.2, 70, { kind: "not-toward" }],
    ["a flat trend", points(20, 80), 0, 70, { kind: "not-toward" }],
    ["the goal reached", points(20, 70.05), -0.5, 70, { kind: "reached" }],
    // 30 kg at 0.1 kg a week: 2100 days, beyond two years.
    ["more than two years away", points(20, 100), -0.1, 70, { kind: "far" }],
  ] as const)("%s", (_, trend, rate, goal, projection) => {
    const weekly = rate === null ? null : { kgPerWeek: rate, percentPerWeek: (rate / 80) * 100 };
    expect(projectGoal(trend, weekly, goal)).toEqual(projection);
  });

  test.each([
    [-1.2, true],
    [-1, false],
    [1.5, false],
  ])("a loss of %s % a week is too fast: %s", (percentPerWeek, caution) => {
    expect(isLosingTooFast({ kgPerWeek: 0, percentPerWeek })).toBe(caution);
  });
});
