// Apart from the maths, so the page's first load carries the labels alone.

export type Gender = "male" | "female";
export type Units = "imperial" | "metric";
export type ActivityLevel = "sedentary" | "moderate" | "active";
export type Goal = "fat-loss" | "maintenance" | "muscle-gain";
export type Formula = "harris-benedict" | "mifflin-st-jeor" | "katch-mcardle";
export type SplitKind = "percent" | "grams";

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
  { value: "katch-mcardle", label: "Katch-McArdle (from lean mass)" },
];

export const splitOptions: readonly { value: SplitKind; label: string }[] = [
  { value: "percent", label: "70 / 25 / 5 % of calories" },
  { value: "grams", label: "Keto by grams (from lean mass)" },
];
