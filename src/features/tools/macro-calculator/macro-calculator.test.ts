// @vitest-environment node
import { expect, test } from "vitest";
import {
  calculateMacros,
  isBelowSafeFloor,
  type ActivityLevel,
  type BodySize,
  type Goal,
  type MacroInputs,
} from "./macro-calculator";

/** A 30-year-old man, 5 ft 10 in and 180 lb, moderately active, on maintenance: Harris-Benedict, 70/25/5. */
const man: MacroInputs = {
  gender: "male",
  ageYears: 30,
  body: { units: "imperial", feet: 5, inches: 10, pounds: 180 },
  activity: "moderate",
  goal: "maintenance",
  formula: "harris-benedict",
  bodyFatPercent: null,
  split: { kind: "percent" },
};
const imperial = (feet: number, inches: number, pounds: number) =>
  ({ units: "imperial", feet, inches, pounds }) as const;
const metric = (centimeters: number, kilograms: number) =>
  ({ units: "metric", centimeters, kilograms }) as const;
/** A sedentary woman; `goal` fat loss unless given. */
const woman = (
  ageYears: number,
  body: BodySize,
  goal: Goal = "fat-loss",
  activity: ActivityLevel = "sedentary",
) => ({ ...man, gender: "female", ageYears, activity, goal, body }) as const;
const katch: MacroInputs = {
  ...woman(40, metric(170, 80), "fat-loss", "moderate"),
  formula: "katch-mcardle",
  bodyFatPercent: 20,
};

// BMR × activity ± goal, then 70 % fat, 25 % protein, 5 % carbs or keto by grams.
test.each<[string, Partial<MacroInputs>, number[]]>([
  // Harris-Benedict: 66 + 6.23·180 (1121.4) + 12.7·70 (889) − 6.8·30 (204) = 1872.4; × 1.55 = 2902.22 → 2902;
  // fat 2902·0.7/9 = 225.7 → 226; protein 2902/16 = 181.4 → 181; carbs 2902/80 = 36.3 → 36.
  ["male, moderate, maintenance", {}, [1872.4, 2902, 226, 181, 36]],
  ["the same man in cm and kg", { body: metric(177.8, 180 * 0.45359237) }, [1872.4, 2902, 226, 181, 36]],
  // 2902.22 − 500 = 2402.22 → 2402; fat 1681.4/9 = 186.8 → 187; protein 150.1 → 150; carbs 30.0 → 30.
  ["male, moderate, fat loss", { goal: "fat-loss" }, [1872.4, 2402, 187, 150, 30]],
  // 66 + 1246 + 914.4 − 170 = 2056.4; × 1.75 = 3598.7; + 300 = 3898.7 → 3899; fat 303.3 → 303; protein 243.7 → 244; carbs 48.7 → 49.
  [
    "male, active, muscle gain",
    { ageYears: 25, activity: "active", goal: "muscle-gain", body: imperial(6, 0, 200) },
    [2056.4, 3899, 303, 244, 49],
  ],
  // 655 + 4.35·150 (652.5) + 4.7·64 (300.8) − 4.7·40 (188) = 1420.3; × 1.2 = 1704.36 → 1704;
  // fat 1192.8/9 = 132.5 → 133; protein 1704/16 = 106.5 → 107 (half rounds up); carbs 85.2/4 = 21.3 → 21.
  ["female, sedentary", woman(40, imperial(5, 4, 150), "maintenance"), [1420.3, 1704, 133, 107, 21]],
  // 655 + 435 + 277.3 − 282 = 1085.3; × 1.2 = 1302.36; − 500 = 802.36 → 802; fat 62.4 → 62; protein 50.1 → 50; carbs 10.0 → 10.
  ["female, small", woman(60, imperial(4, 11, 100)), [1085.3, 802, 62, 50, 10]],
  // Mifflin-St Jeor: 10·80 + 6.25·180 − 5·30 + 5 = 1780; × 1.55 = 2759; fat 214.6 → 215; protein 172.4 → 172; carbs 34.5 → 34.
  ["Mifflin-St Jeor", { formula: "mifflin-st-jeor", body: metric(180, 80) }, [1780, 2759, 215, 172, 34]],
  // 600 + 1031.25 − 175 − 161 = 1295.25; × 1.2 = 1554.3; − 500 = 1054.3 → 1054; fat 82.0 → 82; protein 65.9 → 66; carbs 13.2 → 13.
  [
    "Mifflin-St Jeor, female",
    { ...woman(35, metric(165, 60)), formula: "mifflin-st-jeor" },
    [1295.25, 1054, 82, 66, 13],
  ],
  // 180 lb = 81.6466266 kg, 70 in = 177.8 cm: 816.466266 + 1111.25 − 150 + 5 = 1782.716266; × 1.55 = 2763.21 → 2763.
  ["Mifflin-St Jeor, imperial", { formula: "mifflin-st-jeor" }, [1782.716266, 2763, 215, 173, 35]],
  // 80 kg at 20 % body fat: 64 kg lean; 370 + 21.6·64 = 1,752.4; × 1.55 − 500 = 2,216.2 → 2,216;
  // 2,216·0.7/9 = 172.4 → 172; 2,216/16 = 138.5 → 139 (half rounds up); 2,216/80 = 27.7 → 28.
  ["Katch-McArdle", katch, [1752.4, 2216, 172, 139, 28]],
  // Keto by grams: 1.5 g × 64 kg = 96 g protein, 20 g net carbs, fat (2,216 − 384 − 80)/9 = 194.7 → 195.
  [
    "Katch-McArdle, keto by grams",
    { ...katch, split: { kind: "grams", proteinPerKgLean: 1.5, netCarbs: 20 } },
    [1752.4, 2216, 195, 96, 20],
  ],
])("worked by hand: %s", (_, changes, [bmr = NaN, ...grams]) => {
  const result = calculateMacros({ ...man, ...changes });
  expect(result.bmr).toBeCloseTo(bmr, 6);
  expect([result.calories, result.fatGrams, result.proteinGrams, result.carbsGrams]).toEqual(grams);
});

test.each([
  ["female", 1199, true],
  ["female", 1200, false],
  ["male", 1499, true],
  ["male", 1500, false],
  ["female", -12, true],
] as const)("Harvard Health's safe floor: %s, %i kcal is below it: %s", (gender, calories, below) => {
  expect(isBelowSafeFloor({ gender }, { calories })).toBe(below);
});
