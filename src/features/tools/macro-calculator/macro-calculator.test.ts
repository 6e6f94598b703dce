// @vitest-environment node
import { describe, expect, test } from "vitest";
import {
  calculateBmr,
  calculateMacros,
  formatNumber,
  isBelowSafeFloor,
  toCentimeters,
  toInches,
  toKilograms,
  toPounds,
  type ActivityLevel,
  type Gender,
  type Goal,
  type MacroInputs,
} from "./macro-calculator";

const person = (gender: Gender, ageYears: number, activity: ActivityLevel, goal: Goal) => ({
  gender,
  ageYears,
  activity,
  goal,
  bodyFatPercent: null,
  split: { kind: "percent" as const },
});
/** Harris-Benedict, the default, from feet, inches and pounds. */
const imperial = (
  who: ReturnType<typeof person>,
  feet: number,
  inches: number,
  pounds: number,
): MacroInputs => ({
  ...who,
  body: { units: "imperial", feet, inches, pounds },
  formula: "harris-benedict",
});
/** Mifflin-St Jeor from centimetres and kilograms. */
const metric = (who: ReturnType<typeof person>, centimeters: number, kilograms: number): MacroInputs => ({
  ...who,
  body: { units: "metric", centimeters, kilograms },
  formula: "mifflin-st-jeor",
});

/** [bmr, calories, fat, protein, carbs] of a result. */
const figures = (inputs: MacroInputs) => {
  const result = calculateMacros(inputs);
  return [result.bmr, result.calories, result.fatGrams, result.proteinGrams, result.carbsGrams];
};

describe("worked by hand: BMR × activity ± goal, then 70 % fat, 25 % protein, 5 % carbs", () => {
  test.each([
    // Harris-Benedict: 66 + 6.23·180 (1121.4) + 12.7·70 (889) − 6.8·30 (204) = 1872.4; × 1.55 = 2902.22 → 2902;
    // fat 2902·0.7/9 = 225.7 → 226; protein 2902/16 = 181.4 → 181; carbs 2902/80 = 36.3 → 36.
    [
      "male, moderate, maintenance",
      imperial(person("male", 30, "moderate", "maintenance"), 5, 10, 180),
      [1872.4, 2902, 226, 181, 36],
    ],
    // 2902.22 − 500 = 2402.22 → 2402; fat 1681.4/9 = 186.8 → 187; protein 150.1 → 150; carbs 30.0 → 30.
    [
      "male, moderate, fat loss",
      imperial(person("male", 30, "moderate", "fat-loss"), 5, 10, 180),
      [1872.4, 2402, 187, 150, 30],
    ],
    // 66 + 1246 + 914.4 − 170 = 2056.4; × 1.75 = 3598.7; + 300 = 3898.7 → 3899; fat 303.3 → 303; protein 243.7 → 244; carbs 48.7 → 49.
    [
      "male, active, muscle gain",
      imperial(person("male", 25, "active", "muscle-gain"), 6, 0, 200),
      [2056.4, 3899, 303, 244, 49],
    ],
    // 655 + 4.35·150 (652.5) + 4.7·64 (300.8) − 4.7·40 (188) = 1420.3; × 1.2 = 1704.36 → 1704;
    // fat 1192.8/9 = 132.5 → 133; protein 1704/16 = 106.5 → 107 (half rounds up); carbs 85.2/4 = 21.3 → 21.
    [
      "female, sedentary, maintenance",
      imperial(person("female", 40, "sedentary", "maintenance"), 5, 4, 150),
      [1420.3, 1704, 133, 107, 21],
    ],
    // 1420.3 × 1.75 = 2485.525; + 300 = 2785.525 → 2786; fat 216.7 → 217; protein 174.1 → 174; carbs 34.8 → 35.
    [
      "female, active, muscle gain",
      imperial(person("female", 40, "active", "muscle-gain"), 5, 4, 150),
      [1420.3, 2786, 217, 174, 35],
    ],
    // 655 + 435 + 277.3 − 282 = 1085.3; × 1.2 = 1302.36; − 500 = 802.36 → 802; fat 62.4 → 62; protein 50.1 → 50; carbs 10.0 → 10.
    [
      "female, small, fat loss",
      imperial(person("female", 60, "sedentary", "fat-loss"), 4, 11, 100),
      [1085.3, 802, 62, 50, 10],
    ],
    // Mifflin-St Jeor: 10·80 + 6.25·180 − 5·30 + 5 = 1780; × 1.55 = 2759; fat 214.6 → 215; protein 172.4 → 172; carbs 34.5 → 34.
    [
      "Mifflin-St Jeor, male",
      metric(person("male", 30, "moderate", "maintenance"), 180, 80),
      [1780, 2759, 215, 172, 34],
    ],
    // 600 + 1031.25 − 175 − 161 = 1295.25; × 1.2 = 1554.3; − 500 = 1054.3 → 1054; fat 82.0 → 82; protein 65.9 → 66; carbs 13.2 → 13.
    [
      "Mifflin-St Jeor, female",
      metric(person("female", 35, "sedentary", "fat-loss"), 165, 60),
      [1295.25, 1054, 82, 66, 13],
    ],
    // 180 lb = 81.6466266 kg, 70 in = 177.8 cm: 816.466266 + 1111.25 − 150 + 5 = 1782.716266; × 1.55 = 2763.21 → 2763.
    [
      "Mifflin-St Jeor from imperial input",
      {
        ...imperial(person("male", 30, "moderate", "maintenance"), 5, 10, 180),
        formula: "mifflin-st-jeor" as const,
      },
      [1782.716266, 2763, 215, 173, 35],
    ],
  ])("%s", (_, inputs, [bmr = NaN, ...grams]) => {
    const [actualBmr = NaN, ...actual] = figures(inputs);
    expect(actualBmr).toBeCloseTo(bmr, 6);
    expect(actual).toEqual(grams);
  });

  test("metric input gives the same Harris-Benedict result as the imperial equivalent", () => {
    const inputs = imperial(person("male", 30, "moderate", "maintenance"), 5, 10, 180);
    const asMetric: MacroInputs = {
      ...inputs,
      body: { units: "metric", centimeters: 177.8, kilograms: 180 * 0.45359237 },
    };
    expect(calculateBmr(asMetric)).toBeCloseTo(1872.4, 6);
    expect(calculateMacros(asMetric).calories).toBe(2902);
  });
});

describe("from lean mass (worked by hand)", () => {
  // 80 kg, 20 % body fat: 64 kg lean. Katch-McArdle 370 + 21.6·64 = 1,752.4 kcal.
  const inputs: MacroInputs = {
    ...metric(person("female", 40, "moderate", "fat-loss"), 170, 80),
    formula: "katch-mcardle",
    bodyFatPercent: 20,
  };

  test("Katch-McArdle: 1,752.4 × 1.55 − 500 = 2,216.2 → 2,216 kcal, then 70/25/5", () => {
    // 2,216·0.7/9 = 172.4 → 172; 2,216/16 = 138.5 → 139 (half rounds up); 2,216/80 = 27.7 → 28.
    const [bmr = NaN, ...grams] = figures(inputs);
    expect(bmr).toBeCloseTo(1752.4, 9);
    expect(grams).toEqual([2216, 172, 139, 28]);
  });

  test("keto by grams: 1.5 g × 64 kg = 96 g protein, 20 g net carbs, fat (2,216 − 384 − 80)/9 = 194.7 → 195", () => {
    const grams = figures({ ...inputs, split: { kind: "grams", proteinPerKgLean: 1.5, netCarbs: 20 } }).slice(
      1,
    );
    expect(grams).toEqual([2216, 195, 96, 20]);
  });
});

test.each([
  [{ units: "imperial", feet: 5, inches: 10, pounds: 180 }, 70, 180, 177.8, 81.6466266],
  [{ units: "metric", centimeters: 254, kilograms: 45.359237 }, 100, 100, 254, 45.359237],
] as const)("%o is %f in, %f lb, %f cm, %f kg", (body, inches, pounds, centimeters, kilograms) => {
  expect(toInches(body)).toBeCloseTo(inches, 6);
  expect(toPounds(body)).toBeCloseTo(pounds, 6);
  expect(toCentimeters(body)).toBeCloseTo(centimeters, 6);
  expect(toKilograms(body)).toBeCloseTo(kilograms, 6);
});

test.each([
  ["female", 1199, true],
  ["female", 1200, false],
  ["male", 1499, true],
  ["male", 1500, false],
  ["female", -12, true],
] as const)(
  "Harvard Health's safe floor (women 1,200 kcal, men 1,500): %s, %i kcal is below it: %s",
  (gender, calories, below) => {
    expect(isBelowSafeFloor({ gender }, { calories })).toBe(below);
  },
);

test("figures read in US English, grouped by thousands", () => {
  expect([formatNumber(1872), formatNumber(802), formatNumber(12_500)]).toEqual(["1,872", "802", "12,500"]);
});
