// @vitest-environment node
import { expect, test } from "vitest";
import { formatLength, formatWeight, fromCm, fromKg, parseDecimal, rangeIn, toCm, toKg } from "./units";

test.each([
  [80, "kg", 80],
  [176.37, "lb", 80.0001],
] as const)("%s %s is %s kg, and back", (value, unit, kg) => {
  expect(toKg(value, unit)).toBeCloseTo(kg, 4);
  expect(fromKg(toKg(value, unit), unit)).toBeCloseTo(value, 9);
});

test.each([
  [90, "cm", 90],
  [36, "in", 91.44],
] as const)("%s %s is %s cm, and back", (value, unit, cm) => {
  expect(toCm(value, unit)).toBeCloseTo(cm, 9);
  expect(fromCm(toCm(value, unit), unit)).toBeCloseTo(value, 9);
});

test("shows a weight or a length to one decimal in its unit, never below zero", () => {
  expect([formatWeight(80.44, "kg"), formatWeight(80, "lb"), formatWeight(-0.01, "kg")]).toEqual([
    "80.4 kg",
    "176.4 lb",
    "0.0 kg",
  ]);
  expect(formatLength(92, "in")).toBe("36.2 in");
});

test("says the weight range in pounds rounded inward, so both ends are accepted", () => {
  // 25 kg = 55.116 lb and 350 kg = 771.618 lb.
  expect(rangeIn({ min: 25, max: 350 }, (kg) => fromKg(kg, "lb"))).toEqual({ min: "55.2", max: "771.6" });
  expect(rangeIn({ min: 25, max: 350 }, (kg) => fromKg(kg, "kg"))).toEqual({ min: "25", max: "350" });
});

test.each([
  ["80", 80],
  [" 80.5 ", 80.5],
  ["80,5", 80.5],
  ["", null],
  ["1e3", null],
])("reads “%s” as %s", (text, value) => {
  expect(parseDecimal(text)).toBe(value);
});
