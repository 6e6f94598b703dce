// Every figure here is checked against its source in docs/sources/macro-body-composition.md.

import type { Gender } from "./macro-options";

/** Below about 3 % is essential fat no one can lose; above 60 % the equations have no data to stand on. */
export const BODY_FAT_RANGE = { min: 3, max: 60 } as const;

/** Points of body fat (Hodgdon & Beckett 1984); the page says the estimate is ± this. */
export const NAVY_STANDARD_ERROR: Readonly<Record<Gender, number>> = { male: 3.52, female: 3.72 };

/** Waist at the navel for men, at its narrowest for women; hips at their widest. */
export interface TapeMeasures {
  heightCm: number;
  neckCm: number;
  waistCm: number;
  /** Needed for women only. */
  hipCm?: number;
}

/** US Navy method with Siri's equation; null when the measures can't make a density. */
export function navyBodyFat(gender: Gender, tape: TapeMeasures): number | null {
  const { heightCm, neckCm, waistCm, hipCm } = tape;
  const girth = gender === "male" ? waistCm - neckCm : (hipCm ?? Number.NaN) + waistCm - neckCm;
  if (!(girth > 0) || !(heightCm > 0)) return null;
  const density =
    gender === "male"
      ? 1.032 - 0.191 * Math.log10(girth) + 0.155 * Math.log10(heightCm)
      : 1.296 - 0.35 * Math.log10(girth) + 0.221 * Math.log10(heightCm);
  return 495 / density - 450;
}

export const leanMassKg = (weightKg: number, bodyFatPercent: number) => weightKg * (1 - bodyFatPercent / 100);

export const katchMcArdleBmr = (leanKg: number) => 370 + 21.6 * leanKg;

/** Phinney and Virta Health's range; the middle, 1.5, is the default. */
export const PROTEIN_PER_KG_LEAN = { options: [1.2, 1.5, 1.75, 2.0], default: 1.5 } as const;

/** 20 is the strictest keto start, 50 the loosest. */
export const NET_CARB_CAPS = [20, 30, 50] as const;
export type NetCarbCap = (typeof NET_CARB_CAPS)[number];

export interface GramsSplit {
  proteinGrams: number;
  carbsGrams: number;
  fatGrams: number;
}

/** Null when protein and carbs alone reach the calories, which leaves no plan to speak of. */
export function gramsSplit(
  calories: number,
  leanKg: number,
  proteinPerKgLean: number,
  netCarbCap: NetCarbCap,
): GramsSplit | null {
  const protein = leanKg * proteinPerKgLean;
  const fatKcal = calories - protein * 4 - netCarbCap * 4;
  if (!(fatKcal > 0)) return null;
  return {
    proteinGrams: Math.round(protein),
    carbsGrams: netCarbCap,
    fatGrams: Math.round(fatKcal / 9),
  };
}
