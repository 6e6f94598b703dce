export type Diet = "keto" | "paleo" | "mediterranean" | "vegan";
export type Goal = "fat-loss" | "maintenance" | "muscle-gain";
export type Meal = "breakfast" | "lunch" | "dinner";

export interface MealIdea {
  /** Short dish name. */
  title: string;
  /** One sentence: main components, then "— about N kcal, N g protein." */
  description: string;
}

export type MealIdeas = Record<Diet, Record<Goal, Record<Meal, MealIdea[]>>>;
