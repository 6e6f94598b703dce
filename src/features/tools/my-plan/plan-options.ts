import type { Aisle } from "~/content/ingredients/model";
import type { Diet, Goal, Meal, MealIngredient } from "~/content/meal-ideas/model";
import type { MealNumbers } from "~/lib/meal-nutrition/meal-nutrition";

// What the week plan's page needs before its maths loads: the plan's
// choices, limits and types, and the formatting its prerendered view uses.

export type PlanId = "16-8" | "18-6" | "omad";

/** Minutes of eating each plan allows; OMAD is booked as one hour, as the schedule tool does. */
export const eatingMinutes: Readonly<Record<PlanId, number>> = { "16-8": 8 * 60, "18-6": 6 * 60, omad: 60 };

export const DAYS = 7;
/** Ideas per diet, goal and meal in the meal examples. */
export const IDEAS_PER_MEAL = 5;

/** The daily targets a visitor may set; outside them the field says why. */
export const targetRanges = { kcal: { min: 1200, max: 5000 }, protein: { min: 20, max: 400 } } as const;

export interface PlanState {
  diet: Diet;
  goal: Goal;
  plan: PlanId;
  /** When the eating window opens, minutes since midnight. */
  opens: number;
  kcal: number | null;
  protein: number | null;
  /** menu[day][slot]: which of the five ideas for that meal. */
  menu: number[][];
  /** Days kept as they are when the menu is reshuffled. */
  locked: number[];
}

/** The meal ideas as the plan needs them: titles and weighed lines only. */
export type PlanIdeas = Record<Diet, Record<Goal, Record<Meal, PlanIdea[]>>>;
export interface PlanIdea {
  title: string;
  ingredients: Pick<MealIngredient, "food" | "grams">[];
}

export interface MealSlot {
  meal: Meal;
  /** When it is eaten, minutes since midnight (may pass 1440 for a window crossing midnight). */
  at: number;
}

export interface PlannedMeal extends MealSlot {
  /** Which of the five ideas for this meal. */
  index: number;
  title: string;
  /** One serving, or null when a food in it has no checked values. */
  numbers: MealNumbers | null;
  /** The serving's figures in words, as the page shows them. */
  facts: string;
}

export interface PlannedDay {
  meals: PlannedMeal[];
  /** Servings of every meal that day (see `portionScale`). */
  scale: number;
  /** The day at its scale, or null when a meal has no numbers. */
  totals: MealNumbers | null;
  /** The totals in words, each against its target: what the page shows. */
  summary: { kcal: string; kcalTarget: string; macros: string; servings: string } | null;
}

export interface ShoppingItem {
  food: string;
  name: string;
  /** Total weight over the week, rounded up to 5 g; null for "to taste" foods. */
  grams: number | null;
  /** How many of the food's household unit that is, rounded up, when it has one. */
  pieces: { count: number; label: string } | null;
  /** "450 g", "300 g (about 6 large eggs)", "to taste". */
  amount: string;
}

export interface ShoppingGroup {
  aisle: Aisle;
  label: string;
  items: ShoppingItem[];
}

/** Everything the page shows for one plan: computed by the loader for the default plan, in the browser for others. */
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
