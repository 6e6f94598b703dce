export type Gender = "male" | "female";
export type Units = "imperial" | "metric";
export type ActivityLevel = "sedentary" | "moderate" | "active";
export type Goal = "fat-loss" | "maintenance" | "muscle-gain";
export type Formula = "harris-benedict" | "mifflin-st-jeor";

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

/** True when the target is under the safe floor for the person's sex: then it
 * is an estimate to take to a professional, not a plan. */
export function isBelowSafeFloor(inputs: Pick<MacroInputs, "gender">, result: Pick<MacroResult, "calories">) {
  return result.calories < safeCalorieFloor[inputs.gender];
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

/** Digits with an optional decimal part: what the number fields hold once a
 * value is valid, minus what nobody types for a body (sign, exponent). Hex,
 * "Infinity" and "1e2" are refused, from the fields and from a link alike. */
const PLAIN_DECIMAL = /^(?:\d+(?:\.\d+)?|\.\d+)$/;

/** A typed number, or NaN when the text is not a plain decimal. */
function parseNumber(text: string): number {
  const trimmed = text.trim();
  return PLAIN_DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const inRange = (value: number, { min, max }: { min: number; max: number }) => value >= min && value <= max;

/** The three things the form asks for; an error names one of them. */
export type MacroField = "age" | "height" | "weight";

/** The inline message for each field, naming it and its range. */
export function fieldMessage(field: MacroField, units: Units): string {
  if (field === "age") {
    return `Age: enter whole years from ${ranges.age.min} to ${ranges.age.max} — these formulas are for adults.`;
  }
  if (units === "metric") {
    const { min, max } = field === "height" ? ranges.centimeters : ranges.kilograms;
    return field === "height" ? `Height: enter ${min} to ${max} cm.` : `Weight: enter ${min} to ${max} kg.`;
  }
  if (field === "height") {
    const feetAndInches = (total: number) => `${Math.floor(total / 12)} ft ${total % 12} in`;
    return `Height: enter ${feetAndInches(ranges.inches.min)} to ${feetAndInches(ranges.inches.max)} — whole feet, and inches under 12.`;
  }
  return `Weight: enter ${ranges.pounds.min} to ${ranges.pounds.max} lbs.`;
}

/** Feet and inches, or null when they don't make a height in range. */
function parseImperialHeight(values: MacroFormValues): { feet: number; inches: number } | null {
  const feet = parseNumber(values.feet);
  const inches = parseNumber(values.inches);
  if (!Number.isInteger(feet) || !(inches >= 0 && inches < 12)) return null;
  return inRange(feet * 12 + inches, ranges.inches) ? { feet, inches } : null;
}

export type MacroFormCheck =
  { ok: true; inputs: MacroInputs } | { ok: false; errors: Partial<Record<MacroField, string>> };

/**
 * Validates the form against `ranges` in the chosen unit system: age whole
 * years 18–100; height 4 ft 0 in – 8 ft 0 in (whole feet, inches under 12)
 * or 122–244 cm; weight 66–660 lb or 30–300 kg. Every failing field gets its
 * message; only the chosen unit system's fields count.
 */
export function checkMacroForm(values: MacroFormValues): MacroFormCheck {
  const errors: Partial<Record<MacroField, string>> = {};
  const ageYears = parseNumber(values.age);
  if (!Number.isInteger(ageYears) || !inRange(ageYears, ranges.age)) {
    errors.age = fieldMessage("age", values.units);
  }
  let body: BodySize | null = null;
  if (values.units === "metric") {
    const centimeters = parseNumber(values.centimeters);
    const kilograms = parseNumber(values.kilograms);
    if (!inRange(centimeters, ranges.centimeters)) errors.height = fieldMessage("height", "metric");
    if (!inRange(kilograms, ranges.kilograms)) errors.weight = fieldMessage("weight", "metric");
    body = { units: "metric", centimeters, kilograms };
  } else {
    const height = parseImperialHeight(values);
    const pounds = parseNumber(values.pounds);
    if (!height) errors.height = fieldMessage("height", "imperial");
    if (!inRange(pounds, ranges.pounds)) errors.weight = fieldMessage("weight", "imperial");
    if (height) body = { units: "imperial", ...height, pounds };
  }
  if (Object.keys(errors).length > 0 || !body) return { ok: false, errors };
  const { gender, activity, goal, formula } = values;
  return { ok: true, inputs: { gender, ageYears, body, activity, goal, formula } };
}

/** What a press of Calculate (or a shared link) shows. */
export type MacroEvaluation =
  | { kind: "plan"; inputs: MacroInputs; result: MacroResult }
  /** A target under the safe floor: an estimate, not a plan. `maintenance` is
   * the estimate without the goal's adjustment. */
  | { kind: "below-floor"; inputs: MacroInputs; result: MacroResult; maintenance: number }
  | { kind: "invalid"; errors: Partial<Record<MacroField, string>> };

/** Validates the form and calculates. */
export function evaluateMacroForm(values: MacroFormValues): MacroEvaluation {
  const checked = checkMacroForm(values);
  if (!checked.ok) return { kind: "invalid", errors: checked.errors };
  const { inputs } = checked;
  const result = calculateMacros(inputs);
  if (!isBelowSafeFloor(inputs, result)) return { kind: "plan", inputs, result };
  const maintenance = calculateMacros({ ...inputs, goal: "maintenance" }).calories;
  return { kind: "below-floor", inputs, result, maintenance };
}

const roundToTenth = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, value));

/** A converted measurement as text, to one decimal. When the value typed was
 * in range, the result is kept in range too: rounding at an edge (48 in =
 * 121.92 cm → 121.9) must not turn an accepted value into a refused one. */
function convert(value: number, factor: number, from: { min: number; max: number }, to: typeof from) {
  if (!(value > 0)) return "";
  const converted = roundToTenth(value * factor);
  return String(inRange(value, from) ? clamp(converted, to) : converted);
}

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
    return {
      ...values,
      units,
      centimeters: convert(feet * 12 + inches, CM_PER_INCH, ranges.inches, ranges.centimeters),
      kilograms: convert(parseNumber(values.pounds), KG_PER_POUND, ranges.pounds, ranges.kilograms),
    };
  }
  // "" (nothing to convert) reads as 0, which leaves feet and inches empty.
  const totalInches = Number(
    convert(parseNumber(values.centimeters), 1 / CM_PER_INCH, ranges.centimeters, ranges.inches),
  );
  const wholeFeet = Math.floor(totalInches / 12);
  return {
    ...values,
    units,
    feet: totalInches > 0 ? String(wholeFeet) : "",
    inches: totalInches > 0 ? String(roundToTenth(totalInches - wholeFeet * 12)) : "",
    pounds: convert(parseNumber(values.kilograms), 1 / KG_PER_POUND, ranges.kilograms, ranges.pounds),
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
/**
 * Reads the form back from a URL query. Null when the query has none of the
 * form's keys; unknown choices fall back to the defaults. A number is kept
 * only when it is a plain decimal, so the fields show exactly what is
 * calculated: `age=0x1E` reads as an empty age, not as 30.
 */
export function readMacroQuery(query: URLSearchParams): MacroFormValues | null {
  if (!Object.values(queryKeys).some((key) => query.has(key))) return null;
  const text = (key: string) => {
    const value = (query.get(key) ?? "").trim();
    return PLAIN_DECIMAL.test(value) ? value : "";
  };
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
