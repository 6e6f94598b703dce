/**
 * The fasting plans the timer offers (16:8, 18:6, OMAD, or a custom length)
 * and the plan a schedule link asks for.
 */

export type PlanId = "16:8" | "18:6" | "omad" | "custom";

export interface Plan {
  id: Exclude<PlanId, "custom">;
  label: string;
  /** Hours of fasting in each 24 hours. */
  targetHours: number;
  /** Hours of eating; with `targetHours` it makes 24. */
  eatingHours: number;
}

export const plans: readonly Plan[] = [
  { id: "16:8", label: "16:8", targetHours: 16, eatingHours: 8 },
  { id: "18:6", label: "18:6", targetHours: 18, eatingHours: 6 },
  { id: "omad", label: "One meal a day (OMAD)", targetHours: 23, eatingHours: 1 },
];

/** The range of a custom target, in whole hours (inclusive). */
export const CUSTOM_HOURS = { min: 12, max: 72 } as const;

/**
 * The plan a schedule link asks for (`?plan=16:8`, `18:6` or `omad`), or
 * 16:8 for anything else. Matched against the plan list itself, so a query
 * such as `?plan=constructor` never reaches an object's built-in properties.
 */
export function planFromQuery(value: string | null): PlanId {
  return plans.find((plan) => plan.id === value)?.id ?? "16:8";
}
