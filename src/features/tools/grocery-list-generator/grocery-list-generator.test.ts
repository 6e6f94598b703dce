// @vitest-environment node
import { describe, expect, test } from "vitest";
import type { GroceryCategory } from "~/content/grocery-lists";
import {
  countItems,
  dietLabel,
  formatListAsText,
  parseDiet,
  parseStoredChecks,
  serializeChecks,
  setChecked,
  storageKeyFor,
} from "./grocery-list-generator";

const list: GroceryCategory[] = [
  { category: "Proteins", items: ["Eggs", "Salmon"] },
  { category: "Misc.", items: ["Almonds", "Sea salt", "Bone broth"] },
];

test.each([
  ["vegan", "vegan"],
  ["mediterranean", "mediterranean"],
  [null, "keto"],
  ["Vegan", "keto"],
  ["carnivore", "keto"],
  ["__proto__", "keto"],
])("parseDiet reads %j as %s", (value, expected) => {
  expect(parseDiet(value)).toBe(expected);
});

test("a diet's label, its storage key, and the items counted across categories", () => {
  expect([dietLabel("mediterranean"), storageKeyFor("mediterranean")]).toEqual([
    "Mediterranean",
    "fast-and-fuel:grocery:mediterranean",
  ]);
  expect([countItems(list), countItems([])]).toEqual([5, 0]);
});

describe("stored ticks", () => {
  test.each([
    ["nothing stored", null, []],
    ["broken JSON", '["Eggs"', []],
    ["JSON that is not an array", '{"Eggs":true}', []],
    ["known items", '["Almonds","Eggs"]', ["Eggs", "Almonds"]],
    ["unknown items and non-strings", '["Eggs","Bread",3,null]', ["Eggs"]],
    ["duplicates", '["Salmon","Salmon"]', ["Salmon"]],
  ])("keep only this list's items, in list order: %s", (_, raw, expected) => {
    expect(parseStoredChecks(raw, list)).toEqual(expected);
  });

  test("are stored as a JSON list, nothing when none, and read back", () => {
    expect(serializeChecks([])).toBeNull();
    expect(serializeChecks(["Sea salt", "Eggs"])).toBe('["Sea salt","Eggs"]');
    expect(parseStoredChecks(serializeChecks(["Sea salt", "Eggs"]), list)).toEqual(["Eggs", "Sea salt"]);
  });

  test.each([
    [[], "Eggs", true, ["Eggs"]],
    [["Eggs"], "Eggs", true, ["Eggs"]],
    [["Eggs", "Salmon"], "Eggs", false, ["Salmon"]],
    [["Salmon"], "Eggs", false, ["Salmon"]],
  ])(
    "setChecked on %j, %s → %s gives %j, leaving the list it is given",
    (checked, item, isChecked, expected) => {
      const before = [...checked];
      expect(setChecked(checked, item, isChecked)).toEqual(expected);
      expect(checked).toEqual(before);
    },
  );
});

test("the list as text: headings and '- item' lines, ticked items marked [x], a stale tick ignored", () => {
  expect(formatListAsText("Keto grocery list", list, ["Salmon", "Sea salt", "Bread"])).toBe(
    "Keto grocery list\n\nProteins\n- Eggs\n- [x] Salmon\n\nMisc.\n- Almonds\n- [x] Sea salt\n- Bone broth",
  );
});
