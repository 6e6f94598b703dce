import { BODY_FAT_RANGE, NET_CARB_CAPS, PROTEIN_PER_KG_LEAN, type NetCarbCap } from "./body-composition";
import {
  CM_PER_INCH,
  KG_PER_POUND,
  calculateMacros,
  isBelowSafeFloor,
  ranges,
  type BodySize,
  type MacroInputs,
  type MacroResult,
  type MacroSplitChoice,
  type Units,
} from "./macro-calculator";
import { PLAIN_DECIMAL, type MacroField, type MacroFormValues } from "./macro-form-values";

// Loaded once the page is idle (at the latest on the first press), so the first load stays light.

function parseNumber(text: string): number {
  const trimmed = text.trim();
  return PLAIN_DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const inRange = (value: number, { min, max }: { min: number; max: number }) => value >= min && value <= max;

export function fieldMessage(field: MacroField, units: Units): string {
  if (field === "bodyFat") {
    return `Body fat: enter ${BODY_FAT_RANGE.min} to ${BODY_FAT_RANGE.max} % — Katch-McArdle and the split in grams work from lean mass.`;
  }
  if (field === "split") {
    return "This split leaves no calories for fat: choose less protein per kg or a lower net-carb cap.";
  }
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

function parseImperialHeight(values: MacroFormValues): { feet: number; inches: number } | null {
  const feet = parseNumber(values.feet);
  const inches = parseNumber(values.inches);
  if (!Number.isInteger(feet) || !(inches >= 0 && inches < 12)) return null;
  return inRange(feet * 12 + inches, ranges.inches) ? { feet, inches } : null;
}

export type MacroFormCheck =
  { ok: true; inputs: MacroInputs } | { ok: false; errors: Partial<Record<MacroField, string>> };

/** Only the chosen unit system's fields count. */
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
  // Optional, but Katch-McArdle and the split in grams can't run without it.
  const bodyFat = values.bodyFat.trim() === "" ? null : parseNumber(values.bodyFat);
  const needsBodyFat = values.formula === "katch-mcardle" || values.split === "grams";
  if ((bodyFat === null && needsBodyFat) || (bodyFat !== null && !inRange(bodyFat, BODY_FAT_RANGE))) {
    errors.bodyFat = fieldMessage("bodyFat", values.units);
  }
  if (Object.keys(errors).length > 0 || !body) return { ok: false, errors };
  const { gender, activity, goal, formula } = values;
  return {
    ok: true,
    inputs: {
      gender,
      ageYears,
      body,
      activity,
      goal,
      formula,
      bodyFatPercent: bodyFat,
      split: splitOf(values),
    },
  };
}

/** A protein figure or carb cap from a link that isn't on offer takes the default. */
function splitOf(values: MacroFormValues): MacroSplitChoice {
  if (values.split !== "grams") return { kind: "percent" };
  const protein = Number(values.proteinPerKg);
  const carbs = Number(values.netCarbs);
  return {
    kind: "grams",
    proteinPerKgLean:
      PROTEIN_PER_KG_LEAN.options.find((option) => option === protein) ?? PROTEIN_PER_KG_LEAN.default,
    netCarbs: NET_CARB_CAPS.find((cap): cap is NetCarbCap => cap === carbs) ?? NET_CARB_CAPS[0],
  };
}

export type MacroEvaluation =
  | { kind: "plan"; inputs: MacroInputs; result: MacroResult }
  /** Under the safe floor: an estimate, not a plan; `maintenance` is without the goal's adjustment. */
  | { kind: "below-floor"; inputs: MacroInputs; result: MacroResult; maintenance: number }
  | { kind: "invalid"; errors: Partial<Record<MacroField, string>> };

export function evaluateMacroForm(values: MacroFormValues): MacroEvaluation {
  const checked = checkMacroForm(values);
  if (!checked.ok) return { kind: "invalid", errors: checked.errors };
  const { inputs } = checked;
  const result = calculateMacros(inputs);
  if (isBelowSafeFloor(inputs, result)) {
    const maintenance = calculateMacros({ ...inputs, goal: "maintenance" }).calories;
    return { kind: "below-floor", inputs, result, maintenance };
  }
  if (inputs.split.kind === "grams" && result.fatGrams <= 0) {
    return { kind: "invalid", errors: { split: fieldMessage("split", values.units) } };
  }
  return { kind: "plan", inputs, result };
}

const roundToTenth = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, value));

/** Rounding at an edge (48 in = 121.92 cm → 121.9) must not turn an accepted value into a refused one. */
function convert(value: number, factor: number, from: { min: number; max: number }, to: typeof from) {
  if (!(value > 0)) return "";
  const converted = roundToTenth(value * factor);
  return String(inRange(value, from) ? clamp(converted, to) : converted);
}

/** A value that cannot be read is cleared instead of converted. */
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
