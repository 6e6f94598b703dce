// @vitest-environment node
import { expect, test } from "vitest";
import { DEFAULT_SETTINGS, mergeImportedSettings, readProgressSettings } from "./progress-settings";

test("quiet mode is read as on only when stored as true; settings from version 1 read as off", () => {
  expect(readProgressSettings({ ...DEFAULT_SETTINGS, quiet: true }).quiet).toBe(true);
  expect(readProgressSettings({ ...DEFAULT_SETTINGS, quiet: "yes" }).quiet).toBe(false);
  expect(readProgressSettings({ weightUnit: "lb", goalKg: 70, schema: 1 })).toEqual({
    ...DEFAULT_SETTINGS,
    weightUnit: "lb",
    goalKg: 70,
  });
});

const file = { weightUnit: "lb", lengthUnit: "in", goalKg: 70, heightCm: 170, quiet: true } as const;

test.each([
  [
    "a file without settings changes nothing",
    { ...DEFAULT_SETTINGS, goalKg: 80 },
    null,
    { ...DEFAULT_SETTINGS, goalKg: 80 },
  ],
  ["a device where nothing was set takes the file's settings whole", DEFAULT_SETTINGS, file, file],
  [
    "a device's own choices stay; only a missing goal or height comes from the file",
    { ...DEFAULT_SETTINGS, weightUnit: "kg", heightCm: 182 },
    file,
    { ...DEFAULT_SETTINGS, weightUnit: "kg", heightCm: 182, goalKg: 70 },
  ],
  [
    "a device with quiet mode on keeps it, and keeps its goal",
    { ...DEFAULT_SETTINGS, quiet: true, goalKg: 75 },
    { ...file, quiet: false },
    { ...DEFAULT_SETTINGS, quiet: true, goalKg: 75, heightCm: 170 },
  ],
] as const)("%s", (_, stored, incoming, expected) => {
  expect(mergeImportedSettings(stored, incoming)).toEqual(expected);
});
