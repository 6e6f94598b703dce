// Everything is stored in kg and cm; the visitor's unit only reads what they type and shows numbers back.

export type WeightUnit = "kg" | "lb";
export type LengthUnit = "cm" | "in";

/** Exact by definition (international yard and pound, 1959). */
export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;

export const toKg = (value: number, unit: WeightUnit): number => (unit === "kg" ? value : value * KG_PER_LB);

export const fromKg = (kg: number, unit: WeightUnit): number => (unit === "kg" ? kg : kg / KG_PER_LB);

export const toCm = (value: number, unit: LengthUnit): number => (unit === "cm" ? value : value * CM_PER_IN);

export const fromCm = (cm: number, unit: LengthUnit): number => (unit === "cm" ? cm : cm / CM_PER_IN);

/** Never "-0.0". */
export function oneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return (Object.is(rounded, -0) ? 0 : rounded).toFixed(1);
}

export const formatWeight = (kg: number, unit: WeightUnit): string =>
  `${oneDecimal(fromKg(kg, unit))} ${unit}`;

export const formatLength = (cm: number, unit: LengthUnit): string =>
  `${oneDecimal(fromCm(cm, unit))} ${unit}`;

/** Rounded inward, so every number inside the range said is accepted. */
export function rangeIn(
  range: { min: number; max: number },
  convert: (value: number) => number,
): { min: string; max: string } {
  return {
    min: (Math.ceil(convert(range.min) * 10 - 1e-9) / 10).toFixed(1).replace(/\.0$/, ""),
    max: (Math.floor(convert(range.max) * 10 + 1e-9) / 10).toFixed(1).replace(/\.0$/, ""),
  };
}

/** "80", "80.5" or "80,5"; null when it isn't a plain positive decimal. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}([.,]\d{1,3})?$/.test(trimmed)) return null;
  return Number(trimmed.replace(",", "."));
}
