export type Gender = "male" | "female";
export type Units = "imperial" | "metric";
export type ActivityLevel = "sedentary" | "moderate" | "active";
export type Goal = "fat-loss" | "maintenance" | "muscle-gain";
export type Formula = "harris-benedict" | "mifflin-st-jeor";

/** Exact conversion factors (international yard and pound, 1959). */
export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;

/** Under this many kcal a day, the result carries a caution. */
export const LOW_CALORIE_LIMIT = 1200;

/** Upper limits for plausible input; anything above is rejected as a typo. */
export const limits = {
  ageYears: 120,
  heightInches: 96, // 8 ft
  pounds: 1000,
  centimeters: 244, // ≈ 8 ft
  kilograms: 454, // ≈ 1,000 lb
} as const;

export const activityOptions: readonly { value: ActivityLevel; label: string; factor: number }[] = [
  { value: "sedentary", label: "Sedentary (little or no exercise)", factor: 1.2 },
  { value: "moderate", label: "Moderate (3-4x/week)", factor: 1.55 },
  { value: "active", label: "Active (5-6x/week or daily)", factor: 1.75 },
];

export const goalOptions: readonly { value: Goal; label: string; adjustment: number }[] = [
  { value: "fat-loss", label: "Fat loss", adjustment: -500 },
  { value: "maintenance", label: "Maintenance", adjustment: 0 },
  { value: "muscle-gain", label: "Muscle gain", adjustment: 300 },
];

export const formulaOptions: readonly { value: Formula; label: string }[] = [
  { value: "harris-benedict", label: "Harris-Benedict" },
  { value: "mifflin-st-jeor", label: "Mifflin-St Jeor" },
];

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

export interface MacroInputs {
  gender: Gender;
  ageYears: number;
  body: BodySize;
  activity: ActivityLevel;
  goal: Goal;
  formula: Formula;
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
 */
export function calculateBmr({ gender, ageYears, body, formula }: MacroInputs): number {
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
 */
export function calculateMacros(inputs: MacroInputs): MacroResult {
  const bmr = calculateBmr(inputs);
  const calories = Math.round(bmr * activityFactor(inputs.activity) + goalAdjustment(inputs.goal));
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

/** True when the calorie target is under 1,200 kcal/day. */
export function isLowCalorieTarget(result: Pick<MacroResult, "calories">): boolean {
  return result.calories < LOW_CALORIE_LIMIT;
}

// ---------------------------------------------------------------------------
// The form: text as typed, validation, unit switching and the URL query.

/** The form as typed (numbers as text). Both unit systems are kept; `units` picks one. */
export interface MacroFormValues {
  gender: Gender;
  units: Units;
  age: string;
  feet: string;
  inches: string;
  pounds: string;
  centimeters: string;
  kilograms: string;
  activity: ActivityLevel;
  goal: Goal;
  formula: Formula;
}

export const defaultFormValues: MacroFormValues = {
  gender: "male",
  units: "imperial",
  age: "",
  feet: "",
  inches: "",
  pounds: "",
  centimeters: "",
  kilograms: "",
  activity: "moderate",
  goal: "maintenance",
  formula: "harris-benedict",
};

/** A typed number, or NaN when the text is empty or not a finite number. */
function parseNumber(text: string): number {
  const trimmed = text.trim();
  if (trimmed === "") return Number.NaN;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}

const inRange = (value: number, min: number, max: number) => value >= min && value <= max;

function parseBody(values: MacroFormValues): BodySize | null {
  if (values.units === "metric") {
    const centimeters = parseNumber(values.centimeters);
    const kilograms = parseNumber(values.kilograms);
    if (!(centimeters > 0 && centimeters <= limits.centimeters)) return null;
    if (!(kilograms > 0 && kilograms <= limits.kilograms)) return null;
    return { units: "metric", centimeters, kilograms };
  }
  const feet = parseNumber(values.feet);
  const inches = parseNumber(values.inches);
  const pounds = parseNumber(values.pounds);
  if (!inRange(feet, 0, 8) || !(inches >= 0 && inches < 12)) return null;
  const total = feet * 12 + inches;
  if (!(total > 0 && total <= limits.heightInches)) return null;
  if (!(pounds > 0 && pounds <= limits.pounds)) return null;
  return { units: "imperial", feet, inches, pounds };
}

/**
 * Validates the form. Age must be a number over 0 and at most 120; feet and
 * inches numbers ≥ 0 with inches under 12 and a height over 0 and at most
 * 8 ft; weight over 0 and at most 1,000 lb. In metric: height over 0 and at
 * most 244 cm, weight over 0 and at most 454 kg. Returns null when any fails.
 */
export function parseMacroForm(values: MacroFormValues): MacroInputs | null {
  const ageYears = parseNumber(values.age);
  if (!(ageYears > 0 && ageYears <= limits.ageYears)) return null;
  const body = parseBody(values);
  if (!body) return null;
  const { gender, activity, goal, formula } = values;
  return { gender, ageYears, body, activity, goal, formula };
}

/**
 * Validates the form and calculates. Null for invalid input, and also when
 * the inputs give no positive calorie target at all (only possible with
 * implausible combinations, such as a 1 lb weight).
 */
export function evaluateMacroForm(
  values: MacroFormValues,
): { inputs: MacroInputs; result: MacroResult } | null {
  const inputs = parseMacroForm(values);
  if (!inputs) return null;
  const result = calculateMacros(inputs);
  return result.calories > 0 ? { inputs, result } : null;
}

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/**
 * Switches the form to `units`, converting the height and weight typed so far
 * (to one decimal; 1 in = 2.54 cm, 1 lb = 0.45359237 kg). A value that cannot
 * be read is cleared instead of converted.
 */
export function switchUnits(values: MacroFormValues, units: Units): MacroFormValues {
  if (values.units === units) return values;
  if (units === "metric") {
    const feet = parseNumber(values.feet);
    const inches = values.inches.trim() === "" ? 0 : parseNumber(values.inches);
    const pounds = parseNumber(values.pounds);
    const totalInches = feet * 12 + inches;
    return {
      ...values,
      units,
      centimeters: totalInches > 0 ? oneDecimal(totalInches * CM_PER_INCH) : "",
      kilograms: pounds > 0 ? oneDecimal(pounds * KG_PER_POUND) : "",
    };
  }
  const centimeters = parseNumber(values.centimeters);
  const kilograms = parseNumber(values.kilograms);
  let feet = "";
  let inches = "";
  if (centimeters > 0) {
    const totalInches = Math.round((centimeters / CM_PER_INCH) * 10) / 10;
    const wholeFeet = Math.floor(totalInches / 12);
    feet = String(wholeFeet);
    inches = oneDecimal(totalInches - wholeFeet * 12);
  }
  return {
    ...values,
    units,
    feet,
    inches,
    pounds: kilograms > 0 ? oneDecimal(kilograms / KG_PER_POUND) : "",
  };
}

/** The URL query keys for the form fields. */
const queryKeys = {
  gender: "gender",
  units: "units",
  age: "age",
  feet: "ft",
  inches: "in",
  pounds: "lb",
  centimeters: "cm",
  kilograms: "kg",
  activity: "activity",
  goal: "goal",
  formula: "formula",
} as const satisfies Record<keyof MacroFormValues, string>;

/** The form as URL query entries (only the chosen unit system's measurements). */
export function toMacroQuery(values: MacroFormValues): Record<string, string> {
  const measurements: Record<string, string> =
    values.units === "metric"
      ? { [queryKeys.centimeters]: values.centimeters.trim(), [queryKeys.kilograms]: values.kilograms.trim() }
      : {
          [queryKeys.feet]: values.feet.trim(),
          [queryKeys.inches]: values.inches.trim(),
          [queryKeys.pounds]: values.pounds.trim(),
        };
  return {
    [queryKeys.gender]: values.gender,
    [queryKeys.age]: values.age.trim(),
    [queryKeys.units]: values.units,
    ...measurements,
    [queryKeys.activity]: values.activity,
    [queryKeys.goal]: values.goal,
    [queryKeys.formula]: values.formula,
  };
}

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback;
}

/**
 * Reads the form back from a URL query. Null when the query has none of the
 * form's keys; unknown choices fall back to the defaults, missing numbers to "".
 */
export function readMacroQuery(query: URLSearchParams): MacroFormValues | null {
  if (!Object.values(queryKeys).some((key) => query.has(key))) return null;
  const text = (key: string) => query.get(key) ?? "";
  const d = defaultFormValues;
  return {
    gender: pick(query.get(queryKeys.gender), ["male", "female"], d.gender),
    units: pick(query.get(queryKeys.units), ["imperial", "metric"], d.units),
    age: text(queryKeys.age),
    feet: text(queryKeys.feet),
    inches: text(queryKeys.inches),
    pounds: text(queryKeys.pounds),
    centimeters: text(queryKeys.centimeters),
    kilograms: text(queryKeys.kilograms),
    activity: pick(
      query.get(queryKeys.activity),
      activityOptions.map((o) => o.value),
      d.activity,
    ),
    goal: pick(
      query.get(queryKeys.goal),
      goalOptions.map((o) => o.value),
      d.goal,
    ),
    formula: pick(
      query.get(queryKeys.formula),
      formulaOptions.map((o) => o.value),
      d.formula,
    ),
  };
}
