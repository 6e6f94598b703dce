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
  type WeightEntry,
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

describe("checking a weigh-in", () => {
  test.each([
    { name: "kilograms, no waist", fields: {}, entry: { weightKg: 80, waistCm: null } },
    {
      name: "pounds and inches",
      fields: { weight: "176.4", weightUnit: "lb", waist: "36", lengthUnit: "in" },
      entry: { weightKg: 80.014, waistCm: 91.44 },
    },
    { name: "the lightest accepted", fields: { weight: "25" }, entry: { weightKg: 25, waistCm: null } },
    {
      name: "the lightest said in pounds",
      fields: { weight: "55.2", weightUnit: "lb" },
      entry: { weightKg: 25.038, waistCm: null },
    },
    {
      name: "a comma for the decimal point",
      fields: { weight: "80,5", waist: "92,5" },
      entry: { weightKg: 80.5, waistCm: 92.5 },
    },
  ] as const)("accepts $name", ({ fields, entry }) => {
    expect(checkEntry(input(fields), TODAY, 1)).toEqual({ entry: { date: TODAY, savedAt: 1, ...entry } });
  });

  test.each([
    {
      name: "a weight under 25 kg",
      fields: { weight: "24.9" },
      problems: { weight: "Enter a weight from 25 to 350 kg." },
    },
    {
      name: "a weight over 350 kg",
      fields: { weight: "351" },
      problems: { weight: "Enter a weight from 25 to 350 kg." },
    },
    {
      name: "a weight under 25 kg typed in pounds",
      fields: { weight: "55", weightUnit: "lb" },
      problems: { weight: "Enter a weight from 55.2 to 771.6 lb." },
    },
    { name: "no weight", fields: { weight: "" }, problems: { weight: "Enter a weight from 25 to 350 kg." } },
    {
      name: "a date in the future",
      fields: { date: "2026-05-11" },
      problems: { date: "The date can’t be in the future." },
    },
    { name: "no date", fields: { date: "" }, problems: { date: "Enter the date of the weigh-in." } },
    {
      name: "a waist under 40 cm",
      fields: { waist: "39" },
      problems: { waist: "Enter a waist from 40 to 250 cm, or leave it empty." },
    },
    {
      name: "a waist over 250 cm said in inches",
      fields: { waist: "99", lengthUnit: "in" },
      problems: { waist: "Enter a waist from 15.8 to 98.4 in, or leave it empty." },
    },
    {
      name: "every field at once",
      fields: { date: "2027-01-01", weight: "8", waist: "300" },
      problems: {
        date: "The date can’t be in the future.",
        weight: "Enter a weight from 25 to 350 kg.",
        waist: "Enter a waist from 40 to 250 cm, or leave it empty.",
      },
    },
  ] as const)("refuses $name", ({ fields, problems }) => {
    expect(checkEntry(input(fields), TODAY, 1)).toEqual({ problems });
  });

  test.each([
    { value: "2026-02-28", ok: true },
    { value: "2026-02-30", ok: false },
    { value: "1899-12-31", ok: false },
    { value: "2026-5-1", ok: false },
    { value: 20260501, ok: false },
  ])("$value is a calendar date: $ok", ({ value, ok }) => {
    expect(isCalendarDate(value)).toBe(ok);
  });
});

const entry = (date: string, weightKg: number, savedAt = 1): WeightEntry => ({
  date,
  weightKg,
  waistCm: null,
  savedAt,
});

describe("one entry a day", () => {
  test.each([
    {
      name: "a new day is added, in date order",
      entries: [entry("2026-05-03", 80)],
      entry: entry("2026-05-01", 81),
      editedFrom: null,
      result: [entry("2026-05-01", 81), entry("2026-05-03", 80)],
      replaced: [],
    },
    {
      name: "a second entry for a day replaces the first",
      entries: [entry("2026-05-01", 81), entry("2026-05-03", 80)],
      entry: entry("2026-05-03", 79, 2),
      editedFrom: null,
      result: [entry("2026-05-01", 81), entry("2026-05-03", 79, 2)],
      replaced: [entry("2026-05-03", 80)],
    },
    {
      name: "an entry edited onto another day leaves its old day, and replaces the new day's",
      entries: [entry("2026-05-01", 81), entry("2026-05-03", 80)],
      entry: entry("2026-05-03", 81, 2),
      editedFrom: "2026-05-01",
      result: [entry("2026-05-03", 81, 2)],
      replaced: [entry("2026-05-01", 81), entry("2026-05-03", 80)],
    },
  ])("$name", ({ entries, entry: added, editedFrom, result, replaced }) => {
    expect(putEntry(entries, added, editedFrom)).toEqual({ entries: result, replaced });
  });
});

describe("stored weigh-ins", () => {
  test.each([
    { name: "nothing stored", stored: undefined, weights: [], setAside: [] },
    {
      name: "valid records, version dropped",
      stored: [toStoredWeight(entry("2026-05-01", 80))],
      weights: [entry("2026-05-01", 80)],
      setAside: [],
    },
    {
      name: "damaged records and a second one for a day set aside",
      stored: [entry("2026-05-01", 80), { date: "May 1" }, entry("2026-05-01", 81), null],
      weights: [entry("2026-05-01", 80)],
      setAside: [{ date: "May 1" }, entry("2026-05-01", 81), null],
    },
    {
      name: "a value that isn't a list, set aside whole",
      stored: { date: "x" },
      weights: [],
      setAside: [{ date: "x" }],
    },
    {
      name: "a newer version's record, set aside rather than read without its new fields",
      stored: [{ ...entry("2026-05-01", 80), schema: 2 }],
      weights: [],
      setAside: [{ ...entry("2026-05-01", 80), schema: 2 }],
    },
  ])("$name", ({ stored, weights, setAside }) => {
    expect(readStoredWeights(stored)).toEqual({ weights, setAside });
  });

  test.each([
    { stored: [toStoredWeight(entry("2026-05-01", 80))], newer: false },
    { stored: [{ ...entry("2026-05-01", 80), schema: 2 }], newer: true },
    { stored: undefined, newer: false },
  ])("a newer version wrote $stored: $newer", ({ stored, newer }) => {
    expect(isWeightsFromNewerVersion(stored)).toBe(newer);
  });
});
