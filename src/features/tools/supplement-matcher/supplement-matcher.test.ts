// @vitest-environment node
import { describe, expect, test } from "vitest";
import { matchSupplements } from "./supplement-matcher";

const names = (selected: string[]) => matchSupplements(selected).map((match) => match.name);

describe("matchSupplements", () => {
  test("a goal alone gives exactly its own supplements, in order, each naming that goal", () => {
    const focus = ["Lion's Mane", "L-Theanine", "Citicoline", "Rhodiola Rosea"];
    const matches = matchSupplements(["Focus & Clarity"]).map(({ name, goals }) => ({ name, goals }));
    expect(matches).toEqual(focus.map((name) => ({ name, goals: ["Focus & Clarity"] })));
  });

  test("goals keep the page's order, whichever is picked first", () => {
    expect(names(["Immune Support", "Focus & Clarity"])).toEqual([
      ...names(["Focus & Clarity"]),
      ...names(["Immune Support"]),
    ]);
  });

  test.each([
    ["Creatine", "Creatine Monohydrate", ["Energy & Performance", "Muscle Gain & Recovery"]],
    ["Zinc", "Zinc + Magnesium", ["Sleep & Recovery", "Immune Support"]],
  ])("keeps '%s' and '%s' as two different supplements", (first, second, selected) => {
    const matches = matchSupplements(selected);
    expect(matches.filter((match) => match.name === first)).toHaveLength(1);
    expect(matches.filter((match) => match.name === second)).toHaveLength(1);
    expect(new Set(matches.map((match) => match.name)).size).toBe(matches.length);
  });

  test.each([
    ["no goals", []],
    ["an unknown goal", ["Better Hair"]],
  ])("%s match nothing", (_, selected) => {
    expect(names(selected)).toEqual([]);
  });
});
