// @vitest-environment node
import { describe, expect, test } from "vitest";
import { customProblem, HOUR, makeFast, NOW } from "./fast-fixtures";
import { targetHoursFor } from "./fast-records";
import { eatingWindow } from "./fast-progress";
import { planFromQuery, plans } from "./fasting-plans";

describe("plans and targets", () => {
  test.each([
    ["16:8", "16:8", 16, 8],
    ["18:6", "18:6", 18, 6],
    ["omad", "One meal a day (OMAD)", 23, 1],
  ] as const)("the %s plan (%s) fasts %i h, then opens a %i h eating window", (id, label, target, eating) => {
    expect(plans.find((plan) => plan.id === id)).toEqual({
      id,
      label,
      targetHours: target,
      eatingHours: eating,
    });
    expect(targetHoursFor(id)).toBe(target);
    // A preset keeps its own target whatever custom number is passed.
    expect(targetHoursFor(id, 40)).toBe(target);
    const fast = makeFast({ startedAt: NOW, endedAt: null, targetHours: target, plan: id });
    expect(eatingWindow(fast)).toEqual({ opensAt: NOW + target * HOUR, closesAt: NOW + 24 * HOUR });
  });

  test.each([
    [11, "refused", customProblem],
    [12, "accepted", 12],
    [72, "accepted", 72],
    [73, "refused", customProblem],
    [12.5, "refused", customProblem],
    [NaN, "refused", customProblem],
    [undefined, "refused", customProblem],
  ])("a custom target of %s hours is %s", (hours, _, result) => {
    expect(targetHoursFor("custom", hours)).toEqual(result);
  });

  test.each([
    [12, 12],
    [20, 4],
    [23, 1],
  ])("a custom %i h fast is followed by a %i h eating window", (target, eating) => {
    const fast = makeFast({ startedAt: NOW, targetHours: target, plan: "custom" });
    expect(eatingWindow(fast)).toEqual({
      opensAt: NOW + target * HOUR,
      closesAt: NOW + (target + eating) * HOUR,
    });
  });

  test.each([24, 36, 72])("a custom %i h fast leaves no daily eating window", (target) => {
    expect(eatingWindow(makeFast({ targetHours: target, plan: "custom" }))).toBeNull();
  });
});

describe("planFromQuery (a schedule link's ?plan=)", () => {
  test.each(["16:8", "18:6", "omad"] as const)("%s opens the form on that plan", (plan) => {
    expect(planFromQuery(plan)).toBe(plan);
  });

  test.each(["__proto__", "toString", "custom", "20:4", "", null])("%j opens the form on 16:8", (value) => {
    expect(planFromQuery(value)).toBe("16:8");
  });
});
