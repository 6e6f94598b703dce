// @vitest-environment node
import { describe, expect, test } from "vitest";
import { formatLength, formatWeight, fromCm, fromKg, parseDecimal, rangeIn, toCm, toKg } from "./units";

describe("units", () => {
  test.each([
    { value: 80, unit: "kg", kg: 80 },
    { value: 1, unit: "lb", kg: 0.45359237 },
    { value: 176.37, unit: "lb", kg: 80.0001 },
  ] as const)("$value $unit is $kg kg, and back", ({ value, unit, kg }) => {
    expect(toKg(value, unit)).toBeCloseTo(kg, 4);
    expect(fromKg(toKg(value, unit), unit)).toBeCloseTo(value, 9);
  });

  test.each([
    { value: 90, unit: "cm", cm: 90 },
    { value: 1, unit: "in", cm: 2.54 },
    { value: 36, unit: "in", cm: 91.44 },
  ] as const)("$value $unit is $cm cm, and back", ({ value, unit, cm }) => {
    expect(toCm(value, unit)).toBeCloseTo(cm, 9);
    expect(fromCm(toCm(value, unit), unit)).toBeCloseTo(value, 9);
  });

  test.each([
    { kg: 80.44, unit: "kg", shown: "80.4 kg" },
    { kg: 80, unit: "lb", shown: "176.4 lb" },
    { kg: -0.01, unit: "kg", shown: "0.0 kg" },
  ] as const)("shows $kg kg as $shown", ({ kg, unit, shown }) => {
    expect(formatWeight(kg, unit)).toBe(shown);
  });

  test("shows a length to one decimal in its unit", () => {
    expect(formatLength(92, "in")).toBe("36.2 in");
  });

  test.each([
    // 25 kg = 55.116 lb and 350 kg = 771.618 lb: rounded inward, so 55.2 and 771.6 are both accepted.
    { unit: "lb", min: "55.2", max: "771.6" },
    { unit: "kg", min: "25", max: "350" },
  ] as const)("says the weight range in $unit as $min–$max", ({ unit, min, max }) => {
    expect(rangeIn({ min: 25, max: 350 }, (kg) => fromKg(kg, unit))).toEqual({ min, max });
  });

  test.each([
    { text: "80", value: 80 },
    { text: " 80.5 ", value: 80.5 },
    { text: "80,5", value: 80.5 },
    { text: "", value: null },
    { text: "-80", value: null },
    { text: "80kg", value: null },
    { text: "1e3", value: null },
  ])("reads “$text” as $value", ({ text, value }) => {
    expect(parseDecimal(text)).toBe(value);
  });
});
