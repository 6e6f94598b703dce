export type Diet = "keto" | "paleo" | "mediterranean" | "vegan";
export type Goal = "fat-loss" | "maintenance" | "muscle-gain";
export type Meal = "breakfast" | "lunch" | "dinner";

/** One line of a recipe, for one serving. */
export interface MealIngredient {
  /** A key of the food table (`src/content/ingredients`). */
  food: string;
  /** What the reader measures, e.g. "3 large eggs" or "120 g". */
  amount: string;
  /** The weight the numbers are computed from; null for "to taste" lines, which count as nothing. */
  grams: number | null;
}

export interface MealIdea {
  /** Short dish name. */
  title: string;
  /** One sentence naming the main components. */
  description: string;
  /** One serving. Energy and macros are computed from these, never written by hand. */
  ingredients: MealIngredient[];
}

export type MealIdeas = Record<Diet, Record<Goal, Record<Meal, MealIdea[]>>>;
