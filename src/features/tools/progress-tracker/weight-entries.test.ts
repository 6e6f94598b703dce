// @vitest-environment node
import { describe, expect, test } from "vitest";
import {
  checkEntry,
  isCalendarDate,
  isWeightsFromNewerVersion,
  putEntry,
  readStoredWeights,
  toStoredWeight,
  type EntryInput,
} from "./weight-entries";

const TODAY = "2026-05-10";
const input = (fields: Partial<EntryInput>): EntryInput => ({
  date: TODAY,
  weight: "80",
  weightUnit: "kg",
  waist: "",
  lengthUnit: "cm",
  ...fields,
});
const kgRange = "Enter a weight from 25 to 350 kg.";
const lbRange = "Enter a weight from 55.2 to 771.6 lb.";
const cmRange = "Enter a waist from 40 to 250 cm, or leave it empty.";
const inRange = "Enter a waist from 15.8 to 98.4 in, or leave it empty.";

describe("checking a weigh-in", () => {
  test.each([
    ["kilograms, no waist", {}, { weightKg: 80 }],
    [
      "pounds and inches",
      { weight: "176.4", weightUnit: "lb", waist: "36", lengthUnit: "in" },
      { weightKg: 80.014, waistCm: 91.44 },
    ],
    ["the lightest accepted", { weight: "25" }, { weightKg: 25 }],
    ["the lightest said in pounds", { weight: "55.2", weightUnit: "lb" }, { weightKg: 25.038 }],
    ["a comma for the decimal point", { weight: "80,5", waist: "92,5" }, { weightKg: 80.5, waistCm: 92.5 }],
  ] as const)("accepts %s", (_, fields, entry) => {
    const expected = { date: TODAY, savedAt: 1, waistCm: null, ...entry };
    expect(checkEntry(input(fields), TODAY, 1)).toEqual({ entry: expected });
  });

  test.each([
    ["a weight under 25 kg", { weight: "24.9" }, { weight: kgRange }],
    ["a weight over 350 kg", { weight: "351" }, { weight: kgRange }],
    ["no weight", { weight: "" }, { weight: kgRange }],
    ["a weight under 25 kg typed in pounds", { weight: "55", weightUnit: "lb" }, { weight: lbRange }],
    ["no date", { date: "" }, { date: "Enter the date of the weigh-in." }],
    ["a waist under 40 cm", { waist: "39" }, { waist: cmRange }],
    ["a waist over 250 cm said in inches", { waist: "99", lengthUnit: "in" }, { waist: inRange }],
    [
      "every field at once, the date in the future",
      { date: "2026-05-11", weight: "8", waist: "300" },
      { date: "The date can’t be in the future.", weight: kgRange, waist: cmRange },
    ],
  ] as const)("refuses %s", (_, fields, problems) => {
    expect(checkEntry(input(fields), TODAY, 1)).toEqual({ problems });
  });

  test.each([
    ["2026-02-28", true],
    ["2026-02-30", false],
    ["1899-12-31", false],
    [20260501, false],
  ])("%j is a calendar date: %s", (value, ok) => {
    expect(isCalendarDate(value)).toBe(ok);
  });
});

const entry = (date: string, weightKg: number, savedAt = 1) => ({ date, weightKg, waistCm: null, savedAt });
const may1 = entry("2026-05-01", 81);
const may3 = entry("2026-05-03", 80);
const may3Again = entry("2026-05-03", 79, 2);

test.each([
  ["a new day is added, in date order", [may3], may1, null, [may1, may3], []],
  ["a second entry for a day replaces the first", [may1, may3], may3Again, null, [may1, may3Again], [may3]],
  [
    "an entry edited onto another day leaves its old day, and replaces the new day's",
    [may1, may3],
    entry("2026-05-03", 81, 2),
    "2026-05-01",
    [entry("2026-05-03", 81, 2)],
    [may1, may3],
  ],
])("one entry a day: %s", (_, entries, added, editedFrom, result, replaced) => {
  expect(putEntry(entries, added, editedFrom)).toEqual({ entries: result, replaced });
});

describe("stored weigh-ins", () => {
  const newer = { ...may1, schema: 2 };

  test.each([
    ["nothing stored", undefined, [], []],
    ["valid records, version dropped", [toStoredWeight(may1)], [may1], []],
    [
      "damaged records and a second one for a day set aside",
      [may1, { date: "May 1" }, entry("2026-05-01", 80), null],
      [may1],
      [{ date: "May 1" }, entry("2026-05-01", 80), null],
    ],
    ["a value that isn't a list, set aside whole", { date: "x" }, [], [{ date: "x" }]],
    ["a newer version's record, set aside rather than read without its new fields", [newer], [], [newer]],
  ])("%s", (_, stored, weights, setAside) => {
    expect(readStoredWeights(stored)).toEqual({ weights, setAside });
  });

  test("a newer version wrote them only when a record has a higher version", () => {
    const stored = [[toStoredWeight(may1)], [newer], undefined];
    expect(stored.map(isWeightsFromNewerVersion)).toEqual([false, true, false]);
  });
});
