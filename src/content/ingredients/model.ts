/** Where a food sits in a shop, for the week plan's shopping list. */
export type Aisle = "produce" | "meat-fish" | "dairy-eggs" | "bakery-grains" | "pantry" | "frozen";

/**
 * Energy and macronutrients per 100 g of the food as weighed in the recipe
 * (raw unless the name says cooked). `carbs` is carbohydrate by difference,
 * which includes fibre; net carbs are `carbs - fiber`.
 */
export interface Nutrients {
  kcal: number;
  protein: number;
  fat: number;
  carbs: number;
  fiber: number;
}

/**
 * The USDA FoodData Central (SR Legacy) record the values come from, and the
 * stored copies of that record they were checked against, so a reader can
 * look the food up and a reviewer can repeat the check.
 */
export interface FoodSource {
  fdcId: number;
  /** The record's description, exactly as FoodData Central words it. */
  description: string;
  /** Copies of the record the five values were matched against, e.g. "github:owner/repo path". */
  checkedIn: string[];
}

export interface Food {
  /** What the shopping list calls it, e.g. "Eggs". */
  name: string;
  aisle: Aisle;
  /** Null when no checked source was found: meals using it by weight show no numbers. */
  per100g: Nutrients | null;
  source: FoodSource | null;
  /** Optional household unit for the shopping list, from the record's portion data. */
  piece?: { label: string; grams: number };
}

export type Foods = Record<string, Food>;
