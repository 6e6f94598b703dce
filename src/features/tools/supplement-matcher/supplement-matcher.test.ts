// @vitest-environment node
import { describe, expect, test } from "vitest";
import { goals, matchSupplements } from "./supplement-matcher";

const names = (selected: string[]) => matchSupplements(selected).map((match) => match.name);

describe("the goals data", () => {
  test("gives every supplement a one-line note", () => {
    for (const match of matchSupplements(goals.map((goal) => goal.name))) {
      expect(match.note.length).toBeGreaterThan(20);
      expect(match.note).not.toContain("\n");
    }
  });
});

describe("matchSupplements", () => {
  test.each([
    ["Focus & Clarity", ["Lion's Mane", "L-Theanine", "Citicoline", "Rhodiola Rosea"]],
    ["Energy & Performance", ["Creatine", "CoQ10", "B-Complex", "Ashwagandha"]],
    ["Gut Health", ["Probiotics", "Digestive Enzymes", "L-Glutamine", "Aloe Vera"]],
    ["Stress & Mood", ["Magnesium Glycinate", "Ashwagandha", "L-Tyrosine", "5-HTP"]],
    ["Sleep & Recovery", ["Melatonin", "GABA", "Zinc + Magnesium", "Chamomile"]],
    ["Immune Support", ["Vitamin C", "Zinc", "Elderberry", "Vitamin D3"]],
    [
      "Muscle Gain & Recovery",
      ["Whey Protein", "Creatine Monohydrate", "L-Citrulline", "BCAAs", "Casein Protein", "Beta-Alanine"],
    ],
  ])("'%s' alone gives exactly its own supplements, in order", (goal, expected) => {
    const matches = matchSupplements([goal]);
    expect(matches.map((match) => match.name)).toEqual(expected);
    for (const match of matches) expect(match.goals).toEqual([goal]);
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
    ["no goals", [], []],
    ["an unknown goal", ["Better Hair"], []],
    [
      "goals picked in reverse order",
      ["Immune Support", "Focus & Clarity"],
      [
        "Lion's Mane",
        "L-Theanine",
        "Citicoline",
        "Rhodiola Rosea",
        "Vitamin C",
        "Zinc",
        "Elderberry",
        "Vitamin D3",
      ],
    ],
  ])("%s → %j", (_, selected, expected) => {
    expect(names(selected)).toEqual(expected);
  });

  test("all seven goals give 29 distinct supplements", () => {
    const all = names(goals.map((goal) => goal.name));
    expect(all).toHaveLength(29);
    expect(new Set(all).size).toBe(29);
  });
});
