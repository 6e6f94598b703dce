// The macro calculator's maths: daily calories from a body, an activity level
// and a goal, split into keto macros. The form's text and checks are in
// macro-form.ts, its URL query in macro-url.ts.

import { gramsSplit, katchMcArdleBmr, leanMassKg, type NetCarbCap } from "./body-composition";
import {
  activityOptions,
  goalOptions,
  type ActivityLevel,
  type Formula,
  type Gender,
  type Goal,
} from "./macro-options";

export * from "./macro-options";

/** Exact conversion factors (international yard and pound, 1959). */
export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;

/**
 * The least a day's plan may hold, by sex: Harvard Health Publishing advises
 * that calorie intake should not fall below 1,200 kcal a day for women or
 * 1,500 for men except under a health professional's supervision ("Calorie
 * counting made easy"). A target under it is shown as an estimate, never as
 * a macro plan.
 */
export const safeCalorieFloor: Readonly<Record<Gender, number>> = { female: 1200, male: 1500 };

/**
 * Accepted input, in each unit system. Age: adults only (both equations were
 * derived from adults; Mifflin-St Jeor from people aged 19–78), whole years.
 * Height and weight: the range of adult bodies a dietitian would plan for,
 * the metric bounds being the imperial ones rounded to whole cm and kg.
 */
export const ranges = {
  age: { min: 18, max: 100 },
  /** Total inches (4 ft 0 in – 8 ft 0 in); feet are whole, inches under 12. */
  inches: { min: 48, max: 96 },
  pounds: { min: 66, max: 660 },
  centimeters: { min: 122, max: 244 },
  kilograms: { min: 30, max: 300 },
} as const;

/** The keto split: share of daily calories from each macro, and kcal per gram. */
export const macroSplit = {
  fat: { share: 0.7, kcalPerGram: 9 },
  protein: { share: 0.25, kcalPerGram: 4 },
  carbs: { share: 0.05, kcalPerGram: 4 },
} as const;

export type Macro = keyof typeof macroSplit;

/** Height and weight as entered, in the units chosen. */
export type BodySize =
  | { units: "imperial"; feet: number; inches: number; pounds: number }
  | { units: "metric"; centimeters: number; kilograms: number };

/** How calories become grams: the shares of `macroSplit`, or keto set in grams from lean mass. */
export type MacroSplitChoice =
  { kind: "percent" } | { kind: "grams"; proteinPerKgLean: number; netCarbs: NetCarbCap };

export interface MacroInputs {
  gender: Gender;
  ageYears: number;
  body: BodySize;
  activity: ActivityLevel;
  goal: Goal;
  formula: Formula;
  /** Known or estimated body fat, %; needed by Katch-McArdle and the split in grams. */
  bodyFatPercent: number | null;
  split: MacroSplitChoice;
}

export interface MacroResult {
  /** Basal metabolic rate, kcal/day, unrounded. */
  bmr: number;
  /** Daily calorie target, kcal, rounded to the nearest whole kcal. */
  calories: number;
  fatGrams: number;
  proteinGrams: number;
  carbsGrams: number;
}

/** Height in inches (imperial input is used as is; metric ÷ 2.54). */
export function toInches(body: BodySize): number {
  return body.units === "imperial" ? body.feet * 12 + body.inches : body.centimeters / CM_PER_INCH;
}

/** Weight in pounds (imperial input is used as is; metric ÷ 0.45359237). */
export function toPounds(body: BodySize): number {
  return body.units === "imperial" ? body.pounds : body.kilograms / KG_PER_POUND;
}

/** Height in centimeters (metric input is used as is; imperial inches × 2.54). */
export function toCentimeters(body: BodySize): number {
  return body.units === "metric" ? body.centimeters : (body.feet * 12 + body.inches) * CM_PER_INCH;
}

/** Weight in kilograms (metric input is used as is; imperial pounds × 0.45359237). */
export function toKilograms(body: BodySize): number {
  return body.units === "metric" ? body.kilograms : body.pounds * KG_PER_POUND;
}

/**
 * Basal metabolic rate in kcal/day.
 *
 * Harris-Benedict in its common imperial form (weight in lb, height in in,
 * age in years): male 66 + 6.23·lb + 12.7·in − 6.8·age; female
 * 655 + 4.35·lb + 4.7·in − 4.7·age. Source: Harris JA, Benedict FG. A
 * Biometric Study of Human Basal Metabolism. PNAS 1918;4(12):370-373.
 *
 * Mifflin-St Jeor (kg, cm, years): 10·kg + 6.25·cm − 5·age, + 5 for men,
 * − 161 for women. Source: Mifflin MD et al. A new predictive equation for
 * resting energy expenditure in healthy individuals. Am J Clin Nutr
 * 1990;51(2):241-247.
 *
 * Katch-McArdle (lean mass from body fat %): see `katchMcArdleBmr`. Without
 * a body fat figure it cannot run; the form refuses that before it gets here.
 */
export function calculateBmr({ gender, ageYears, body, formula, bodyFatPercent }: MacroInputs): number {
  if (formula === "katch-mcardle") {
    return katchMcArdleBmr(leanMassKg(toKilograms(body), bodyFatPercent ?? Number.NaN));
  }
  if (formula === "mifflin-st-jeor") {
    const base = 10 * toKilograms(body) + 6.25 * toCentimeters(body) - 5 * ageYears;
    return gender === "male" ? base + 5 : base - 161;
  }
  const pounds = toPounds(body);
  const inches = toInches(body);
  return gender === "male"
    ? 66 + 6.23 * pounds + 12.7 * inches - 6.8 * ageYears
    : 655 + 4.35 * pounds + 4.7 * inches - 4.7 * ageYears;
}

/** The activity multiplier: 1.2 sedentary, 1.55 moderate, 1.75 active. */
export function activityFactor(activity: ActivityLevel): number {
  return activityOptions.find((option) => option.value === activity)?.factor ?? 1.55;
}

/** The goal's kcal/day adjustment: −500 fat loss, 0 maintenance, +300 muscle gain. */
export function goalAdjustment(goal: Goal): number {
  return goalOptions.find((option) => option.value === goal)?.adjustment ?? 0;
}

/**
 * Daily calories and keto macros: BMR × activity factor + goal adjustment,
 * rounded to the nearest kcal; then grams = round(kcal × share ÷ kcal per
 * gram) for fat (70 %, 9 kcal/g), protein (25 %, 4 kcal/g) and carbs (5 %, 4 kcal/g).
 * With the split in grams: protein from lean mass, the net-carb cap, fat the
 * rest (`gramsSplit`); null grams there mean protein and carbs alone pass the target.
 */
export function calculateMacros(inputs: MacroInputs): MacroResult {
  const bmr = calculateBmr(inputs);
  const calories = Math.round(bmr * activityFactor(inputs.activity) + goalAdjustment(inputs.goal));
  const { split } = inputs;
  if (split.kind === "grams") {
    const lean = leanMassKg(toKilograms(inputs.body), inputs.bodyFatPercent ?? Number.NaN);
    const grams = gramsSplit(calories, lean, split.proteinPerKgLean, split.netCarbs);
    return { bmr, calories, ...(grams ?? { fatGrams: 0, proteinGrams: 0, carbsGrams: 0 }) };
  }
  const grams = (macro: Macro) =>
    Math.round((calories * macroSplit[macro].share) / macroSplit[macro].kcalPerGram);
  return {
    bmr,
    calories,
    fatGrams: grams("fat"),
    proteinGrams: grams("protein"),
    carbsGrams: grams("carbs"),
  };
}

let numberFormat: Intl.NumberFormat | undefined;

/** 1872 → "1,872": figures in US English, like the rest of the site. The
 * formatter is made on first use (the results' code loads with the first
 * result) and kept. */
export function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat("en-US");
  return numberFormat.format(value);
}

/** True when the target is under the safe floor for the person's sex: then it
 * is an estimate to take to a professional, not a plan. */
export function isBelowSafeFloor(inputs: Pick<MacroInputs, "gender">, result: Pick<MacroResult, "calories">) {
  return result.calories < safeCalorieFloor[inputs.gender];
}
