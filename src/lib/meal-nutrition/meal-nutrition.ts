import type { Food, Foods } from "~/content/ingredients/model";
import type { Diet, Goal, Meal, MealIdea, MealIdeas, MealIngredient } from "~/content/meal-ideas/model";

/** Rounded for display: kcal to 10, grams to 1. */
export interface MealNumbers {
  kcal: number;
  protein: number;
  fat: number;
  /** What a keto reader counts. */
  netCarbs: number;
}

export interface MealCard {
  title: string;
  description: string;
  numbers: MealNumbers | null;
  ingredients: { amount: string; fdcId: number | null }[];
}

export type MealCards = Record<Diet, Record<Goal, Record<Meal, MealCard[]>>>;

export function fdcUrl(fdcId: number): string {
  return `https://fdc.nal.usda.gov/food-details/${fdcId}/nutrients`;
}

function foodOf(foods: Foods, line: Pick<MealIngredient, "food">): Food {
  const food = foods[line.food];
  if (!food) throw new Error(`Unknown food "${line.food}" in a meal idea`);
  return food;
}

/** Null when a weighed line's food has no checked values: a partly counted meal would understate itself,
 * so it shows no number rather than a wrong one. */
export function sumIngredients(lines: readonly Pick<MealIngredient, "food" | "grams">[], foods: Foods) {
  const total = { kcal: 0, protein: 0, fat: 0, carbs: 0, fiber: 0 };
  for (const line of lines) {
    const food = foodOf(foods, line);
    if (line.grams === null) continue;
    if (!food.per100g) return null;
    const share = line.grams / 100;
    for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += food.per100g[key] * share;
  }
  return total;
}

export function roundNumbers(
  total: NonNullable<ReturnType<typeof sumIngredients>>,
  servings = 1,
): MealNumbers {
  return {
    kcal: Math.round((total.kcal * servings) / 10) * 10,
    protein: Math.round(total.protein * servings),
    fat: Math.round(total.fat * servings),
    netCarbs: Math.max(0, Math.round((total.carbs - total.fiber) * servings)),
  };
}

export function mealNumbers(
  lines: readonly Pick<MealIngredient, "food" | "grams">[],
  foods: Foods,
): MealNumbers | null {
  const total = sumIngredients(lines, foods);
  return total ? roundNumbers(total) : null;
}

export function mealCard(idea: MealIdea, foods: Foods): MealCard {
  return {
    title: idea.title,
    description: idea.description,
    numbers: mealNumbers(idea.ingredients, foods),
    ingredients: idea.ingredients.map((line) => ({
      amount: line.amount,
      fdcId: line.grams === null ? null : (foodOf(foods, line).source?.fdcId ?? null),
    })),
  };
}

export function mealCards(ideas: MealIdeas, foods: Foods): MealCards {
  const mapValues = <K extends string, A, B>(record: Record<K, A>, map: (value: A) => B) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value as A)])) as Record<K, B>;
  return mapValues(ideas, (byGoal) =>
    mapValues(byGoal, (byMeal) => mapValues(byMeal, (list) => list.map((idea) => mealCard(idea, foods)))),
  );
}
