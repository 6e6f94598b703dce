import type { Foods } from "~/content/ingredients/model";
import type { MealIdeas } from "~/content/meal-ideas/model";
import { downloadText } from "~/lib/download";
import { buildPlanIcs } from "./plan-calendar";
import { eatingMinutes, targetRanges, type PlanIdeas, type PlanState, type PlanView } from "./plan-options";
import { planSearch, readPlanParams } from "./plan-params";
import { buildWeek, defaultMenu, mealSlots, reshuffleMenu, swapMeal, weekShoppingList } from "./week-plan";

// Loaded after the prerendered default week shows, so the first load stays small.

export { planSearch, reshuffleMenu, swapMeal };

export function toPlanIdeas(ideas: MealIdeas): PlanIdeas {
  const cut = <T, U>(record: Record<string, T>, map: (value: T) => U) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
  return cut(ideas, (byGoal) =>
    cut(byGoal, (byMeal) =>
      cut(byMeal, (list) =>
        list.map((idea) => ({
          title: idea.title,
          ingredients: idea.ingredients.map(({ food, grams }) => ({ food, grams })),
        })),
      ),
    ),
  ) as PlanIdeas;
}

/** Without its sources, which the plan never shows. */
export function toPlanFoods(foods: Foods): Foods {
  return Object.fromEntries(Object.entries(foods).map(([id, food]) => [id, { ...food, source: null }]));
}

export function viewOf(state: PlanState, ideas: PlanIdeas, foods: Foods): PlanView {
  const week = buildWeek(state, ideas, foods);
  return { state, week, shopping: weekShoppingList(state, week, ideas, foods) };
}

export function planView(params: URLSearchParams, ideas: PlanIdeas, foods: Foods): PlanView {
  return viewOf(readPlanParams(params), ideas, foods);
}

/** A window holding another number of meals starts a fresh menu. */
export function changePlan(state: PlanState, changes: Partial<PlanState>): PlanState {
  const next = { ...state, ...changes };
  const slots = mealSlots(next.plan, next.opens).length;
  if (slots !== mealSlots(state.plan, state.opens).length) {
    next.menu = defaultMenu(slots);
    next.locked = [];
  }
  return next;
}

export function downloadPlanCalendar({ state, week }: PlanView) {
  const label = (meal: string) => meal.charAt(0).toUpperCase() + meal.slice(1);
  const ics = buildPlanIcs({
    days: week.map((day) => ({
      meals: day.meals.map((meal) => ({ at: meal.at, label: `${label(meal.meal)}: ${meal.title}` })),
    })),
    opens: state.opens,
    eatingMinutes: eatingMinutes[state.plan],
    now: new Date(),
  });
  downloadText("my-fast-and-fuel-plan.ics", "text/calendar;charset=utf-8", ics);
}

type TargetKey = keyof typeof targetRanges;

/** Undefined when empty, null when not a whole number in range. */
export function readTarget(key: TargetKey, text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const { min, max } = targetRanges[key];
  const value = Number(trimmed);
  return /^\d+$/.test(trimmed) && value >= min && value <= max ? value : null;
}

export function targetError(key: TargetKey, text: string | null): string | undefined {
  if (text === null || readTarget(key, text) !== null) return undefined;
  const { min, max } = targetRanges[key];
  const unit = key === "kcal" ? "kcal" : "g of protein";
  return `Enter a whole number from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")} ${unit}, or leave it empty.`;
}

const SAVED_PLAN_KEY = "ff-my-plan";

export function savePlan(query: string): string {
  try {
    localStorage.setItem(SAVED_PLAN_KEY, query);
    return "Saved on this device. Open My plan here any time to find it.";
  } catch {
    return "This browser didn’t let the site save. Bookmark this page instead: the link holds your plan.";
  }
}

/** Blocked storage has none. */
export function savedPlan(): string | null {
  try {
    return localStorage.getItem(SAVED_PLAN_KEY);
  } catch {
    return null;
  }
}

export const planNotices = {
  reopened: "Your saved plan, reopened from this device.",
  calendar: "Calendar file downloaded: open it to add the seven eating windows, with reminders.",
} as const;
