import type { Diet, Goal } from "~/content/meal-ideas/model";
import { DAYS, IDEAS_PER_MEAL, formatClock, targetRanges, type PlanId, type PlanState } from "./plan-options";
import { defaultMenu, mealSlots } from "./week-plan";

// The plan lives in its link, so it can be shared and reopened; anything malformed takes its default.
// ?diet=keto&goal=fat-loss&plan=16-8&opens=12:00&kcal=1800&protein=120&menu=02-13-24-30-41-02-13&lock=0.3

const diets: readonly Diet[] = ["keto", "paleo", "mediterranean", "vegan"];
const goals: readonly Goal[] = ["fat-loss", "maintenance", "muscle-gain"];
const plans: readonly PlanId[] = ["16-8", "18-6", "omad"];

export const DEFAULT_OPENS = 12 * 60;

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

export function parseClock(value: string | null): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value ?? "");
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

function readTarget(value: string | null, range: { min: number; max: number }): number | null {
  if (value === null || !/^\d{1,5}$/.test(value)) return null;
  const number = Number(value);
  return number >= range.min && number <= range.max ? number : null;
}

/** "02-13-…": seven days of one digit per meal. */
function readMenu(value: string | null, slotCount: number): number[][] | null {
  const days = (value ?? "").split("-");
  const pattern = new RegExp(`^[0-${IDEAS_PER_MEAL - 1}]{${slotCount}}$`);
  if (days.length !== DAYS || !days.every((day) => pattern.test(day))) return null;
  return days.map((day) => day.split("").map(Number));
}

export function readPlanParams(params: URLSearchParams): PlanState {
  const plan = pick(params.get("plan"), plans, "16-8");
  const opens = parseClock(params.get("opens")) ?? DEFAULT_OPENS;
  const slotCount = mealSlots(plan, opens).length;
  const locked = (params.get("lock") ?? "")
    .split(".")
    .filter((day) => /^[0-6]$/.test(day))
    .map(Number);
  return {
    diet: pick(params.get("diet"), diets, "keto"),
    goal: pick(params.get("goal"), goals, "fat-loss"),
    plan,
    opens,
    kcal: readTarget(params.get("kcal"), targetRanges.kcal),
    protein: readTarget(params.get("protein"), targetRanges.protein),
    menu: readMenu(params.get("menu"), slotCount) ?? defaultMenu(slotCount),
    locked: [...new Set(locked)].sort(),
  };
}

export function planSearch(state: PlanState): string {
  const params = new URLSearchParams({
    diet: state.diet,
    goal: state.goal,
    plan: state.plan,
    opens: formatClock(state.opens),
  });
  if (state.kcal !== null) params.set("kcal", String(state.kcal));
  if (state.protein !== null) params.set("protein", String(state.protein));
  params.set("menu", state.menu.map((day) => day.join("")).join("-"));
  if (state.locked.length > 0) params.set("lock", state.locked.join("."));
  return params.toString();
}
