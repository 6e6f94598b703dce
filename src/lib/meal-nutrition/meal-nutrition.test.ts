// @vitest-environment node
import { expect, test } from "vitest";
import type { Foods } from "~/content/ingredients/model";
import { mealNumbers } from "./meal-nutrition";

const source = { fdcId: 1, description: "test", checkedIn: ["A"] };
const foods: Foods = {
  egg: {
    name: "Eggs",
    aisle: "dairy-eggs",
    per100g: { kcal: 143, protein: 12.56, fat: 9.51, carbs: 0.72, fiber: 0 },
    source,
  },
  spinach: {
    name: "Spinach",
    aisle: "produce",
    per100g: { kcal: 23, protein: 2.86, fat: 0.39, carbs: 3.63, fiber: 2.2 },
    source,
  },
  mystery: { name: "Mystery sauce", aisle: "pantry", per100g: null, source: null },
  salt: { name: "Salt", aisle: "pantry", per100g: null, source: null },
};

const line = (food: string, amount: string, grams: number | null) => ({ food, amount, grams });

test.each([
  {
    name: "sums each weighed line's share of its per-100 g values",
    lines: [line("egg", "3 large eggs", 150), line("spinach", "60 g", 60)],
    // 214.5 + 13.8 kcal; 18.84 + 1.716 g protein; 14.265 + 0.234 g fat;
    // net carbs 1.08 + (2.178 − 1.32)
    expected: { kcal: 230, protein: 21, fat: 14, netCarbs: 2 },
  },
  {
    name: "counts a to-taste line as nothing, even for a food without values",
    lines: [line("egg", "2 large eggs", 100), line("salt", "salt, to taste", null)],
    expected: { kcal: 140, protein: 13, fat: 10, netCarbs: 1 },
  },
  {
    name: "shows nothing when a weighed food has no checked values",
    lines: [line("egg", "2 large eggs", 100), line("mystery", "2 tbsp", 30)],
    expected: null,
  },
])("mealNumbers $name", ({ lines, expected }) => {
  expect(mealNumbers(lines, foods)).toEqual(expected);
});

test("refuses a food the table does not have, naming it", () => {
  expect(() => mealNumbers([{ food: "unicorn", grams: 10 }], foods)).toThrow('"unicorn"');
});
