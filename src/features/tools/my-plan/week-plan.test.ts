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

test.each([
  ["16-8", "12:00", "lunch@12:00 dinner@19:00"],
  ["16-8", "09:00", "breakfast@09:00 dinner@16:00"],
  ["18-6", "12:00", "lunch@12:00 dinner@17:00"],
  // Both meals fall in the morning: the second becomes lunch.
  ["18-6", "05:00", "breakfast@05:00 lunch@10:00"],
  // Both in the evening: lunch and dinner, never two dinners.
  ["16-8", "17:00", "lunch@17:00 dinner@24:00"],
  ["omad", "18:00", "dinner@18:00"],
] as [PlanId, string, string][])("mealSlots: %s opening at %s holds %s", (plan, opens, meals) => {
  const clock = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  const slots = mealSlots(plan, at(opens)).map((slot) => `${slot.meal}@${clock(slot.at)}`);
  expect(slots).toEqual(meals.split(" "));
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

test.each([
  [1000, null, 1],
  [1000, 1120, 1],
  [1000, 1130, 1.25],
  [400, 2400, 2.5],
  [2000, 800, 0.5],
])("portionScale: a %i kcal day for a %s kcal target is scaled ×%s", (day, target, scale) => {
  expect(portionScale(day, target)).toBe(scale);
});

test.each([
  [1500, null, ""],
  [1440, 1600, " (target 1,600 kcal: on target)"],
  [1430, 1600, " (target 1,600 kcal: 170 kcal under)"],
  [1900, 1600, " (target 1,600 kcal: 300 kcal over)"],
])("againstTarget: %i kcal against %s", (value, target, text) => {
  expect(againstTarget(value, target, "kcal")).toBe(text);
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
    const day = (scale: number, lines: Record<string, number | null>) => ({
      scale,
      lines: Object.entries(lines).map(([food, grams]) => ({ food, grams })),
    });
    const week = [day(1, { egg: 150, spinach: 60, salt: null }), day(1.5, { egg: 100, butter: 4.7 })];
    const itemTexts = (items: { name: string; amount: string }[]) =>
      items.map(({ name, amount }) => `${name}: ${amount}`);
    expect(shoppingList(week, foods).map(({ label, items }) => [label, itemTexts(items)])).toEqual([
      ["Fruit & vegetables", ["Spinach: 60 g"]],
      ["Dairy & eggs", ["Butter: 10 g", "Eggs: 300 g (about 6 large eggs)"]],
      ["Pantry", ["Salt: to taste"]],
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
