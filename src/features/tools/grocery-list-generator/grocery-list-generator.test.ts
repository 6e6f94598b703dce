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

describe("parseDiet", () => {
  test.each([
    { value: "vegan", expected: "vegan" },
    { value: "mediterranean", expected: "mediterranean" },
    { value: "paleo", expected: "paleo" },
    { value: "keto", expected: "keto" },
    { value: null, expected: "keto" },
    { value: "", expected: "keto" },
    { value: "Vegan", expected: "keto" },
    { value: "carnivore", expected: "keto" },
    { value: "toString", expected: "keto" },
    { value: "__proto__", expected: "keto" },
    { value: "constructor", expected: "keto" },
  ])("reads $value as $expected", ({ value, expected }) => {
    expect(parseDiet(value)).toBe(expected);
  });
});

describe("labels and keys", () => {
  test.each([
    ["keto", "Keto", "fast-and-fuel:grocery:keto"],
    ["mediterranean", "Mediterranean", "fast-and-fuel:grocery:mediterranean"],
  ] as const)("%s is shown as %s and stored under %s", (diet, label, key) => {
    expect(dietLabel(diet)).toBe(label);
    expect(storageKeyFor(diet)).toBe(key);
  });

  test("counts every item across categories", () => {
    expect(countItems(list)).toBe(5);
    expect(countItems([])).toBe(0);
  });
});

describe("parseStoredChecks", () => {
  test.each([
    { name: "nothing stored", raw: null, expected: [] },
    { name: "an empty string", raw: "", expected: [] },
    { name: "broken JSON", raw: '["Eggs"', expected: [] },
    { name: "JSON that is not an array", raw: '{"Eggs":true}', expected: [] },
    { name: "known items", raw: '["Almonds","Eggs"]', expected: ["Eggs", "Almonds"] },
    { name: "unknown items and non-strings", raw: '["Eggs","Bread",3,null]', expected: ["Eggs"] },
    { name: "duplicates", raw: '["Salmon","Salmon"]', expected: ["Salmon"] },
  ])("keeps only this list's items, in list order: $name", ({ raw, expected }) => {
    expect(parseStoredChecks(raw, list)).toEqual(expected);
  });

  test("round-trips what serializeChecks stores", () => {
    expect(parseStoredChecks(serializeChecks(["Sea salt", "Eggs"]), list)).toEqual(["Eggs", "Sea salt"]);
  });
});

describe("serializeChecks", () => {
  test.each([
    { checked: [], expected: null },
    { checked: ["Eggs"], expected: '["Eggs"]' },
    { checked: ["Eggs", "Almonds"], expected: '["Eggs","Almonds"]' },
  ])("stores $checked as $expected", ({ checked, expected }) => {
    expect(serializeChecks(checked)).toBe(expected);
  });
});

describe("setChecked", () => {
  test.each([
    { checked: [], item: "Eggs", isChecked: true, expected: ["Eggs"] },
    { checked: ["Eggs"], item: "Eggs", isChecked: true, expected: ["Eggs"] },
    { checked: ["Eggs", "Salmon"], item: "Eggs", isChecked: false, expected: ["Salmon"] },
    { checked: ["Salmon"], item: "Eggs", isChecked: false, expected: ["Salmon"] },
  ])("$isChecked for $item on $checked gives $expected", ({ checked, item, isChecked, expected }) => {
    const before = [...checked];
    expect(setChecked(checked, item, isChecked)).toEqual(expected);
    expect(checked).toEqual(before);
  });
});

describe("formatListAsText", () => {
  test("writes headings and '- item' lines, marking ticked items [x]", () => {
    expect(formatListAsText("Keto grocery list", list, ["Salmon", "Sea salt"])).toBe(
      [
        "Keto grocery list",
        "",
        "Proteins",
        "- Eggs",
        "- [x] Salmon",
        "",
        "Misc.",
        "- Almonds",
        "- [x] Sea salt",
        "- Bone broth",
      ].join("\n"),
    );
  });

  test.each([
    { name: "nothing ticked", checked: [], marks: 0 },
    { name: "everything ticked", checked: ["Eggs", "Salmon", "Almonds", "Sea salt", "Bone broth"], marks: 5 },
    { name: "a stale item", checked: ["Bread"], marks: 0 },
  ])("marks exactly the ticked items: $name", ({ checked, marks }) => {
    const text = formatListAsText("List", list, checked);
    expect(text.match(/^- \[x\] /gm) ?? []).toHaveLength(marks);
    expect(text.match(/^- /gm)).toHaveLength(5);
  });
});
