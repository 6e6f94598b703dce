import type { ActivityLevel, Formula, Gender, Goal, SplitKind, Units } from "./macro-options";

// What the macro form holds, as typed. Part of the page's first load: the
// checks and the maths load later (macro-form.ts).

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
  /** Optional: body fat %, typed or estimated from tape measures. */
  bodyFat: string;
  split: SplitKind;
  /** Grams of protein per kg of lean mass, one of `PROTEIN_PER_KG_LEAN.options` as text. */
  proteinPerKg: string;
  /** Net carbs a day in grams, one of `NET_CARB_CAPS` as text. */
  netCarbs: string;
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
  bodyFat: "",
  split: "percent",
  proteinPerKg: "1.5",
  netCarbs: "20",
};

/** Digits with an optional decimal part: what the number fields hold once a
 * value is valid, minus what nobody types for a body (sign, exponent). Hex,
 * "Infinity" and "1e2" are refused, from the fields and from a link alike. */
export const PLAIN_DECIMAL = /^(?:\d+(?:\.\d+)?|\.\d+)$/;

/** The things the form checks; an error names one of them. */
export type MacroField = "age" | "height" | "weight" | "bodyFat" | "split";
