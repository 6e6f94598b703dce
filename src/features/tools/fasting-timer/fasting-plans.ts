export type PlanId = "16:8" | "18:6" | "omad" | "custom";

export interface Plan {
  id: Exclude<PlanId, "custom">;
  label: string;
  targetHours: number;
  eatingHours: number;
}

export const plans: readonly Plan[] = [
  { id: "16:8", label: "16:8", targetHours: 16, eatingHours: 8 },
  { id: "18:6", label: "18:6", targetHours: 18, eatingHours: 6 },
  { id: "omad", label: "One meal a day (OMAD)", targetHours: 23, eatingHours: 1 },
];

/** Whole hours, inclusive. */
export const CUSTOM_HOURS = { min: 12, max: 72 } as const;

/** Matched against the plan list, so `?plan=constructor` never reaches an object's built-in properties. */
export function planFromQuery(value: string | null): PlanId {
  return plans.find((plan) => plan.id === value)?.id ?? "16:8";
}
