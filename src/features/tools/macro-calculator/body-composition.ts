// Body composition for the macro calculator: body fat from tape measures,
// lean mass, a resting rate from lean mass, and a keto split set in grams.
// Pure maths: the form and its text use it, and so will the week plan.

import type { Gender } from "./macro-options";

/**
 * Body fat the calculator accepts, in %: below about 3 % a man is at the
 * essential fat no one can lose; above 60 % the tape and lean-mass equations
 * have no data to stand on. Outside it, the figure is refused, not used.
 */
export const BODY_FAT_RANGE = { min: 3, max: 60 } as const;

/**
 * The standard error of the US Navy tape estimate against underwater
 * weighing in the study it comes from, in points of body fat: 3.52 for men,
 * 3.72 for women (Hodgdon & Beckett 1984). The page says the estimate is ± this.
 */
export const NAVY_STANDARD_ERROR: Readonly<Record<Gender, number>> = { male: 3.52, female: 3.72 };

/** Tape measures in centimetres: waist at the navel for men, at its narrowest for women; hips at their widest. */
export interface TapeMeasures {
  heightCm: number;
  neckCm: number;
  waistCm: number;
  /** Needed for women only. */
  hipCm?: number;
}

/**
 * Body fat % from tape measures, the US Navy method (Hodgdon JA, Beckett MB.
 * Prediction of percent body fat for U.S. Navy men and women from body
 * circumferences and height. Naval Health Research Center reports 84-11 and
 * 84-29, 1984): body density from log10 of the circumferences and height in
 * cm, men 1.032 − 0.191·log(waist − neck) + 0.155·log(height), women
 * 1.296 − 0.350·log(waist + hip − neck) + 0.221·log(height); then
 * Siri's body fat = 495 / density − 450. Null when the measures can't make
 * a density (the neck as wide as the waist, a woman without a hip measure).
 */
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

/** Lean (fat-free) mass in kg: the weight less its fat. */
export const leanMassKg = (weightKg: number, bodyFatPercent: number) => weightKg * (1 - bodyFatPercent / 100);

/**
 * Resting energy from lean mass, the Katch-McArdle equation: 370 + 21.6 ×
 * lean mass in kg, kcal/day, the same for women and men (McArdle WD, Katch FI,
 * Katch VL. Exercise Physiology: Nutrition, Energy, and Human Performance.
 * Lippincott Williams & Wilkins).
 */
export const katchMcArdleBmr = (leanKg: number) => 370 + 21.6 * leanKg;

/**
 * Protein per kg of lean mass the "keto by grams" split offers. Phinney and
 * the Virta Health team report that most people keep their lean mass on a
 * ketogenic diet with 1.5–1.75 g per kg of a reference weight that stands
 * for normal lean mass, never under 1.2 and up to 2.0 (virtahealth.com FAQ,
 * citing Phinney 1983 and Davis & Phinney 1990); the middle, 1.5, is the default.
 */
export const PROTEIN_PER_KG_LEAN = { options: [1.2, 1.5, 1.75, 2.0], default: 1.5 } as const;

/** The net-carb caps the split offers, g/day: 20 is the strictest keto start, 50 the loosest. */
export const NET_CARB_CAPS = [20, 30, 50] as const;
export type NetCarbCap = (typeof NET_CARB_CAPS)[number];

export interface GramsSplit {
  proteinGrams: number;
  carbsGrams: number;
  fatGrams: number;
}

/**
 * Keto by grams: protein from lean mass, a fixed net-carb cap, and fat for
 * the calories left (protein and carbs 4 kcal/g, fat 9), each rounded to a
 * gram. Null when protein and carbs alone reach the calories, which leaves
 * no plan to speak of.
 */
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
