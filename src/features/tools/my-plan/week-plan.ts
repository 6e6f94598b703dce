import type { Aisle, Foods } from "~/content/ingredients/model";
import type { Meal, MealIngredient } from "~/content/meal-ideas/model";
import {
  type MealNumbers,
  mealNumbers,
  roundNumbers,
  sumIngredients,
} from "~/lib/meal-nutrition/meal-nutrition";
import {
  DAYS,
  IDEAS_PER_MEAL,
  eatingMinutes,
  type MealSlot,
  type PlanId,
  type PlanIdeas,
  type PlanState,
  type PlannedDay,
  type PlannedMeal,
  type ShoppingGroup,
  type ShoppingItem,
} from "./plan-options";

// Pure, so the page, the print view and the calendar file all read the same plan.

/** Mornings are breakfast, the middle of the day lunch, the rest dinner. */
export function mealAt(minutes: number): Meal {
  const clock = ((minutes % 1440) + 1440) % 1440;
  if (clock >= 5 * 60 && clock < 11 * 60) return "breakfast";
  if (clock >= 11 * 60 && clock < 16 * 60) return "lunch";
  return "dinner";
}

const mealOrder: readonly Meal[] = ["breakfast", "lunch", "dinner"];

/**
 * Meals are named by clock time, so a window opening at noon has no breakfast; two in the same part of the
 * day become that meal and the next, so a day never repeats a meal type.
 */
export function mealSlots(plan: PlanId, opens: number): MealSlot[] {
  if (plan === "omad") return [{ meal: mealAt(opens), at: opens }];
  const lastAt = opens + eatingMinutes[plan] - 60;
  const first = mealAt(opens);
  let last = mealAt(lastAt);
  if (last === first) {
    if (first === "dinner")
      return [
        { meal: "lunch", at: opens },
        { meal: "dinner", at: lastAt },
      ];
    last = mealOrder[mealOrder.indexOf(first) + 1] ?? "dinner";
  }
  return [
    { meal: first, at: opens },
    { meal: last, at: lastAt },
  ];
}

/** No meal repeats on consecutive days (five ideas over seven days). */
export function defaultMenu(slotCount: number): number[][] {
  return Array.from({ length: DAYS }, (_, day) =>
    Array.from({ length: slotCount }, (_, slot) => (day + slot * 2) % IDEAS_PER_MEAL),
  );
}

export function swapMeal(menu: number[][], day: number, slot: number): number[][] {
  return menu.map((picks, d) =>
    d === day ? picks.map((pick, s) => (s === slot ? (pick + 1) % IDEAS_PER_MEAL : pick)) : picks,
  );
}

/** Each unlocked day's pick differs from the day before's for the same meal. */
export function reshuffleMenu(menu: number[][], locked: readonly number[], random: () => number): number[][] {
  const next: number[][] = [];
  menu.forEach((picks, day) => {
    if (locked.includes(day)) {
      next.push(picks);
      return;
    }
    next.push(
      picks.map((_, slot) => {
        const before = next[day - 1]?.[slot];
        const choices = [...Array(IDEAS_PER_MEAL).keys()].filter((index) => index !== before);
        return choices[Math.floor(random() * choices.length)] ?? 0;
      }),
    );
  });
  return next;
}

/** Quarter steps between half and two and a half servings, so a plan never asks for a crumb or a mountain. */
export function portionScale(dayKcal: number, targetKcal: number | null): number {
  if (targetKcal === null || dayKcal <= 0) return 1;
  const quarters = Math.round((targetKcal / dayKcal) * 4) / 4;
  return Math.min(2.5, Math.max(0.5, quarters));
}

export const aisleOrder: readonly { aisle: Aisle; label: string }[] = [
  { aisle: "produce", label: "Fruit & vegetables" },
  { aisle: "meat-fish", label: "Meat & fish" },
  { aisle: "dairy-eggs", label: "Dairy & eggs" },
  { aisle: "bakery-grains", label: "Bread & grains" },
  { aisle: "pantry", label: "Pantry" },
  { aisle: "frozen", label: "Frozen" },
];

/** A food used both weighed and "to taste" is listed by its weight. */
export function shoppingList(
  days: readonly { lines: readonly Pick<MealIngredient, "food" | "grams">[]; scale: number }[],
  foods: Foods,
): ShoppingGroup[] {
  const totals = new Map<string, number | null>();
  for (const { lines, scale } of days) {
    for (const line of lines) {
      const before = totals.get(line.food);
      if (line.grams === null) {
        if (!totals.has(line.food)) totals.set(line.food, null);
      } else {
        totals.set(line.food, (before ?? 0) + line.grams * scale);
      }
    }
  }
  const items = [...totals].map(([id, total]): ShoppingItem & { aisle: Aisle } => {
    const food = foods[id];
    if (!food) throw new Error(`Unknown food "${id}" in a meal idea`);
    const grams = total === null ? null : Math.ceil(total / 5) * 5;
    const pieces =
      grams !== null && food.piece
        ? { count: Math.ceil(grams / food.piece.grams), label: food.piece.label }
        : null;
    const amount =
      grams === null
        ? "to taste"
        : `${formatGrams(grams)}${pieces ? ` (about ${pieces.count} ${pieces.label})` : ""}`;
    return { food: id, name: food.name, grams, pieces, amount, aisle: food.aisle };
  });
  return aisleOrder
    .map(({ aisle, label }) => ({
      aisle,
      label,
      items: items
        .filter((item) => item.aisle === aisle)
        .map(({ aisle: _aisle, ...item }) => item)
        .sort((a, b) => a.name.localeCompare(b.name, "en")),
    }))
    .filter((group) => group.items.length > 0);
}

const number = (value: number) => value.toLocaleString("en-US");

function numbersText(numbers: MealNumbers): string {
  return `${number(numbers.kcal)} kcal · ${numbers.protein} g protein · ${numbers.fat} g fat · ${numbers.netCarbs} g net carbs`;
}

/** Within 10 % counts as on target. */
export function againstTarget(value: number, target: number | null, unit: string): string {
  if (target === null) return "";
  const difference = value - target;
  if (Math.abs(difference) <= target * 0.1) return ` (target ${number(target)} ${unit}: on target)`;
  return ` (target ${number(target)} ${unit}: ${number(Math.abs(difference))} ${unit} ${difference < 0 ? "under" : "over"})`;
}

export function formatGrams(grams: number): string {
  return grams < 1000 ? `${grams} g` : `${Number((grams / 1000).toFixed(2))} kg`;
}

export function buildWeek(state: PlanState, ideas: PlanIdeas, foods: Foods): PlannedDay[] {
  const slots = mealSlots(state.plan, state.opens);
  return state.menu.map((picks) => {
    const meals = slots.map((slot, index): PlannedMeal => {
      const pick = picks[index] ?? 0;
      const idea = ideas[state.diet][state.goal][slot.meal][pick];
      if (!idea) throw new Error(`No idea ${pick} for ${state.diet}/${state.goal}/${slot.meal}`);
      const numbers = mealNumbers(idea.ingredients, foods);
      const facts = numbers
        ? `Per serving: ${numbersText(numbers)}`
        : "No figures: an ingredient has no checked values.";
      return { ...slot, index: pick, title: idea.title, numbers, facts };
    });
    const total = sumIngredients(
      slots.flatMap(
        (slot, index) => ideas[state.diet][state.goal][slot.meal][picks[index] ?? 0]?.ingredients ?? [],
      ),
      foods,
    );
    const scale = total ? portionScale(total.kcal, state.kcal) : 1;
    const totals = total ? roundNumbers(total, scale) : null;
    const summary = totals && {
      kcal: `${number(totals.kcal)} kcal`,
      kcalTarget: againstTarget(totals.kcal, state.kcal, "kcal"),
      macros: `${totals.protein} g protein${againstTarget(totals.protein, state.protein, "g")} · ${totals.fat} g fat · ${totals.netCarbs} g net carbs`,
      servings: `${scale === 1 ? "1 serving" : `${scale} servings`} of each meal`,
    };
    return { meals, scale, totals, summary };
  });
}

export function weekShoppingList(
  state: PlanState,
  week: readonly PlannedDay[],
  ideas: PlanIdeas,
  foods: Foods,
) {
  const slots = mealSlots(state.plan, state.opens);
  return shoppingList(
    week.map((day, dayIndex) => ({
      lines: slots.flatMap(
        (slot, index) =>
          ideas[state.diet][state.goal][slot.meal][state.menu[dayIndex]?.[index] ?? 0]?.ingredients ?? [],
      ),
      scale: day.scale,
    })),
    foods,
  );
}
