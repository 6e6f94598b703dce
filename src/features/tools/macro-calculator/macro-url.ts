import { NET_CARB_CAPS, PROTEIN_PER_KG_LEAN } from "./body-composition";
import { PLAIN_DECIMAL, defaultFormValues, type MacroFormValues } from "./macro-form-values";
import { activityOptions, formulaOptions, goalOptions, splitOptions } from "./macro-options";

// The last result's inputs, so a shared link reopens with the result computed.

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
  bodyFat: "bf",
  split: "split",
  proteinPerKg: "protein",
  netCarbs: "carbs",
} as const satisfies Record<keyof MacroFormValues, string>;

/** Only the chosen unit system's measurements; body fat only when given; split settings only in grams. */
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
    ...(values.bodyFat.trim() !== "" && { [queryKeys.bodyFat]: values.bodyFat.trim() }),
    ...(values.split === "grams" && {
      [queryKeys.split]: values.split,
      [queryKeys.proteinPerKg]: values.proteinPerKg,
      [queryKeys.netCarbs]: values.netCarbs,
    }),
  };
}

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback;
}

/** Unknown choices take the defaults; a number only as a plain decimal, so `age=0x1E` reads as empty, not 30. */
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
    bodyFat: text(queryKeys.bodyFat),
    split: pick(
      query.get(queryKeys.split),
      splitOptions.map((o) => o.value),
      d.split,
    ),
    proteinPerKg: pick(
      query.get(queryKeys.proteinPerKg),
      PROTEIN_PER_KG_LEAN.options.map(String),
      d.proteinPerKg,
    ),
    netCarbs: pick(query.get(queryKeys.netCarbs), NET_CARB_CAPS.map(String), d.netCarbs),
  };
}
