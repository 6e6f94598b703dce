// @vitest-environment node
import { expect, test } from "vitest";
import { pickRandom, recommendedProductsQuery, relatedArticlesQuery, shuffle } from "./selection";

/** Cycles through fixed values, for deterministic shuffles. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
};

test("the related articles query: array-contains-any on the first 10 tags, limit maxShown*5+1 = 16", () => {
  const tags = Array.from({ length: 12 }, (_, i) => `t${i}`);
  expect(relatedArticlesQuery({ tags })).toEqual({
    collection: "articles",
    where: { field: "tags", op: "array-contains-any", values: tags.slice(0, 10) },
    limit: 16,
  });
  expect(relatedArticlesQuery({ tags: ["a"] }, 2)?.limit).toBe(11);
  // An article without tags has none.
  expect(relatedArticlesQuery({ tags: [] })).toBeNull();
});

test("the recommended products query: array-contains-any on productTags, skipped when none", () => {
  expect(recommendedProductsQuery(["joints", "collagen"])).toEqual({
    collection: "products",
    where: { field: "tags", op: "array-contains-any", values: ["joints", "collagen"] },
  });
  expect(recommendedProductsQuery(undefined)).toBeNull();
  expect(recommendedProductsQuery([])).toBeNull();
});

// What a store picks with them (the current article left out, the tag filter, the limit):
// builtin-store.test.ts.
test("shuffle is a permutation driven by the random source", () => {
  expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
  expect(shuffle([1, 2, 3, 4], () => 0.999)).toEqual([1, 2, 3, 4]);
  expect([...shuffle([1, 2, 3, 4, 5], sequence(0.3, 0.8, 0.1))].sort()).toEqual([1, 2, 3, 4, 5]);
});

test("pickRandom returns at most `count` distinct items", () => {
  const picked = pickRandom(["a", "b", "c", "d", "e"], 3, sequence(0.5, 0.2, 0.9));
  expect(picked).toHaveLength(3);
  expect(new Set(picked).size).toBe(3);
  expect(pickRandom(["a"], 3, Math.random)).toEqual(["a"]);
});
