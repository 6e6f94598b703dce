// @vitest-environment node
import { describe, expect, test } from "vitest";
import { dailyTrend, trendDirection, weeklyRate } from "./weight-trend";

const entry = (date: string, weightKg: number) => ({ date, weightKg, waistCm: null, savedAt: 0 });

/** `weights` on consecutive days from 2026-03-01 (null leaves a day out). */
const days = (weights: (number | null)[]) =>
  weights.flatMap((weight, index) =>
    weight === null ? [] : [entry(`2026-03-${String(index + 1).padStart(2, "0")}`, weight)],
  );

describe("the trend", () => {
  // Worked by hand, trend ← trend + 0.1 × (weight − trend), from the first weight:
  //   1 Mar  80.0 → 80.0 (the start)
  //   2 Mar  79.0 → 80.0 + 0.1 × (79.0 − 80.0)   = 79.9
  //   3 Mar  81.0 → 79.9 + 0.1 × (81.0 − 79.9)   = 80.01
  //   4 Mar  (no weigh-in: halfway between 81.0 and 78.0 = 79.5)
  //               → 80.01 + 0.1 × (79.5 − 80.01) = 79.959
  //   5 Mar  78.0 → 79.959 + 0.1 × (78.0 − 79.959) = 79.7631
  test("smooths each day a tenth of the way toward its weight, and fills a missing day on the line between", () => {
    const points = dailyTrend(days([80, 79, 81, null, 78]));
    expect(points.map((point) => point.date)).toEqual([1, 2, 3, 4, 5].map((day) => `2026-03-0${day}`));
    expect(points.map((point) => point.weightKg)).toEqual([80, 79, 81, null, 78]);
    const expected = [80, 79.9, 80.01, 79.959, 79.7631];
    points.forEach((point, index) => expect(point.trendKg).toBeCloseTo(expected[index] ?? NaN, 9));
  });

  test.each([
    ["nothing logged", [], []],
    ["one weigh-in", [entry("2026-03-01", 70)], [70]],
    // Out of order as stored: read by date.
    ["entries in any order", [entry("2026-03-02", 60), entry("2026-03-01", 70)], [70, 69]],
  ])("%s", (_, entries, trend) => {
    expect(dailyTrend(entries).map((point) => point.trendKg)).toEqual(trend);
  });

  test("steps one day at a time across a change of month and daylight-saving time", () => {
    const points = dailyTrend([entry("2026-03-28", 70), entry("2026-04-02", 70)]);
    const dates = ["2026-03-28", "2026-03-29", "2026-03-30", "2026-03-31", "2026-04-01", "2026-04-02"];
    expect(points.map((point) => point.date)).toEqual(dates);
  });
});

describe("the weekly rate", () => {
  test.each([
    ["9 weigh-ins: too few", Array<number>(9).fill(80), null],
    // 100 days losing 0.1 kg a day: the trend lags but, long after the start, falls as fast (0.7 kg a week).
    ["a steady loss of 0.1 kg a day", Array.from({ length: 100 }, (_, index) => 100 - index * 0.1), -0.7],
  ])("%s", (_, weights, kg) => {
    const start = Date.UTC(2026, 0, 1);
    const entries = weights.map((weight, index) =>
      entry(new Date(start + index * 86_400_000).toISOString().slice(0, 10), weight),
    );
    const result = weeklyRate(dailyTrend(entries));
    if (kg === null) expect(result).toBeNull();
    else {
      expect(result?.kgPerWeek).toBeCloseTo(kg, 3);
      // Of the last trend weight, 100 − 99 × 0.1 + 0.9 = 91 kg.
      expect(result?.percentPerWeek).toBeCloseTo((kg / 91) * 100, 2);
    }
  });

  test("counts weigh-ins, not days: 10 weigh-ins spread over three weeks are enough", () => {
    const entries = days(Array.from({ length: 19 }, (_, day) => (day % 2 === 0 ? 80 : null)));
    expect(weeklyRate(dailyTrend(entries))).toEqual({ kgPerWeek: 0, percentPerWeek: 0 });
  });
});

test.each([
  ["no rate yet", null, "kg", null],
  ["losing 0.4 kg a week", { kgPerWeek: -0.4, percentPerWeek: -0.5 }, "kg", "down"],
  ["gaining 0.2 kg a week", { kgPerWeek: 0.2, percentPerWeek: 0.25 }, "kg", "up"],
  ["0.04 kg a week, 0.0 kg as shown", { kgPerWeek: -0.04, percentPerWeek: -0.05 }, "kg", "steady"],
  // 0.04 kg is 0.09 lb, shown as "0.1 lb": the direction follows what the visitor's unit shows.
  ["0.04 kg a week in pounds, 0.1 lb as shown", { kgPerWeek: -0.04, percentPerWeek: -0.05 }, "lb", "down"],
] as const)("the trend's direction, all quiet mode shows: %s → %s", (_, rate, unit, expected) => {
  expect(trendDirection(rate, unit)).toBe(expected);
});
