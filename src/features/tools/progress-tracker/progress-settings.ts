import type { LengthUnit, WeightUnit } from "./units";

/**
 * The tracker's settings: the units the visitor chose (remembered for the
 * next visit), the goal weight and the height the goal is checked against.
 */
export interface ProgressSettings {
  weightUnit: WeightUnit;
  /** For the waist and the height. */
  lengthUnit: LengthUnit;
  /** Kilograms, or null for no goal. */
  goalKg: number | null;
  /** Centimetres, or null when not entered. */
  heightCm: number | null;
}

export const DEFAULT_SETTINGS: ProgressSettings = {
  weightUnit: "kg",
  lengthUnit: "cm",
  goalKg: null,
  heightCm: null,
};

/** The version of the stored settings' format (see `WEIGHT_SCHEMA`). */
export const SETTINGS_SCHEMA = 1;

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
  };
}
