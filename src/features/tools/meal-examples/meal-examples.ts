import { paths } from "~/config/paths";
import type { Diet, Goal, Meal } from "~/content/meal-ideas";

/** A choice in a select or tab list: the stored value and what the visitor reads. */
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

/** The label shown for `value`, or the value itself if it is not listed. */
export function labelFor<T extends string>(options: readonly Option<T>[], value: T): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/**
 * Where focus goes in a tab list when a key is pressed on tab `current`
 * (WAI-ARIA Authoring Practices, "Tabs": Left/Right wrap around, Home/End jump
 * to the ends). `count` is the number of tabs, at least 1. Returns undefined
 * for keys the tab list does not handle.
 */
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

/** The Grocery List Generator, opened on `diet`'s list (it reads `?diet=`). */
export function buildGroceryListLink(diet: Diet): string {
  return `${paths.tools}/grocery-list-generator?${new URLSearchParams({ diet }).toString()}`;
}
