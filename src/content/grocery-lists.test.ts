// @vitest-environment node
import { describe, expect, test } from "vitest";
import { type Diet, groceryLists } from "./grocery-lists";

const allItems = (diet: Diet) => groceryLists[diet].flatMap((category) => category.items);

describe("grocery lists", () => {
  test("cover the four diets", () => {
    expect(Object.keys(groceryLists)).toEqual(["keto", "paleo", "mediterranean", "vegan"]);
  });

  test.each([
    ["keto", ["Proteins", "Fats & Oils", "Low-Carb Veggies", "Dairy", "Misc."]],
    ["paleo", ["Proteins", "Veggies & Fruits", "Healthy Fats", "Pantry"]],
    ["mediterranean", ["Proteins", "Whole Grains", "Vegetables", "Fats & Extras", "Fruits"]],
    ["vegan", ["Plant Proteins", "Vegetables", "Whole Grains", "Healthy Fats", "Fruits"]],
  ] as const)("%s has its categories in their fixed order", (diet, categories) => {
    expect(groceryLists[diet].map((entry) => entry.category)).toEqual(categories);
  });

  test.each(["keto", "paleo", "mediterranean", "vegan"] as const)(
    "%s has 6–12 items per category, each named once",
    (diet) => {
      for (const { category, items } of groceryLists[diet]) {
        expect(items.length, category).toBeGreaterThanOrEqual(6);
        expect(items.length, category).toBeLessThanOrEqual(12);
        for (const item of items) expect(item.trim(), category).toBe(item);
      }
      const items = allItems(diet).map((item) => item.toLowerCase());
      expect(new Set(items).size).toBe(items.length);
    },
  );

  test.each([
    [
      "vegan",
      /\b(beef|chicken|pork|turkey|bacon|salmon|tuna|sardines|shrimp|fish|eggs?|cheese|cream|honey|ghee|whey)\b|(?<!peanut )butter|greek yogurt|(?<!soy )milk/,
    ],
    [
      "paleo",
      /\b(rice|bread|pasta|oats|quinoa|beans|lentils|chickpeas|peanuts?|soy|tofu|cheese|yogurt|sugar|wheat)\b|(?<!coconut )milk/,
    ],
    [
      "keto",
      /\b(rice|bread|pasta|oats|quinoa|lentils|chickpeas|potato(es)?|sugar|honey|bananas?|apples?|dates)\b|(?<!green )beans/,
    ],
  ] as const)("%s lists nothing the diet leaves out", (diet, pattern) => {
    for (const item of allItems(diet)) expect(item.toLowerCase(), item).not.toMatch(pattern);
  });
});
