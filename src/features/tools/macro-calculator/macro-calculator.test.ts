import { describe, expect, test } from "vitest";
import {
  calculateBmr,
  calculateMacros,
  defaultFormValues,
  evaluateMacroForm,
  formatNumber,
  isLowCalorieTarget,
  parseMacroForm,
  readMacroQuery,
  switchUnits,
  toCentimeters,
  toInches,
  toKilograms,
  toMacroQuery,
  toPounds,
  type ActivityLevel,
  type Gender,
  type Goal,
  type MacroFormValues,
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

describe("the low-calorie caution", () => {
  test.each([
    [1199, true],
    [1200, false],
    [802, true],
    [2902, false],
  ])("%i kcal → caution %s", (calories, shown) => {
    expect(isLowCalorieTarget({ calories })).toBe(shown);
  });
});

test("figures read in US English, grouped by thousands", () => {
  expect([formatNumber(1872), formatNumber(802), formatNumber(12_500)]).toEqual(["1,872", "802", "12,500"]);
});

const form = (changes: Partial<MacroFormValues>): MacroFormValues => ({
  ...defaultFormValues,
  age: "30",
  feet: "5",
  inches: "10",
  pounds: "180",
  centimeters: "178",
  kilograms: "82",
  ...changes,
});

describe("validation", () => {
  test.each([
    ["a complete imperial form", {}],
    ["a complete metric form", { units: "metric" as const }],
    ["0 feet when the inches give a height", { feet: "0", inches: "11" }],
    ["exactly 8 ft", { feet: "8", inches: "0" }],
    ["decimals", { age: "30.5", inches: "10.5", pounds: "180.2" }],
    ["the upper limits", { age: "120", pounds: "1000" }],
    ["metric upper limits", { units: "metric" as const, centimeters: "244", kilograms: "454" }],
    ["spaces around numbers", { age: " 30 " }],
  ])("accepts %s", (_, changes) => {
    expect(parseMacroForm(form(changes))).not.toBeNull();
  });

  test.each([
    ["a missing weight", { pounds: "" }],
    ["a zero weight", { pounds: "0" }],
    ["a negative weight", { pounds: "-180" }],
    ["a weight over 1,000 lb", { pounds: "1000.5" }],
    ["missing feet", { feet: "" }],
    ["missing inches", { inches: "" }],
    ["negative feet", { feet: "-5" }],
    ["negative inches", { inches: "-1" }],
    ["12 inches or more", { inches: "12" }],
    ["a height over 8 ft", { feet: "8", inches: "1" }],
    ["no height at all", { feet: "0", inches: "0" }],
    ["a missing age", { age: "" }],
    ["a zero age", { age: "0" }],
    ["a negative age", { age: "-30" }],
    ["an age over 120", { age: "121" }],
    ["text instead of a number", { age: "thirty" }],
    ["infinity", { pounds: "Infinity" }],
    ["a metric height over 244 cm", { units: "metric" as const, centimeters: "245" }],
    ["a metric weight over 454 kg", { units: "metric" as const, kilograms: "455" }],
    ["a zero metric weight", { units: "metric" as const, kilograms: "0" }],
    ["a missing metric height", { units: "metric" as const, centimeters: "" }],
  ])("rejects %s", (_, changes) => {
    expect(parseMacroForm(form(changes))).toBeNull();
  });

  test("only the chosen unit system's fields count", () => {
    expect(parseMacroForm(form({ units: "metric", feet: "", inches: "", pounds: "" }))).not.toBeNull();
    expect(parseMacroForm(form({ units: "imperial", centimeters: "", kilograms: "" }))).not.toBeNull();
  });

  test("a form that gives no positive calorie target is rejected", () => {
    // 66 + 6.23 + 12.7·10 − 6.8·120 = −616.77 kcal: not a real body.
    expect(evaluateMacroForm(form({ age: "120", feet: "0", inches: "10", pounds: "1" }))).toBeNull();
    expect(evaluateMacroForm(form({}))?.result.calories).toBe(2902);
  });
});

describe("switching units", () => {
  test.each([
    ["imperial → metric", form({}), "metric", { centimeters: "177.8", kilograms: "81.6" }],
    [
      "imperial → metric, blank inches count as 0",
      form({ feet: "6", inches: "" }),
      "metric",
      { centimeters: "182.9" },
    ],
    [
      "metric → imperial",
      form({ units: "metric", centimeters: "180", kilograms: "80" }),
      "imperial",
      { feet: "5", inches: "10.9", pounds: "176.4" },
    ],
    [
      "metric → imperial, rounding up to a whole foot",
      form({ units: "metric", centimeters: "182.8" }),
      "imperial",
      { feet: "6", inches: "0" },
    ],
    [
      "unreadable values are cleared",
      form({ pounds: "", feet: "x" }),
      "metric",
      { centimeters: "", kilograms: "" },
    ],
  ] as const)("%s", (_, values, units, expected) => {
    const switched = switchUnits(values, units);
    expect(switched.units).toBe(units);
    expect(switched).toMatchObject(expected);
  });

  test("switching to the current units changes nothing", () => {
    const values = form({});
    expect(switchUnits(values, "imperial")).toBe(values);
  });
});

describe("the URL query", () => {
  test("writes the chosen unit system's measurements and every choice", () => {
    expect(toMacroQuery(form({ gender: "female" }))).toEqual({
      gender: "female",
      age: "30",
      units: "imperial",
      ft: "5",
      in: "10",
      lb: "180",
      activity: "moderate",
      goal: "maintenance",
      formula: "harris-benedict",
    });
    expect(toMacroQuery(form({ units: "metric", formula: "mifflin-st-jeor" }))).toMatchObject({
      units: "metric",
      cm: "178",
      kg: "82",
      formula: "mifflin-st-jeor",
    });
  });

  test.each([
    ["imperial", form({ gender: "female", goal: "fat-loss", activity: "active" })],
    ["metric", form({ units: "metric", formula: "mifflin-st-jeor" })],
  ])("round-trips a %s form", (_, values) => {
    const read = readMacroQuery(new URLSearchParams(toMacroQuery(values)));
    expect(read && parseMacroForm(read)).toEqual(parseMacroForm(values));
  });

  test("an empty or unrelated query gives nothing to restore", () => {
    expect(readMacroQuery(new URLSearchParams(""))).toBeNull();
    expect(readMacroQuery(new URLSearchParams("utm_source=newsletter"))).toBeNull();
  });

  test("unknown choices fall back to the defaults; missing numbers stay empty", () => {
    expect(readMacroQuery(new URLSearchParams("gender=robot&goal=bulk&units=cubits&age=40"))).toEqual({
      ...defaultFormValues,
      age: "40",
    });
  });
});
