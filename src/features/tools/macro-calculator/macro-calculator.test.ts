// @vitest-environment node
import { describe, expect, test } from "vitest";
import {
  calculateBmr,
  calculateMacros,
  formatNumber,
  isBelowSafeFloor,
  safeCalorieFloor,
  toCentimeters,
  toInches,
  toKilograms,
  toPounds,
  type ActivityLevel,
  type Gender,
  type Goal,
  type MacroInputs,
} from "./macro-calculator";

const imperial = (
  gender: Gender,
  ageYears: number,
  feet: number,
  inches: number,
  pounds: number,
  activity: ActivityLevel,
  goal: Goal,
): MacroInputs => ({
  gender,
  ageYears,
  body: { units: "imperial", feet, inches, pounds },
  activity,
  goal,
  formula: "harris-benedict",
  bodyFatPercent: null,
  split: { kind: "percent" },
});

describe("Harris-Benedict, the default (worked by hand)", () => {
  test.each([
    // BMR = 66 + 6.23·180 (1121.4) + 12.7·70 (889) − 6.8·30 (204) = 1872.4
    // × 1.55 = 2902.22 → 2902; fat 2902·0.7/9 = 225.7 → 226; protein 2902/16 = 181.4 → 181; carbs 2902/80 = 36.3 → 36
    [
      "male, moderate, maintenance",
      imperial("male", 30, 5, 10, 180, "moderate", "maintenance"),
      1872.4,
      2902,
      226,
      181,
      36,
    ],
    // 2902.22 − 500 = 2402.22 → 2402; fat 1681.4/9 = 186.8 → 187; protein 150.1 → 150; carbs 30.0 → 30
    [
      "male, moderate, fat loss",
      imperial("male", 30, 5, 10, 180, "moderate", "fat-loss"),
      1872.4,
      2402,
      187,
      150,
      30,
    ],
    // 2902.22 + 300 = 3202.22 → 3202; fat 2241.4/9 = 249.0 → 249; protein 200.1 → 200; carbs 40.0 → 40
    [
      "male, moderate, muscle gain",
      imperial("male", 30, 5, 10, 180, "moderate", "muscle-gain"),
      1872.4,
      3202,
      249,
      200,
      40,
    ],
    // BMR = 66 + 1246 + 914.4 − 170 = 2056.4; × 1.75 = 3598.7; + 300 = 3898.7 → 3899
    // fat 2729.3/9 = 303.3 → 303; protein 3899/16 = 243.7 → 244; carbs 3899/80 = 48.7 → 49
    [
      "male, active, muscle gain",
      imperial("male", 25, 6, 0, 200, "active", "muscle-gain"),
      2056.4,
      3899,
      303,
      244,
      49,
    ],
    // BMR = 655 + 4.35·150 (652.5) + 4.7·64 (300.8) − 4.7·40 (188) = 1420.3; × 1.2 = 1704.36 → 1704
    // fat 1192.8/9 = 132.5 → 133; protein 1704/16 = 106.5 → 107 (half rounds up); carbs 85.2/4 = 21.3 → 21
    [
      "female, sedentary, maintenance",
      imperial("female", 40, 5, 4, 150, "sedentary", "maintenance"),
      1420.3,
      1704,
      133,
      107,
      21,
    ],
    // 1704.36 − 500 = 1204.36 → 1204; fat 842.8/9 = 93.6 → 94; protein 75.25 → 75; carbs 60.2/4 = 15.05 → 15
    [
      "female, sedentary, fat loss",
      imperial("female", 40, 5, 4, 150, "sedentary", "fat-loss"),
      1420.3,
      1204,
      94,
      75,
      15,
    ],
    // 1420.3 × 1.75 = 2485.525; + 300 = 2785.525 → 2786; fat 1950.2/9 = 216.7 → 217; protein 174.1 → 174; carbs 139.3/4 = 34.8 → 35
    [
      "female, active, muscle gain",
      imperial("female", 40, 5, 4, 150, "active", "muscle-gain"),
      1420.3,
      2786,
      217,
      174,
      35,
    ],
    // BMR = 655 + 435 + 277.3 − 282 = 1085.3; × 1.2 = 1302.36; − 500 = 802.36 → 802
    // fat 561.4/9 = 62.4 → 62; protein 802/16 = 50.1 → 50; carbs 40.1/4 = 10.0 → 10
    [
      "female, small, fat loss",
      imperial("female", 60, 4, 11, 100, "sedentary", "fat-loss"),
      1085.3,
      802,
      62,
      50,
      10,
    ],
  ])("%s", (_, inputs, bmr, calories, fat, protein, carbs) => {
    const result = calculateMacros(inputs);
    expect(result.bmr).toBeCloseTo(bmr, 6);
    expect(result).toEqual({
      bmr: result.bmr,
      calories,
      fatGrams: fat,
      proteinGrams: protein,
      carbsGrams: carbs,
    });
  });

  test("metric input gives the same Harris-Benedict result as the imperial equivalent", () => {
    const metric: MacroInputs = {
      ...imperial("male", 30, 5, 10, 180, "moderate", "maintenance"),
      body: { units: "metric", centimeters: 177.8, kilograms: 180 * 0.45359237 },
    };
    expect(calculateBmr(metric)).toBeCloseTo(1872.4, 6);
    expect(calculateMacros(metric).calories).toBe(2902);
  });
});

describe("Mifflin-St Jeor (worked by hand)", () => {
  const metric = (
    gender: Gender,
    ageYears: number,
    centimeters: number,
    kilograms: number,
    activity: ActivityLevel,
    goal: Goal,
  ): MacroInputs => ({
    gender,
    ageYears,
    body: { units: "metric", centimeters, kilograms },
    activity,
    goal,
    formula: "mifflin-st-jeor",
    bodyFatPercent: null,
    split: { kind: "percent" },
  });

  test.each([
    // 10·80 + 6.25·180 − 5·30 + 5 = 800 + 1125 − 150 + 5 = 1780; × 1.55 = 2759
    // fat 1931.3/9 = 214.6 → 215; protein 2759/16 = 172.4 → 172; carbs 2759/80 = 34.5 → 34
    [
      "male, moderate, maintenance",
      metric("male", 30, 180, 80, "moderate", "maintenance"),
      1780,
      2759,
      215,
      172,
      34,
    ],
    // 10·60 + 6.25·165 − 5·35 − 161 = 600 + 1031.25 − 175 − 161 = 1295.25; × 1.2 = 1554.3; − 500 = 1054.3 → 1054
    // fat 737.8/9 = 82.0 → 82; protein 1054/16 = 65.9 → 66; carbs 52.7/4 = 13.2 → 13
    [
      "female, sedentary, fat loss",
      metric("female", 35, 165, 60, "sedentary", "fat-loss"),
      1295.25,
      1054,
      82,
      66,
      13,
    ],
    // 1295.25 × 1.75 = 2266.6875; + 300 = 2566.6875 → 2567; fat 1796.9/9 = 199.7 → 200; protein 160.4 → 160; carbs 32.1 → 32
    [
      "female, active, muscle gain",
      metric("female", 35, 165, 60, "active", "muscle-gain"),
      1295.25,
      2567,
      200,
      160,
      32,
    ],
    // imperial input: 180 lb = 81.6466266 kg, 70 in = 177.8 cm
    // 816.466266 + 1111.25 − 150 + 5 = 1782.716266; × 1.55 = 2763.21 → 2763
    [
      "male, imperial input",
      { ...imperial("male", 30, 5, 10, 180, "moderate", "maintenance"), formula: "mifflin-st-jeor" as const },
      1782.716266,
      2763,
      215,
      173,
      35,
    ],
  ])("%s", (_, inputs, bmr, calories, fat, protein, carbs) => {
    const result = calculateMacros(inputs);
    expect(result.bmr).toBeCloseTo(bmr, 5);
    expect([result.calories, result.fatGrams, result.proteinGrams, result.carbsGrams]).toEqual([
      calories,
      fat,
      protein,
      carbs,
    ]);
  });
});

describe("unit conversion", () => {
  test.each([
    [{ units: "imperial", feet: 5, inches: 10, pounds: 180 }, 70, 180, 177.8, 81.6466266],
    [{ units: "metric", centimeters: 254, kilograms: 45.359237 }, 100, 100, 254, 45.359237],
  ] as const)("%o is %f in, %f lb, %f cm, %f kg", (body, inches, pounds, centimeters, kilograms) => {
    expect(toInches(body)).toBeCloseTo(inches, 6);
    expect(toPounds(body)).toBeCloseTo(pounds, 6);
    expect(toCentimeters(body)).toBeCloseTo(centimeters, 6);
    expect(toKilograms(body)).toBeCloseTo(kilograms, 6);
  });
});

describe("the safe floor", () => {
  test.each([
    ["female", 1199, true],
    ["female", 1200, false],
    ["male", 1499, true],
    ["male", 1500, false],
    ["male", 1200, true],
    ["female", -12, true],
  ] as const)("%s, %i kcal → below the floor: %s", (gender, calories, below) => {
    expect(isBelowSafeFloor({ gender }, { calories })).toBe(below);
  });

  test("the floors are Harvard Health's: 1,200 kcal for women, 1,500 for men", () => {
    expect(safeCalorieFloor).toEqual({ female: 1200, male: 1500 });
  });
});

test("figures read in US English, grouped by thousands", () => {
  expect([formatNumber(1872), formatNumber(802), formatNumber(12_500)]).toEqual(["1,872", "802", "12,500"]);
});

describe("from lean mass (worked by hand)", () => {
  // 80 kg, 20 % body fat: 64 kg lean. Katch-McArdle 370 + 21.6·64 = 1,752.4 kcal.
  const inputs: MacroInputs = {
    gender: "female",
    ageYears: 40,
    body: { units: "metric", centimeters: 170, kilograms: 80 },
    activity: "moderate",
    goal: "fat-loss",
    formula: "katch-mcardle",
    bodyFatPercent: 20,
    split: { kind: "percent" },
  };

  test("Katch-McArdle: 1,752.4 × 1.55 − 500 = 2,216.2 → 2,216 kcal, then 70/25/5", () => {
    const result = calculateMacros(inputs);
    expect(result.bmr).toBeCloseTo(1752.4, 9);
    expect(result).toMatchObject({
      calories: 2216,
      // 2,216·0.7/9 = 172.4 → 172; 2,216/16 = 138.5 → 139 (half rounds up); 2,216/80 = 27.7 → 28
      fatGrams: 172,
      proteinGrams: 139,
      carbsGrams: 28,
    });
  });

  test("keto by grams: 1.5 g × 64 kg = 96 g protein, 20 g net carbs, fat (2,216 − 384 − 80)/9 = 194.7 → 195", () => {
    const result = calculateMacros({
      ...inputs,
      split: { kind: "grams", proteinPerKgLean: 1.5, netCarbs: 20 },
    });
    expect(result).toMatchObject({ calories: 2216, proteinGrams: 96, carbsGrams: 20, fatGrams: 195 });
  });
});
