// @vitest-environment node
import { describe, expect, test } from "vitest";
import { ranges } from "./macro-calculator";
import { checkMacroForm, evaluateMacroForm, fieldMessage, switchUnits } from "./macro-form";
import { edges, form } from "./macro-form-fixtures";

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
    ["imperial → metric", {}, "metric", { centimeters: "177.8", kilograms: "81.6" }],
    [
      "imperial → metric, blank inches count as 0",
      { feet: "6", inches: "" },
      "metric",
      { centimeters: "182.9" },
    ],
    [
      "metric → imperial",
      { units: "metric", centimeters: "180", kilograms: "80" },
      "imperial",
      { feet: "5", inches: "10.9", pounds: "176.4" },
    ],
    [
      "metric → imperial, rounding up to a whole foot",
      { units: "metric", centimeters: "182.8" },
      "imperial",
      { feet: "6", inches: "0" },
    ],
    [
      "unreadable values are cleared",
      { pounds: "", feet: "x" },
      "metric",
      { centimeters: "", kilograms: "" },
    ],
    // An accepted value stays accepted: a range's edge lands on the other system's edge, not past it.
    ["4 ft 0 in → 122 cm (121.92, not 121.9)", { feet: "4", inches: "0" }, "metric", { centimeters: "122" }],
    ["8 ft 0 in → 243.8 cm", { feet: "8", inches: "0" }, "metric", { centimeters: "243.8" }],
    ["66 lb → 30 kg (29.94, not 29.9)", { pounds: "66" }, "metric", { kilograms: "30" }],
    ["660 lb → 299.4 kg", { pounds: "660" }, "metric", { kilograms: "299.4" }],
    [
      "244 cm → 8 ft 0 in (96.06 in, not 8 ft 0.1 in)",
      { units: "metric", centimeters: "244" },
      "imperial",
      { feet: "8", inches: "0" },
    ],
    ["122 cm → 4 ft 0 in", { units: "metric", centimeters: "122" }, "imperial", { feet: "4", inches: "0" }],
    [
      "300 kg → 660 lb (661.4, not over)",
      { units: "metric", kilograms: "300" },
      "imperial",
      { pounds: "660" },
    ],
    ["30 kg → 66.1 lb", { units: "metric", kilograms: "30" }, "imperial", { pounds: "66.1" }],
    [
      "an out-of-range value is converted as it is",
      { units: "metric", kilograms: "400" },
      "imperial",
      { pounds: "881.8" },
    ],
  ] as const)("%s", (_, changes, units, expected) => {
    const switched = switchUnits(form(changes), units);
    expect(switched.units).toBe(units);
    expect(switched).toMatchObject(expected);
  });

  test("switching to the current units changes nothing", () => {
    const values = form({});
    expect(switchUnits(values, "imperial")).toBe(values);
  });
});
