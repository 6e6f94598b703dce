// @vitest-environment node
import { describe, expect, test } from "vitest";
import { bmi, checkGoal, isLosingTooFast, lowestGoalKg, projectGoal, type GoalInput } from "./progress-goal";
import type { TrendPoint } from "./weight-trend";

describe("the goal's BMI floor", () => {
  test.each([
    { kg: 58, cm: 170, bmi: 20.07 },
    { kg: 70, cm: 175, bmi: 22.86 },
  ])("$kg kg at $cm cm is a BMI of $bmi", ({ kg, cm, bmi: expected }) => {
    expect(bmi(kg, cm)).toBeCloseTo(expected, 2);
  });

  test("the lowest goal at 175 cm is 18.5 × 1.75² = 56.66 kg", () => {
    expect(lowestGoalKg(175)).toBeCloseTo(56.656, 3);
  });

  const input = (goal: string, height: string, units: Partial<GoalInput> = {}): GoalInput => ({
    goal,
    height,
    weightUnit: "kg",
    lengthUnit: "cm",
    ...units,
  });

  test.each([
    { name: "a goal at a BMI of 18.5 or more", input: input("56.7", "175"), goalKg: 56.7, heightCm: 175 },
    {
      name: "pounds and inches",
      input: input("150", "69", { weightUnit: "lb", lengthUnit: "in" }),
      goalKg: 68.039,
      heightCm: 175.3,
    },
  ])("accepts $name", ({ input: typed, goalKg, heightCm }) => {
    expect(checkGoal(typed)).toEqual({ goalKg, heightCm });
  });

  test.each([
    {
      name: "a goal under a BMI of 18.5, saying why and the lowest goal",
      input: input("50", "175"),
      problems: {
        goal: "At your height, 50.0 kg is a BMI of 16.3, under 18.5, which the World Health Organization classes as underweight. The tracker sets no goal below 56.7 kg for you.",
      },
    },
    {
      name: "the same in pounds and inches",
      input: input("110", "69", { weightUnit: "lb", lengthUnit: "in" }),
      problems: {
        goal: "At your height, 110.0 lb is a BMI of 16.2, under 18.5, which the World Health Organization classes as underweight. The tracker sets no goal below 125.3 lb for you.",
      },
    },
    {
      name: "a missing height",
      input: input("70", ""),
      problems: { height: "Enter your height from 122 to 244 cm: a goal is checked against it." },
    },
    {
      name: "a height and goal out of range, in inches and pounds",
      input: input("800", "30", { weightUnit: "lb", lengthUnit: "in" }),
      problems: {
        height: "Enter your height from 48.1 to 96 in: a goal is checked against it.",
        goal: "Enter a goal weight from 55.2 to 771.6 lb.",
      },
    },
  ])("refuses $name", ({ input: typed, problems }) => {
    expect(checkGoal(typed)).toEqual({ problems });
  });
});

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
    {
      name: "a range from a quarter faster to a quarter slower than the current rate",
      trend: points(30, 80),
      rate: -0.7,
      goal: 70,
      projection: { kind: "range", earliest: "2026-07-19", latest: "2026-09-11" },
    },
    // Gaining toward a higher goal works the same way: 1 kg at 0.35 kg a week = 20 days → 16 to 27 days.
    {
      name: "gaining toward a higher goal",
      trend: points(14, 60),
      rate: 0.35,
      goal: 61,
      projection: { kind: "range", earliest: "2026-05-16", latest: "2026-05-27" },
    },
    // Never one date: 0.12 kg at 0.7 kg a week is 1.2 days, and still gives two.
    {
      name: "a goal a day away",
      trend: points(20, 80),
      rate: -0.7,
      goal: 79.88,
      projection: { kind: "range", earliest: "2026-05-01", latest: "2026-05-02" },
    },
    {
      name: "13 days of trend",
      trend: points(13, 80),
      rate: -0.7,
      goal: 70,
      projection: { kind: "too-early" },
    },
    { name: "no rate yet", trend: points(20, 80), rate: null, goal: 70, projection: { kind: "too-early" } },
    {
      name: "moving away from the goal",
      trend: points(20, 80),
      rate: 0.2,
      goal: 70,
      projection: { kind: "not-toward" },
    },
    { name: "a flat trend", trend: points(20, 80), rate: 0, goal: 70, projection: { kind: "not-toward" } },
    {
      name: "the goal reached",
      trend: points(20, 70.05),
      rate: -0.5,
      goal: 70,
      projection: { kind: "reached" },
    },
    // 30 kg at 0.1 kg a week: 2100 days, beyond two years.
    {
      name: "more than two years away",
      trend: points(20, 100),
      rate: -0.1,
      goal: 70,
      projection: { kind: "far" },
    },
  ] as const)("$name", ({ trend, rate, goal, projection }) => {
    const weekly = rate === null ? null : { kgPerWeek: rate, percentPerWeek: (rate / 80) * 100 };
    expect(projectGoal(trend, weekly, goal)).toEqual(projection);
  });

  test.each([
    { percentPerWeek: -1.2, caution: true },
    { percentPerWeek: -1, caution: false },
    { percentPerWeek: -0.6, caution: false },
    { percentPerWeek: 1.5, caution: false },
  ])("a loss of $percentPerWeek % a week is too fast: $caution", ({ percentPerWeek, caution }) => {
    expect(isLosingTooFast({ kgPerWeek: 0, percentPerWeek })).toBe(caution);
  });
});
