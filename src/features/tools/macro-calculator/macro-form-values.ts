import type { ActivityLevel, Formula, Gender, Goal, SplitKind, Units } from "./macro-options";

// Part of the page's first load: the checks and the maths load later (macro-form.ts).

/** Numbers as text; both unit systems are kept, `units` picks one. */
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
  /** Typed or estimated from tape measures. */
  bodyFat: string;
  split: SplitKind;
  /** One of `PROTEIN_PER_KG_LEAN.options`, as text. */
  proteinPerKg: string;
  /** One of `NET_CARB_CAPS`, as text. */
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

/** Hex, "Infinity" and "1e2" are refused, from the fields and from a link alike. */
export const PLAIN_DECIMAL = /^(?:\d+(?:\.\d+)?|\.\d+)$/;

export type MacroField = "age" | "height" | "weight" | "bodyFat" | "split";
