// @vitest-environment node
import { describe, expect, test } from "vitest";
import {
  calculateBmr,
  calculateMacros,
  defaultFormValues,
  evaluateMacroForm,
  formatNumber,
  checkMacroForm,
  fieldMessage,
  isBelowSafeFloor,
  ranges,
  safeCalorieFloor,
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

const metric = { units: "metric" as const };

/** Every range edge, just inside and just outside, in both unit systems. */
const edges = [
  ["age", "the youngest adult", { age: "18" }, true],
  ["age", "a year too young", { age: "17" }, false],
  ["age", "the oldest age", { age: "100" }, true],
  ["age", "a year too old", { age: "101" }, false],
  ["age", "a child", { age: "3" }, false],
  ["age", "part years", { age: "30.5" }, false],
  ["age", "a metric form's youngest adult", { ...metric, age: "18" }, true],
  ["age", "a metric form's child", { ...metric, age: "17" }, false],
  ["height", "4 ft 0 in", { feet: "4", inches: "0" }, true],
  ["height", "3 ft 11.9 in", { feet: "3", inches: "11.9" }, false],
  ["height", "8 ft 0 in", { feet: "8", inches: "0" }, true],
  ["height", "8 ft 0.1 in", { feet: "8", inches: "0.1" }, false],
  ["height", "7 ft 11.9 in", { feet: "7", inches: "11.9" }, true],
  ["height", "11.9 inches", { inches: "11.9" }, true],
  ["height", "12 inches", { inches: "12" }, false],
  ["height", "part feet", { feet: "5.5", inches: "0" }, false],
  ["height", "0 ft 70 in", { feet: "0", inches: "70" }, false],
  ["height", "122 cm", { ...metric, centimeters: "122" }, true],
  ["height", "121.9 cm", { ...metric, centimeters: "121.9" }, false],
  ["height", "244 cm", { ...metric, centimeters: "244" }, true],
  ["height", "244.1 cm", { ...metric, centimeters: "244.1" }, false],
  ["weight", "66 lb", { pounds: "66" }, true],
  ["weight", "65.9 lb", { pounds: "65.9" }, false],
  ["weight", "660 lb", { pounds: "660" }, true],
  ["weight", "660.1 lb", { pounds: "660.1" }, false],
  ["weight", "2 lb", { pounds: "2" }, false],
  ["weight", "30 kg", { ...metric, kilograms: "30" }, true],
  ["weight", "29.9 kg", { ...metric, kilograms: "29.9" }, false],
  ["weight", "300 kg", { ...metric, kilograms: "300" }, true],
  ["weight", "300.1 kg", { ...metric, kilograms: "300.1" }, false],
] as const;

describe("validation", () => {
  test("the ranges: adults 18–100, 4 ft 0 in – 8 ft 0 in or 122–244 cm, 66–660 lb or 30–300 kg", () => {
    expect(ranges).toEqual({
      age: { min: 18, max: 100 },
      inches: { min: 48, max: 96 },
      pounds: { min: 66, max: 660 },
      centimeters: { min: 122, max: 244 },
      kilograms: { min: 30, max: 300 },
    });
  });

  test.each(edges)("%s: %s → accepted %s", (field, _, changes, accepted) => {
    const checked = checkMacroForm(form(changes));
    if (accepted) {
      expect(checked.ok).toBe(true);
    } else {
      expect(checked).toEqual({
        ok: false,
        errors: { [field]: fieldMessage(field, "units" in changes ? changes.units : "imperial") },
      });
    }
  });

  test.each([
    ["nothing at all", ""],
    ["spaces", "   "],
    ["a negative number", "-70"],
    ["hexadecimal", "0x46"],
    ["an exponent", "7e1"],
    ["infinity", "Infinity"],
    ["a comma decimal", "70,5"],
    ["text", "seventy"],
    ["two points", "7.0.1"],
  ])("refuses %s as a number in every field", (_, text) => {
    expect(checkMacroForm(form({ age: text, feet: text, inches: text, pounds: text }))).toEqual({
      ok: false,
      errors: {
        age: fieldMessage("age", "imperial"),
        height: fieldMessage("height", "imperial"),
        weight: fieldMessage("weight", "imperial"),
      },
    });
  });

  test.each([
    ["spaces around numbers", { age: " 30 ", pounds: "180 " }],
    ["a leading point", { inches: ".5" }],
    ["decimals", { inches: "10.5", pounds: "180.2" }],
    ["a whole number written with a point", { age: "30.0" }],
  ])("accepts %s", (_, changes) => {
    expect(checkMacroForm(form(changes)).ok).toBe(true);
  });

  test("each message names its field and its range in the chosen units", () => {
    expect(fieldMessage("age", "imperial")).toBe(
      "Age: enter whole years from 18 to 100 — these formulas are for adults.",
    );
    expect(fieldMessage("height", "imperial")).toBe(
      "Height: enter 4 ft 0 in to 8 ft 0 in — whole feet, and inches under 12.",
    );
    expect(fieldMessage("weight", "imperial")).toBe("Weight: enter 66 to 660 lbs.");
    expect(fieldMessage("height", "metric")).toBe("Height: enter 122 to 244 cm.");
    expect(fieldMessage("weight", "metric")).toBe("Weight: enter 30 to 300 kg.");
  });

  test("only the chosen unit system's fields count", () => {
    expect(checkMacroForm(form({ units: "metric", feet: "", inches: "", pounds: "" })).ok).toBe(true);
    expect(checkMacroForm(form({ units: "imperial", centimeters: "", kilograms: "" })).ok).toBe(true);
  });
});

describe("what a press of Calculate shows", () => {
  test("a plan for an ordinary adult", () => {
    expect(evaluateMacroForm(form({}))).toMatchObject({ kind: "plan", result: { calories: 2902 } });
  });

  test("a 90-year-old, 95 lb, 4 ft 8 in man on fat loss gets no plan for 673 kcal", () => {
    // 66 + 6.23·95 + 12.7·56 − 6.8·90 = 757.05; × 1.55 = 1173.4; − 500 → 673
    const evaluation = evaluateMacroForm(
      form({ age: "90", feet: "4", inches: "8", pounds: "95", goal: "fat-loss" }),
    );
    expect(evaluation).toMatchObject({ kind: "below-floor", result: { calories: 673 }, maintenance: 1173 });
  });

  test("a woman whose fat-loss target is under 1,200 kcal but whose maintenance is not", () => {
    // 1420.3 (female, 40, 5 ft 4 in, 150 lb) × 1.2 = 1704.4 → 1704; − 500 → 1204: a plan.
    expect(
      evaluateMacroForm(
        form({
          gender: "female",
          age: "40",
          feet: "5",
          inches: "4",
          pounds: "150",
          activity: "sedentary",
          goal: "fat-loss",
        }),
      ),
    ).toMatchObject({ kind: "plan", result: { calories: 1204 } });
    // 1085.3 (female, 60, 4 ft 11 in, 100 lb) × 1.55 = 1682.2; − 500 → 1182: under the floor.
    expect(
      evaluateMacroForm(
        form({ gender: "female", age: "60", feet: "4", inches: "11", pounds: "100", goal: "fat-loss" }),
      ),
    ).toMatchObject({ kind: "below-floor", result: { calories: 1182 }, maintenance: 1682 });
  });

  test("the same body clears the floor for a woman and not for a man", () => {
    const body = { age: "70", feet: "5", inches: "2", pounds: "110", activity: "sedentary" as const };
    expect(evaluateMacroForm(form({ ...body, gender: "female" }))).toMatchObject({ kind: "plan" });
    expect(evaluateMacroForm(form({ ...body, gender: "male" }))).toMatchObject({ kind: "below-floor" });
  });

  test("invalid input gives the field messages", () => {
    expect(evaluateMacroForm(form({ pounds: "2" }))).toEqual({
      kind: "invalid",
      errors: { weight: "Weight: enter 66 to 660 lbs." },
    });
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
    expect(read && checkMacroForm(read)).toEqual(checkMacroForm(values));
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

  test.each(["__proto__", "constructor", "toString"])(
    "a choice named %s, a built-in property of every object, falls back to the default",
    (name) => {
      const query = new URLSearchParams({
        gender: name,
        units: name,
        activity: name,
        goal: name,
        formula: name,
      });
      expect(readMacroQuery(query)).toEqual(defaultFormValues);
    },
  );
});

describe("a shared link goes through the same parsing as the fields", () => {
  test.each(edges)("%s: %s", (_, __, changes) => {
    const values = form(changes);
    const fromLink = readMacroQuery(new URLSearchParams(toMacroQuery(values)));
    expect(fromLink && evaluateMacroForm(fromLink)).toEqual(evaluateMacroForm(values));
  });

  test("a hexadecimal link computes nothing and shows empty fields", () => {
    const fromLink = readMacroQuery(new URLSearchParams("age=0x1E&ft=5&in=10&lb=0xB4"));
    expect(fromLink).toMatchObject({ age: "", feet: "5", inches: "10", pounds: "" });
    expect(fromLink && evaluateMacroForm(fromLink)).toEqual({
      kind: "invalid",
      errors: { age: fieldMessage("age", "imperial"), weight: fieldMessage("weight", "imperial") },
    });
  });

  test.each([
    ["an exponent", "age=3e1", { age: "" }],
    ["a sign", "lb=%2B180", { pounds: "" }],
    ["a negative number", "ft=-5", { feet: "" }],
    ["infinity", "kg=Infinity", { kilograms: "" }],
    ["spaces around a number", "age=%2030%20", { age: "30" }],
    ["a plain decimal", "in=10.5", { inches: "10.5" }],
  ])("%s: %s", (_, query, expected) => {
    expect(readMacroQuery(new URLSearchParams(query))).toMatchObject(expected);
  });
});

describe("switching units keeps an accepted value accepted", () => {
  test.each([
    [
      "4 ft 0 in → 122 cm (121.92, not 121.9)",
      form({ feet: "4", inches: "0" }),
      "metric",
      { centimeters: "122" },
    ],
    ["8 ft 0 in → 243.8 cm", form({ feet: "8", inches: "0" }), "metric", { centimeters: "243.8" }],
    ["66 lb → 30 kg (29.94, not 29.9)", form({ pounds: "66" }), "metric", { kilograms: "30" }],
    ["660 lb → 299.4 kg", form({ pounds: "660" }), "metric", { kilograms: "299.4" }],
    [
      "244 cm → 8 ft 0 in (96.06 in, not 8 ft 0.1 in)",
      form({ units: "metric", centimeters: "244" }),
      "imperial",
      { feet: "8", inches: "0" },
    ],
    [
      "122 cm → 4 ft 0 in",
      form({ units: "metric", centimeters: "122" }),
      "imperial",
      { feet: "4", inches: "0" },
    ],
    [
      "300 kg → 660 lb (661.4, not over)",
      form({ units: "metric", kilograms: "300" }),
      "imperial",
      { pounds: "660" },
    ],
    ["30 kg → 66.1 lb", form({ units: "metric", kilograms: "30" }), "imperial", { pounds: "66.1" }],
    [
      "an out-of-range value is converted as it is",
      form({ units: "metric", kilograms: "400" }),
      "imperial",
      { pounds: "881.8" },
    ],
  ] as const)("%s", (_, values, units, expected) => {
    const switched = switchUnits(values, units);
    expect(switched).toMatchObject(expected);
  });
});
