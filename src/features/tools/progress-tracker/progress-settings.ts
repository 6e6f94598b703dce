import type { LengthUnit, WeightUnit } from "./units";

export interface ProgressSettings {
  weightUnit: WeightUnit;
  /** For the waist and the height. */
  lengthUnit: LengthUnit;
  goalKg: number | null;
  heightCm: number | null;
  /** Hides weights, streaks and goals on the tracker and the timer, for people who find numbers unhelpful. */
  quiet: boolean;
}

export const DEFAULT_SETTINGS: ProgressSettings = {
  weightUnit: "kg",
  lengthUnit: "cm",
  goalKg: null,
  heightCm: null,
  quiet: false,
};

/** See `WEIGHT_SCHEMA`; 2 added quiet mode. */
export const SETTINGS_SCHEMA = 2;

export const toStoredSettings = (settings: ProgressSettings) => ({ ...settings, schema: SETTINGS_SCHEMA });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const isSettingsFromNewerVersion = (value: unknown): boolean =>
  isRecord(value) && typeof value.schema === "number" && value.schema > SETTINGS_SCHEMA;

const positiveOrNull = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;

/** A field that can't be read takes its default: these are preferences, not records, so nothing is set aside. */
export function readProgressSettings(value: unknown): ProgressSettings {
  if (!isRecord(value)) return DEFAULT_SETTINGS;
  return {
    weightUnit: value.weightUnit === "lb" ? "lb" : "kg",
    lengthUnit: value.lengthUnit === "in" ? "in" : "cm",
    goalKg: positiveOrNull(value.goalKg),
    heightCm: positiveOrNull(value.heightCm),
    quiet: value.quiet === true,
  };
}

const isDefault = (settings: ProgressSettings) =>
  (Object.keys(DEFAULT_SETTINGS) as (keyof ProgressSettings)[]).every(
    (key) => settings[key] === DEFAULT_SETTINGS[key],
  );

/** A device where nothing was ever set takes the file's whole (a new phone restoring a backup). */
export function mergeImportedSettings(
  stored: ProgressSettings,
  incoming: ProgressSettings | null,
): ProgressSettings {
  if (!incoming) return stored;
  if (isDefault(stored)) return incoming;
  return {
    ...stored,
    goalKg: stored.goalKg ?? incoming.goalKg,
    heightCm: stored.heightCm ?? incoming.heightCm,
  };
}
