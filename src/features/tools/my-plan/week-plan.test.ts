// @vitest-environment node
import { describe, expect, test } from "vitest";
import type { Foods } from "~/content/ingredients/model";
import type { PlanId } from "./plan-options";
import {
  againstTarget,
  defaultMenu,
  formatGrams,
  mealSlots,
  portionScale,
  reshuffleMenu,
  shoppingList,
  swapMeal,
} from "./week-plan";

const at = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  return hours * 60 + minutes;
};

describe("mealSlots", () => {
  test.each([
    { plan: "16-8", opens: "12:00", meals: ["lunch@12:00", "dinner@19:00"] },
    { plan: "16-8", opens: "07:00", meals: ["breakfast@07:00", "lunch@14:00"] },
    { plan: "16-8", opens: "09:00", meals: ["breakfast@09:00", "dinner@16:00"] },
    { plan: "18-6", opens: "12:00", meals: ["lunch@12:00", "dinner@17:00"] },
    // Both meals fall in the morning: the second becomes lunch.
    { plan: "18-6", opens: "05:00", meals: ["breakfast@05:00", "lunch@10:00"] },
    // Both in the evening: lunch and dinner, never two dinners.
    { plan: "16-8", opens: "17:00", meals: ["lunch@17:00", "dinner@24:00"] },
    { plan: "omad", opens: "18:00", meals: ["dinner@18:00"] },
    { plan: "omad", opens: "08:00", meals: ["breakfast@08:00"] },
  ] as { plan: PlanId; opens: string; meals: string[] }[])(
    "$plan opening at $opens holds $meals",
    ({ plan, opens, meals }) => {
      const text = mealSlots(plan, at(opens)).map(
        (slot) =>
          `${slot.meal}@${String(Math.floor(slot.at / 60)).padStart(2, "0")}:${String(slot.at % 60).padStart(2, "0")}`,
      );
      expect(text).toEqual(meals);
    },
  );
});

const noRepeatOnConsecutiveDays = (menu: number[][]) =>
  menu.every((day, index) => index === 0 || day.every((pick, slot) => pick !== menu[index - 1]?.[slot]));

describe("menu", () => {
  test("the default menu never serves a meal two days running", () => {
    for (const slots of [1, 2]) {
      const menu = defaultMenu(slots);
      expect(menu).toHaveLength(7);
      expect(noRepeatOnConsecutiveDays(menu)).toBe(true);
    }
  });

  test("swapping moves one meal of one day to the next idea, wrapping after the fifth", () => {
    const menu = [[4, 0], ...defaultMenu(2).slice(1)];
    const swapped = swapMeal(menu, 0, 0);
    expect(swapped[0]).toEqual([0, 0]);
    expect(swapped.slice(1)).toEqual(menu.slice(1));
  });

  test("reshuffling keeps locked days and never repeats a meal on the next day", () => {
    const menu = defaultMenu(2);
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let run = 0; run < 50; run += 1) {
      const next = reshuffleMenu(menu, [0, 3], random);
      expect(next[0]).toEqual(menu[0]);
      expect(next[3]).toEqual(menu[3]);
      expect(noRepeatOnConsecutiveDays(next.slice(0, 3))).toBe(true);
      expect(noRepeatOnConsecutiveDays(next.slice(4))).toBe(true);
    }
  });
});

describe("portionScale", () => {
  test.each([
    { day: 1000, target: null, scale: 1 },
    { day: 1000, target: 1800, scale: 1.75 },
    { day: 1000, target: 1120, scale: 1 },
    { day: 1000, target: 1130, scale: 1.25 },
    { day: 400, target: 2400, scale: 2.5 },
    { day: 2000, target: 800, scale: 0.5 },
  ])("a $day kcal day for a $target kcal target is scaled ×$scale", ({ day, target, scale }) => {
    expect(portionScale(day, target)).toBe(scale);
  });
});

describe("againstTarget", () => {
  test.each([
    { value: 1500, target: null, text: "" },
    { value: 1500, target: 1600, text: " (target 1,600 kcal: on target)" },
    { value: 1440, target: 1600, text: " (target 1,600 kcal: on target)" },
    { value: 1430, target: 1600, text: " (target 1,600 kcal: 170 kcal under)" },
    { value: 1900, target: 1600, text: " (target 1,600 kcal: 300 kcal over)" },
  ])("$value kcal against $target", ({ value, target, text }) => {
    expect(againstTarget(value, target, "kcal")).toBe(text);
  });
});

describe("shoppingList", () => {
  const source = { fdcId: 1, description: "test", checkedIn: ["A"] };
  const per100g = { kcal: 100, protein: 10, fat: 5, carbs: 1, fiber: 0 };
  const foods: Foods = {
    egg: { name: "Eggs", aisle: "dairy-eggs", per100g, source, piece: { label: "large eggs", grams: 50 } },
    spinach: { name: "Spinach", aisle: "produce", per100g, source },
    butter: { name: "Butter", aisle: "dairy-eggs", per100g, source },
    salt: { name: "Salt", aisle: "pantry", per100g: null, source: null },
  };

  test("merges the week's lines per food, scaled by each day, by aisle in shop order", () => {
    const list = shoppingList(
      [
        {
          scale: 1,
          lines: [
            { food: "egg", grams: 150 },
            { food: "spinach", grams: 60 },
            { food: "salt", grams: null },
          ],
        },
        {
          scale: 1.5,
          lines: [
            { food: "egg", grams: 100 },
            { food: "butter", grams: 4.7 },
          ],
        },
      ],
      foods,
    );
    expect(list).toEqual([
      {
        aisle: "produce",
        label: "Fruit & vegetables",
        items: [{ food: "spinach", name: "Spinach", grams: 60, pieces: null, amount: "60 g" }],
      },
      {
        aisle: "dairy-eggs",
        label: "Dairy & eggs",
        items: [
          { food: "butter", name: "Butter", grams: 10, pieces: null, amount: "10 g" },
          {
            food: "egg",
            name: "Eggs",
            grams: 300,
            pieces: { count: 6, label: "large eggs" },
            amount: "300 g (about 6 large eggs)",
          },
        ],
      },
      {
        aisle: "pantry",
        label: "Pantry",
        items: [{ food: "salt", name: "Salt", grams: null, pieces: null, amount: "to taste" }],
      },
    ]);
  });

  test.each([
    [450, "450 g"],
    [1250, "1.25 kg"],
    [2000, "2 kg"],
  ])("writes %i g as %s", (grams, text) => {
    expect(formatGrams(grams)).toBe(text);
  });
});
