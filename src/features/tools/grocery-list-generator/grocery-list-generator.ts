import type { Diet, GroceryCategory } from "~/content/grocery-lists";

export const dietOptions: readonly { value: Diet; label: string }[] = [
  { value: "keto", label: "Keto" },
  { value: "paleo", label: "Paleo" },
  { value: "mediterranean", label: "Mediterranean" },
  { value: "vegan", label: "Vegan" },
];

export const DEFAULT_DIET: Diet = "keto";

/**
 * Reads a diet from untrusted text (the `?diet=` query parameter or a select's
 * value): one of the four diets, exactly as spelled in the URL, else keto.
 */
export function parseDiet(value: string | null | undefined): Diet {
  return dietOptions.find((option) => option.value === value)?.value ?? DEFAULT_DIET;
}

/** The visible name of a diet, e.g. "Mediterranean". */
export function dietLabel(diet: Diet): string {
  return dietOptions.find((option) => option.value === diet)?.label ?? diet;
}

/** The localStorage key holding one diet's ticked items. */
export function storageKeyFor(diet: Diet): string {
  return `fast-and-fuel:grocery:${diet}`;
}

/** How many items a list holds in all. */
export function countItems(categories: readonly GroceryCategory[]): number {
  return categories.reduce((total, category) => total + category.items.length, 0);
}

/**
 * Turns a stored value back into ticked items. The value may be missing,
 * hand-edited or left over from an older list, so anything that is not a
 * JSON array of this list's item names is dropped. Returns the ticked items
 * in list order, each once.
 */
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

/** The value to store for `checked`, or null when nothing is ticked (remove the key). */
export function serializeChecks(checked: readonly string[]): string | null {
  return checked.length > 0 ? JSON.stringify(checked) : null;
}

/**
 * Ticks or unticks `item`. Returns a new list (the input is not changed) in
 * which `item` appears at most once.
 */
export function setChecked(checked: readonly string[], item: string, isChecked: boolean): string[] {
  const others = checked.filter((entry) => entry !== item);
  return isChecked ? [...others, item] : others;
}

/**
 * The list as plain text for the clipboard: a title line, then per category
 * a heading and "- item" lines, with ticked items marked "- [x] item".
 * Categories are separated by a blank line.
 */
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
