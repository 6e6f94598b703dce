// The form's text and checks are in macro-form.ts, its URL query in macro-url.ts.

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

/** Exact factors (international yard and pound, 1959). */
export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;

/** Harvard Health Publishing's floor: a target under it is an estimate, never a plan (decision 015). */
export const safeCalorieFloor: Readonly<Record<Gender, number>> = { female: 1200, male: 1500 };

/** Adults only, as both equations were derived from adults; see decision 015. */
export const ranges = {
  age: { min: 18, max: 100 },
  /** Total inches; feet are whole, inches under 12. */
  inches: { min: 48, max: 96 },
  pounds: { min: 66, max: 660 },
  centimeters: { min: 122, max: 244 },
  kilograms: { min: 30, max: 300 },
} as const;

export const macroSplit = {
  fat: { share: 0.7, kcalPerGram: 9 },
  protein: { share: 0.25, kcalPerGram: 4 },
  carbs: { share: 0.05, kcalPerGram: 4 },
} as const;

export type Macro = keyof typeof macroSplit;

export type BodySize =
  | { units: "imperial"; feet: number; inches: number; pounds: number }
  | { units: "metric"; centimeters: number; kilograms: number };

export type MacroSplitChoice =
  { kind: "percent" } | { kind: "grams"; proteinPerKgLean: number; netCarbs: NetCarbCap };

export interface MacroInputs {
  gender: Gender;
  ageYears: number;
  body: BodySize;
  activity: ActivityLevel;
  goal: Goal;
  formula: Formula;
  /** Needed by Katch-McArdle and by the split in grams. */
  bodyFatPercent: number | null;
  split: MacroSplitChoice;
}

export interface MacroResult {
  /** Unrounded. */
  bmr: number;
  calories: number;
  fatGrams: number;
  proteinGrams: number;
  carbsGrams: number;
}

export function toInches(body: BodySize): number {
  return body.units === "imperial" ? body.feet * 12 + body.inches : body.centimeters / CM_PER_INCH;
}

export function toPounds(body: BodySize): number {
  return body.units === "imperial" ? body.pounds : body.kilograms / KG_PER_POUND;
}

export function toCentimeters(body: BodySize): number {
  return body.units === "metric" ? body.centimeters : (body.feet * 12 + body.inches) * CM_PER_INCH;
}

export function toKilograms(body: BodySize): number {
  return body.units === "metric" ? body.kilograms : body.pounds * KG_PER_POUND;
}

/**
 * Harris-Benedict in its common imperial form (1918) or Mifflin-St Jeor (1990), both cited in the page's
 * method section; Katch-McArdle needs body fat, which the form requires before it gets here.
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

export function activityFactor(activity: ActivityLevel): number {
  return activityOptions.find((option) => option.value === activity)?.factor ?? 1.55;
}

export function goalAdjustment(goal: Goal): number {
  return goalOptions.find((option) => option.value === goal)?.adjustment ?? 0;
}

/** With the split in grams, null grams mean protein and carbs alone pass the target. */
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

/** Figures in US English, like the rest of the site; made on first use, with the first result. */
export function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat("en-US");
  return numberFormat.format(value);
}

export function isBelowSafeFloor(inputs: Pick<MacroInputs, "gender">, result: Pick<MacroResult, "calories">) {
  return result.calories < safeCalorieFloor[inputs.gender];
}
