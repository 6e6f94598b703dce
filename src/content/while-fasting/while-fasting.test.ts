// @vitest-environment node
import { expect, test } from "vitest";
import { whileFastingItems } from "./index";

// The lookup's data rules. Links are checked with the site's other links
// (content.test.ts); here: ids, sources, and the shape of each `why`.

const ids = whileFastingItems.map((item) => item.id);

test("each while-fasting item's id is unique and kebab-case", () => {
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toEqual([]);
});

test.each(whileFastingItems)(
  "$id rests on a source or a sourced section, and says why in one plain sentence",
  (item) => {
    expect(item.sources.length > 0 || item.sourcedAt !== undefined).toBe(true);
    for (const { doi, url } of item.sources) expect(doi ?? url).toMatch(/^(10\.\d+\/|https:\/\/)/);
    expect(item.why).toMatch(/^\p{Lu}.*\.$/u);
    // A sentence ends at . ! or ? followed by a space and a capital letter.
    expect(item.why).not.toMatch(/[.!?][”’)]?\s+\p{Lu}/u);
    expect(item.why).not.toMatch(/[*_`[\]<>#]/);
  },
);

test("every medicine item tells readers never to skip a prescribed medicine", () => {
  const medicines = whileFastingItems.filter((item) => item.group === "medicines-and-care");
  expect(medicines.length).toBeGreaterThanOrEqual(4);
  for (const { id, why } of medicines) expect(why, id).toContain("never skip a prescribed medicine");
});
