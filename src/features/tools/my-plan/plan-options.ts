import type { Aisle } from "~/content/ingredients/model";
import type { Diet, Goal, Meal, MealIngredient } from "~/content/meal-ideas/model";
import type { MealNumbers } from "~/lib/meal-nutrition/meal-nutrition";

// What the page needs before the plan's maths loads, including the formatting its prerendered view uses.

export type PlanId = "16-8" | "18-6" | "omad";

/** OMAD is booked as one hour, as the schedule tool does. */
export const eatingMinutes: Readonly<Record<PlanId, number>> = { "16-8": 8 * 60, "18-6": 6 * 60, omad: 60 };

export const DAYS = 7;
export const IDEAS_PER_MEAL = 5;

export const targetRanges = { kcal: { min: 1200, max: 5000 }, protein: { min: 20, max: 400 } } as const;

export interface PlanState {
  diet: Diet;
  goal: Goal;
  plan: PlanId;
  /** Minutes since midnight. */
  opens: number;
  kcal: number | null;
  protein: number | null;
  /** menu[day][slot]: which of the five ideas for that meal. */
  menu: number[][];
  locked: number[];
}

export type PlanIdeas = Record<Diet, Record<Goal, Record<Meal, PlanIdea[]>>>;
export interface PlanIdea {
  title: string;
  ingredients: Pick<MealIngredient, "food" | "grams">[];
}

export interface MealSlot {
  meal: Meal;
  /** May pass 1440 for a window crossing midnight. */
  at: number;
}

export interface PlannedMeal extends MealSlot {
  index: number;
  title: string;
  /** Null when a food in it has no checked values. */
  numbers: MealNumbers | null;
  facts: string;
}

export interface PlannedDay {
  meals: PlannedMeal[];
  scale: number;
  totals: MealNumbers | null;
  summary: { kcal: string; kcalTarget: string; macros: string; servings: string } | null;
}

export interface ShoppingItem {
  food: string;
  name: string;
  /** Rounded up to 5 g; null for "to taste" foods. */
  grams: number | null;
  pieces: { count: number; label: string } | null;
  amount: string;
}

export interface ShoppingGroup {
  aisle: Aisle;
  label: string;
  items: ShoppingItem[];
}

/** Computed by the loader for the default plan, in the browser for others. */
export interface PlanView {
  state: PlanState;
  week: PlannedDay[];
  shopping: ShoppingGroup[];
}

export const planOptions: readonly { value: PlanId; label: string }[] = [
  { value: "16-8", label: "16:8 — an 8-hour window" },
  { value: "18-6", label: "18:6 — a 6-hour window" },
  { value: "omad", label: "OMAD — one meal a day" },
];

export function formatClock(minutes: number): string {
  const clock = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(clock / 60)).padStart(2, "0")}:${String(clock % 60).padStart(2, "0")}`;
}
