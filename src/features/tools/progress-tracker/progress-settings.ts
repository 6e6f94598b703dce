import type { LengthUnit, WeightUnit } from "./units";

/**
 * The tracker's settings: the units the visitor chose (remembered for the
 * next visit), the goal weight, the height the goal is checked against, and
 * quiet mode (shared with the timer).
 */
export interface ProgressSettings {
  weightUnit: WeightUnit;
  /** For the waist and the height. */
  lengthUnit: LengthUnit;
  /** Kilograms, or null for no goal. */
  goalKg: number | null;
  /** Centimetres, or null when not entered. */
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

/** The version of the stored settings' format (see `WEIGHT_SCHEMA`); 2 added quiet mode. */
export const SETTINGS_SCHEMA = 2;

export const toStoredSettings = (settings: ProgressSettings) => ({ ...settings, schema: SETTINGS_SCHEMA });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const isSettingsFromNewerVersion = (value: unknown): boolean =>
  isRecord(value) && typeof value.schema === "number" && value.schema > SETTINGS_SCHEMA;

const positiveOrNull = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;

/**
 * The stored settings, each field on its own: one that can't be read takes
 * its default (they are preferences, not records, so nothing is set aside).
 */
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

/**
 * The settings after importing a file that carries `incoming`. A device
 * where nothing was ever set takes the file's settings whole (a new phone
 * restoring a backup); otherwise its own choices stay, and only a goal or a
 * height it lacks comes from the file.
 */
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
