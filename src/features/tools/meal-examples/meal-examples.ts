import { paths } from "~/config/paths";
import type { Diet, Goal, Meal } from "~/content/meal-ideas";

export interface Option<T extends string> {
  value: T;
  label: string;
}

export const dietOptions: readonly Option<Diet>[] = [
  { value: "keto", label: "Keto" },
  { value: "paleo", label: "Paleo" },
  { value: "mediterranean", label: "Mediterranean" },
  { value: "vegan", label: "Vegan" },
];

export const goalOptions: readonly Option<Goal>[] = [
  { value: "fat-loss", label: "Fat loss" },
  { value: "maintenance", label: "Maintenance" },
  { value: "muscle-gain", label: "Muscle gain" },
];

export const mealTabs: readonly Option<Meal>[] = [
  { value: "breakfast", label: "Breakfast" },
  { value: "lunch", label: "Lunch" },
  { value: "dinner", label: "Dinner" },
];

export function labelFor<T extends string>(options: readonly Option<T>[], value: T): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** WAI-ARIA Authoring Practices, "Tabs": Left/Right wrap around, Home/End jump to the ends. */
export function moveTabIndex(current: number, key: string, count: number): number | undefined {
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}

export function buildGroceryListLink(diet: Diet): string {
  return `${paths.tools}/grocery-list-generator?${new URLSearchParams({ diet }).toString()}`;
}
