// @vitest-environment node
import { expect, test } from "vitest";
import { foods } from ".";

const entries = Object.entries(foods);

test("every food with values names its FoodData Central record and the copies it was checked in", () => {
  for (const [id, food] of entries) {
    if (food.per100g === null) {
      expect(food.source, id).toBeNull();
      continue;
    }
    expect(food.source?.fdcId, id).toBeGreaterThan(100000);
    expect(food.source?.description, id).not.toBe("");
    expect(food.source?.checkedIn.length, id).toBeGreaterThanOrEqual(1);
  }
});

// A typo in a copied value shows as energy that the macros cannot explain.
// General Atwater factors (4/9/4, 2 for fibre) differ from the specific ones
// FoodData Central uses by a few per cent; anything further is looked at.
test("each food's energy agrees with its macros", () => {
  for (const [id, food] of entries) {
    const values = food.per100g;
    if (!values) continue;
    const expected =
      4 * values.protein + 9 * values.fat + 4 * (values.carbs - values.fiber) + 2 * values.fiber;
    expect(
      Math.abs(values.kcal - expected),
      `${id}: ${values.kcal} kcal vs ${expected.toFixed(0)}`,
    ).toBeLessThanOrEqual(Math.max(12, values.kcal * 0.12));
    expect(values.fiber, id).toBeLessThanOrEqual(values.carbs);
    expect(values.protein + values.fat + values.carbs, id).toBeLessThanOrEqual(100.5);
  }
});
