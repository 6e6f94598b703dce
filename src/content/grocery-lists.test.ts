// @vitest-environment node
import { describe, expect, test } from "vitest";
import { type Diet, groceryLists } from "./grocery-lists";

const allItems = (diet: Diet) => groceryLists[diet].flatMap((category) => category.items);

describe("grocery lists", () => {
  test.each(Object.keys(groceryLists) as Diet[])(
    "%s names each item once, without spaces at either end",
    (diet) => {
      for (const { category, items } of groceryLists[diet]) {
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
