// @vitest-environment node
import { describe, expect, test } from "vitest";
import { buildPlanIcs, planAlarmTexts } from "./plan-calendar";
import { planSearch, readPlanParams } from "./plan-params";
import { defaultMenu } from "./week-plan";

const read = (query: string) => readPlanParams(new URLSearchParams(query));

describe("plan link", () => {
  test("an empty link is keto, fat loss, 16:8 from noon, no targets, the default menu", () => {
    const defaults = { diet: "keto", goal: "fat-loss", plan: "16-8", opens: 720, kcal: null, protein: null };
    expect(read("")).toEqual({ ...defaults, menu: defaultMenu(2), locked: [] });
  });

  test("a plan round-trips through its link", () => {
    const state = {
      ...read("diet=vegan&goal=muscle-gain&plan=omad&opens=18:30&kcal=2400&protein=150"),
      menu: [[4], [3], [2], [1], [0], [1], [2]],
      locked: [1, 5],
    };
    expect(read(planSearch(state))).toEqual(state);
  });

  test.each([
    ["diet=carnivore", "diet", "keto"],
    ["plan=20-4", "plan", "16-8"],
    ["opens=25:00", "opens", 720],
    ["kcal=900", "kcal", null],
    ["kcal=1e4", "kcal", null],
    ["protein=5000", "protein", null],
    ["lock=0.9.x.2.2", "locked", [0, 2]],
  ] as const)("ignores a bad value: %s", (query, key, value) => {
    expect(read(query)[key]).toEqual(value);
  });

  test("a menu that doesn't match the plan's meals falls back to the default", () => {
    // OMAD has one meal a day; two digits a day belong to another plan.
    expect(read("plan=omad&menu=01-12-23-34-40-01-12").menu).toEqual(defaultMenu(1));
    expect(read("menu=09-12-23-34-40-01-12").menu).toEqual(defaultMenu(2));
  });
});

describe("plan calendar", () => {
  const days = Array.from({ length: 7 }, (_, day) => ({
    meals: [
      { at: 720, label: `Lunch: Dish ${day}` },
      { at: 1140, label: `Dinner: Dish ${day}, with greens` },
    ],
  }));

  test("has one event a day for the window, starting today when it is still ahead, with the day's meals", () => {
    const ics = buildPlanIcs({ days, opens: 720, eatingMinutes: 480, now: new Date(2026, 11, 2, 9, 0) });
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(7);
    expect(ics).toContain("DTSTART:20261202T120000\r\nDTEND:20261202T200000");
    expect(ics).toContain("DTSTART:20261208T120000");
    expect(ics).toContain("12:00 Lunch: Dish 0\\n19:00 Dinner: Dish 0\\, with greens");
    expect(ics).toContain(`DESCRIPTION:${planAlarmTexts.opens}\r\nTRIGGER:PT0S`);
    expect(ics).toContain("TRIGGER:PT8H");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  test("starts tomorrow once today's window has opened, rolling over the month", () => {
    const ics = buildPlanIcs({ days, opens: 720, eatingMinutes: 480, now: new Date(2026, 10, 30, 12, 30) });
    expect(ics).toContain("DTSTART:20261201T120000");
  });
});
