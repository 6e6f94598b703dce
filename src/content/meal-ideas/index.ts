/**
 * Meal ideas for the Meal Examples tool: five per diet, goal and meal of the
 * day (4 × 3 × 3 × 5 = 180). Read at build time by the route loader, so the
 * text ships as page data, not JavaScript.
 *
 * Every description is one sentence ending in a rough estimate, "— about
 * N kcal, N g protein.": lighter and protein-forward for fat loss, balanced
 * for maintenance, more energy and protein for muscle gain. The figures are
 * ballpark values for a typical portion, not measured nutrition data.
 */

import { ketoMealIdeas } from "./keto";
import { mediterraneanMealIdeas } from "./mediterranean";
import type { MealIdeas } from "./model";
import { paleoMealIdeas } from "./paleo";
import { veganMealIdeas } from "./vegan";

export type { Diet, Goal, Meal, MealIdea, MealIdeas } from "./model";

export const mealIdeas: MealIdeas = {
  keto: ketoMealIdeas,
  paleo: paleoMealIdeas,
  mediterranean: mediterraneanMealIdeas,
  vegan: veganMealIdeas,
};
