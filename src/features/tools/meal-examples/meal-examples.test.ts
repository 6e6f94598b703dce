// @vitest-environment node
import { describe, expect, test } from "vitest";
import {
  buildGroceryListLink,
  dietOptions,
  goalOptions,
  labelFor,
  mealTabs,
  moveTabIndex,
} from "./meal-examples";

describe("moveTabIndex", () => {
  test.each([
    { current: 0, key: "ArrowRight", expected: 1 },
    { current: 2, key: "ArrowRight", expected: 0 },
    { current: 1, key: "ArrowLeft", expected: 0 },
    { current: 0, key: "ArrowLeft", expected: 2 },
    { current: 1, key: "Home", expected: 0 },
    { current: 0, key: "End", expected: 2 },
    { current: 1, key: "ArrowDown", expected: undefined },
    { current: 1, key: "Enter", expected: undefined },
  ])("$key on tab $current of 3 moves to $expected", ({ current, key, expected }) => {
    expect(moveTabIndex(current, key, 3)).toBe(expected);
  });
});

describe("labels", () => {
  test("name the diets, goals and meals as the page shows them", () => {
    expect(dietOptions.map((option) => option.label)).toEqual(["Keto", "Paleo", "Mediterranean", "Vegan"]);
    expect(goalOptions.map((option) => option.label)).toEqual(["Fat loss", "Maintenance", "Muscle gain"]);
    expect(mealTabs.map((option) => option.label)).toEqual(["Breakfast", "Lunch", "Dinner"]);
    expect(labelFor(goalOptions, "muscle-gain")).toBe("Muscle gain");
  });
});

describe("buildGroceryListLink", () => {
  test.each([
    ["keto", "/tools/grocery-list-generator?diet=keto"],
    ["vegan", "/tools/grocery-list-generator?diet=vegan"],
    ["mediterranean", "/tools/grocery-list-generator?diet=mediterranean"],
  ] as const)("links %s to %s", (diet, expected) => {
    expect(buildGroceryListLink(diet)).toBe(expected);
  });
});
