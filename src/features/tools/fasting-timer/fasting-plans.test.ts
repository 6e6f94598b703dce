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
  ] as const)(
    "the %s plan (%s) fasts %i h, whatever custom number is passed, and leaves %i h to eat",
    (id, label, target, eatingHours) => {
      expect(plans.find((plan) => plan.id === id)).toMatchObject({ label, eatingHours });
      expect([targetHoursFor(id), targetHoursFor(id, 40)]).toEqual([target, target]);
    },
  );

  test.each([
    [11, "refused", customProblem],
    [12, "accepted", 12],
    [72, "accepted", 72],
    [73, "refused", customProblem],
    [12.5, "refused", customProblem],
    [undefined, "refused", customProblem],
  ])("a custom target of %s hours is %s", (hours, _, result) => {
    expect(targetHoursFor("custom", hours)).toEqual(result);
  });

  test.each([
    [12, 12],
    [16, 8],
    [23, 1],
    [24, null],
  ])("a %i h fast opens an eating window of %s h for the rest of the day (none from 24 h)", (hours, open) => {
    const window = eatingWindow(makeFast({ startedAt: NOW, targetHours: hours, plan: "custom" }));
    const opensAt = NOW + hours * HOUR;
    expect(window).toEqual(open === null ? null : { opensAt, closesAt: opensAt + open * HOUR });
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
