// @vitest-environment node
import { expect, test } from "vitest";
import type { GroceryCategory } from "~/content/grocery-lists";
import { formatListAsText, parseDiet, parseStoredChecks } from "./grocery-list-generator";

const list: GroceryCategory[] = [
  { category: "Proteins", items: ["Eggs", "Salmon"] },
  { category: "Misc.", items: ["Almonds", "Sea salt", "Bone broth"] },
];

test.each([
  ["vegan", "vegan"],
  [null, "keto"],
  ["Vegan", "keto"],
  ["carnivore", "keto"],
  ["__proto__", "keto"],
])("parseDiet reads %j as %s", (value, expected) => {
  expect(parseDiet(value)).toBe(expected);
});

test.each([
  ["nothing stored", null, []],
  ["broken JSON", '["Eggs"', []],
  ["JSON that is not an array", '{"Eggs":true}', []],
  ["known items", '["Almonds","Eggs"]', ["Eggs", "Almonds"]],
  ["unknown items and non-strings", '["Eggs","Bread",3,null]', ["Eggs"]],
  ["duplicates", '["Salmon","Salmon"]', ["Salmon"]],
])("stored ticks keep only this list's items, in list order: %s", (_, raw, expected) => {
  expect(parseStoredChecks(raw, list)).toEqual(expected);
});

test("the list as text: headings and '- item' lines, ticked items marked [x], a stale tick ignored", () => {
  expect(formatListAsText("Keto grocery list", list, ["Salmon", "Sea salt", "Bread"])).toBe(
    "Keto grocery list\n\nProteins\n- Eggs\n- [x] Salmon\n\nMisc.\n- Almonds\n- [x] Sea salt\n- Bone broth",
  );
});
