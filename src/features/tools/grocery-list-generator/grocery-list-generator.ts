import type { Diet, GroceryCategory } from "~/content/grocery-lists";

export const dietOptions: readonly { value: Diet; label: string }[] = [
  { value: "keto", label: "Keto" },
  { value: "paleo", label: "Paleo" },
  { value: "mediterranean", label: "Mediterranean" },
  { value: "vegan", label: "Vegan" },
];

export const DEFAULT_DIET: Diet = "keto";

/** Untrusted text (the `?diet=` parameter or a select's value): one of the four diets as spelled, else keto. */
export function parseDiet(value: string | null | undefined): Diet {
  return dietOptions.find((option) => option.value === value)?.value ?? DEFAULT_DIET;
}

export function dietLabel(diet: Diet): string {
  return dietOptions.find((option) => option.value === diet)?.label ?? diet;
}

export function storageKeyFor(diet: Diet): string {
  return `fast-and-fuel:grocery:${diet}`;
}

export function countItems(categories: readonly GroceryCategory[]): number {
  return categories.reduce((total, category) => total + category.items.length, 0);
}

/** The value may be missing, hand-edited or from an older list: anything but this list's item names is dropped. */
export function parseStoredChecks(raw: string | null, categories: readonly GroceryCategory[]): string[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const stored = new Set(parsed.filter((value): value is string => typeof value === "string"));
  return categories.flatMap((category) => category.items.filter((item) => stored.has(item)));
}

/** Null when nothing is ticked: the key is removed. */
export function serializeChecks(checked: readonly string[]): string | null {
  return checked.length > 0 ? JSON.stringify(checked) : null;
}

export function setChecked(checked: readonly string[], item: string, isChecked: boolean): string[] {
  const others = checked.filter((entry) => entry !== item);
  return isChecked ? [...others, item] : others;
}

export function formatListAsText(
  title: string,
  categories: readonly GroceryCategory[],
  checked: readonly string[],
): string {
  const ticked = new Set(checked);
  const sections = categories.map((category) =>
    [
      category.category,
      ...category.items.map((item) => (ticked.has(item) ? `- [x] ${item}` : `- ${item}`)),
    ].join("\n"),
  );
  return [title, ...sections].join("\n\n");
}
