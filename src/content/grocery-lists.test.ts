// @vitest-environment node
import { expect, test } from "vitest";
import { type Diet, groceryLists } from "./grocery-lists";

const allItems = (diet: Diet) => groceryLists[diet].flatMap((category) => category.items);

const leftOut = {
  vegan:
    /\b(beef|chicken|pork|turkey|bacon|salmon|tuna|sardines|shrimp|fish|eggs?|cheese|cream|honey|ghee|whey)\b|(?<!peanut )butter|greek yogurt|(?<!soy )milk/,
  paleo:
    /\b(rice|bread|pasta|oats|quinoa|beans|lentils|chickpeas|peanuts?|soy|tofu|cheese|yogurt|sugar|wheat)\b|(?<!coconut )milk/,
  keto: /\b(rice|bread|pasta|oats|quinoa|lentils|chickpeas|potato(es)?|sugar|honey|bananas?|apples?|dates)\b|(?<!green )beans/,
} satisfies Partial<Record<Diet, RegExp>>;

const diets = Object.keys(groceryLists) as Diet[];
test.each(diets)("the %s grocery list names each item once, without spaces at either end", (diet) => {
  for (const { category, items } of groceryLists[diet]) {
    for (const item of items) expect(item.trim(), category).toBe(item);
  }
  const items = allItems(diet).map((item) => item.toLowerCase());
  expect(new Set(items).size).toBe(items.length);
});

test.each(Object.entries(leftOut))("the %s grocery list has nothing the diet leaves out", (diet, pattern) => {
  for (const item of allItems(diet as Diet)) expect(item.toLowerCase(), item).not.toMatch(pattern);
});
