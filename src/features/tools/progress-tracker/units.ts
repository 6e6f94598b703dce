/**
 * Kilograms and pounds, centimetres and inches. Everything is stored in kg
 * and cm; the visitor's unit is only used to read what they type and to show
 * numbers back. Both factors are exact by definition (international yard and
 * pound agreement, 1959).
 */

export type WeightUnit = "kg" | "lb";
export type LengthUnit = "cm" | "in";

/** 1 lb = 0.45359237 kg exactly. */
export const KG_PER_LB = 0.45359237;
/** 1 in = 2.54 cm exactly. */
export const CM_PER_IN = 2.54;

/** A weight typed in `unit`, in kg. */
export const toKg = (value: number, unit: WeightUnit): number => (unit === "kg" ? value : value * KG_PER_LB);

/** A weight in kg, in `unit`. */
export const fromKg = (kg: number, unit: WeightUnit): number => (unit === "kg" ? kg : kg / KG_PER_LB);

/** A length typed in `unit`, in cm. */
export const toCm = (value: number, unit: LengthUnit): number => (unit === "cm" ? value : value * CM_PER_IN);

/** A length in cm, in `unit`. */
export const fromCm = (cm: number, unit: LengthUnit): number => (unit === "cm" ? cm : cm / CM_PER_IN);

/** A number to one decimal as people write it, "80.4" (never "-0.0"). */
export function oneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return (Object.is(rounded, -0) ? 0 : rounded).toFixed(1);
}

/** "80.4 kg" or "177.3 lb", to one decimal. */
export const formatWeight = (kg: number, unit: WeightUnit): string =>
  `${oneDecimal(fromKg(kg, unit))} ${unit}`;

/** "92.0 cm" or "36.2 in", to one decimal. */
export const formatLength = (cm: number, unit: LengthUnit): string =>
  `${oneDecimal(fromCm(cm, unit))} ${unit}`;

/**
 * A range kept in kg or cm, said in the visitor's unit to one decimal and
 * rounded inward, so every number inside the range said is accepted.
 */
export function rangeIn(
  range: { min: number; max: number },
  convert: (value: number) => number,
): { min: string; max: string } {
  return {
    min: (Math.ceil(convert(range.min) * 10 - 1e-9) / 10).toFixed(1).replace(/\.0$/, ""),
    max: (Math.floor(convert(range.max) * 10 + 1e-9) / 10).toFixed(1).replace(/\.0$/, ""),
  };
}

/** A number as typed ("80", "80.5" or "80,5"), or null when it isn't a plain positive decimal. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}([.,]\d{1,3})?$/.test(trimmed)) return null;
  return Number(trimmed.replace(",", "."));
}
