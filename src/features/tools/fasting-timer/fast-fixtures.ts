import type { Fast } from "./fast-records";
import { CUSTOM_HOURS } from "./fasting-plans";

/** Times and fasts shared by the fasting timer's tests. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
/** A fixed "now" for everything that doesn't depend on the calendar: 15 June 2026, 12:00 UTC. */
export const NOW = Date.UTC(2026, 5, 15, 12);

export function makeFast(overrides: Partial<Fast> = {}): Fast {
  return {
    id: "candidate",
    startedAt: NOW - 20 * HOUR,
    endedAt: NOW - 4 * HOUR,
    targetHours: 16,
    plan: "16:8",
    ...overrides,
  };
}

export const customProblem = {
  field: "target",
  message: `A custom fast is a whole number of hours from ${CUSTOM_HOURS.min} to ${CUSTOM_HOURS.max}.`,
};
