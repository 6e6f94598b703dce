// @vitest-environment node
import { describe, expect, test } from "vitest";
import { checkMacroForm, evaluateMacroForm, fieldMessage, switchUnits } from "./macro-form";
import { edges, form } from "./macro-form-fixtures";

describe("validation", () => {
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
    ["hexadecimal", "0x46"],
    ["a comma decimal", "70,5"],
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
    ["a whole number written with a point", { age: "30.0" }],
    // Only the chosen unit system's fields count.
    ["metric, with the imperial fields empty", { units: "metric", feet: "", inches: "", pounds: "" }],
    ["imperial, with the metric fields empty", { units: "imperial", centimeters: "", kilograms: "" }],
  ] as const)("accepts %s", (_, changes) => {
    expect(checkMacroForm(form(changes)).ok).toBe(true);
  });

  test.each([
    ["age", "imperial", "Age: enter whole years from 18 to 100 — these formulas are for adults."],
    ["height", "imperial", "Height: enter 4 ft 0 in to 8 ft 0 in — whole feet, and inches under 12."],
    ["weight", "imperial", "Weight: enter 66 to 660 lbs."],
    ["height", "metric", "Height: enter 122 to 244 cm."],
    ["weight", "metric", "Weight: enter 30 to 300 kg."],
  ] as const)("the %s message in %s units names the field and its range", (field, units, message) => {
    expect(fieldMessage(field, units)).toBe(message);
  });
});

test.each([
  ["a plan for an ordinary adult", {}, { kind: "plan", result: { calories: 2902 } }],
  // 66 + 6.23·95 + 12.7·56 − 6.8·90 = 757.05; × 1.55 = 1173.4; − 500 → 673: under a man's 1,500, as is maintenance.
  [
    "an estimate, not a plan, for a 90-year-old, 95 lb, 4 ft 8 in man on fat loss",
    { age: "90", feet: "4", inches: "8", pounds: "95", goal: "fat-loss" },
    { kind: "below-floor", result: { calories: 673 }, maintenance: 1173 },
  ],
  // 1085.3 (female, 60, 4 ft 11 in, 100 lb) × 1.55 = 1682.2; − 500 → 1182: under a woman's 1,200.
  [
    "a woman's estimate under 1,200 kcal, with her maintenance figure",
    { gender: "female", age: "60", feet: "4", inches: "11", pounds: "100", goal: "fat-loss" },
    { kind: "below-floor", result: { calories: 1182 }, maintenance: 1682 },
  ],
  [
    "the field messages for invalid input",
    { pounds: "2" },
    { kind: "invalid", errors: { weight: "Weight: enter 66 to 660 lbs." } },
  ],
] as const)("a press of Calculate shows %s", (_, changes, shown) => {
  expect(evaluateMacroForm(form(changes))).toMatchObject(shown);
});

describe("switching units", () => {
  // An accepted value stays accepted: a range's edge lands on the other system's edge, not past it.
  test.each([
    ["5 ft 10 in, 180 lb", {}, { centimeters: "177.8", kilograms: "81.6" }],
    ["blank inches, as 0", { feet: "6", inches: "" }, { centimeters: "182.9" }],
    ["unreadable values, cleared", { pounds: "", feet: "x" }, { centimeters: "", kilograms: "" }],
    ["4 ft 0 in → 122 cm (121.92, not 121.9)", { feet: "4", inches: "0" }, { centimeters: "122" }],
    ["66 lb → 30 kg (29.94, not 29.9)", { pounds: "66" }, { kilograms: "30" }],
  ] as const)("to metric: %s", (_, changes, expected) => {
    expect(switchUnits(form(changes), "metric")).toMatchObject({ units: "metric", ...expected });
  });

  test.each([
    [
      "180 cm, 80 kg",
      { centimeters: "180", kilograms: "80" },
      { feet: "5", inches: "10.9", pounds: "176.4" },
    ],
    ["182.8 cm, rounding up to a whole foot", { centimeters: "182.8" }, { feet: "6", inches: "0" }],
    ["244 cm → 8 ft 0 in (96.06 in, not 8 ft 0.1 in)", { centimeters: "244" }, { feet: "8", inches: "0" }],
    ["300 kg → 660 lb (661.4, not over)", { kilograms: "300" }, { pounds: "660" }],
    ["an out-of-range 400 kg, converted as it is", { kilograms: "400" }, { pounds: "881.8" }],
  ] as const)("to imperial: %s", (_, changes, expected) => {
    expect(switchUnits(form({ units: "metric", ...changes }), "imperial")).toMatchObject({
      units: "imperial",
      ...expected,
    });
  });

  test("switching to the current units changes nothing", () => {
    const values = form({});
    expect(switchUnits(values, "imperial")).toBe(values);
  });
});
