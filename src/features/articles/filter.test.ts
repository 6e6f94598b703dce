import { describe, expect, test } from "vitest";
import { makeArticle } from "~/test/content-fixtures";
import { filterArticles, matchesQuery, matchesTag, sortNewestFirst, toggleTag } from "./filter";

const keto = makeArticle({
  id: "keto",
  title: "Keto basics",
  excerpt: "Net carbs explained.",
  tags: ["keto", "weight loss"],
});
const sleep = makeArticle({
  id: "sleep",
  title: "Sleep and appetite",
  excerpt: "Why bedtime matters.",
  tags: ["mental health"],
});
const gut = makeArticle({
  id: "gut",
  title: "Gut feelings",
  excerpt: "Fibre and microbes.",
  tags: ["Gut Health"],
});

describe("article filtering (spec section 5, plus keywords)", () => {
  test("an empty tag or query means no filter", () => {
    expect(filterArticles([keto, sleep, gut], { tag: "", query: "" })).toHaveLength(3);
    expect(filterArticles([keto, sleep, gut], { tag: "", query: "   " })).toHaveLength(3);
  });

  test("the selected tag must be one of the article's tags, compared in lowercase", () => {
    expect(matchesTag(gut, "gut health")).toBe(true);
    expect(matchesTag(gut, "GUT HEALTH")).toBe(true);
    expect(matchesTag(gut, "gut")).toBe(false); // whole tag, not a substring
  });

  test.each([
    ["a substring of a tag, any case", "WEIGHT", ["keto"]],
    ["a word of the title", "bedtime", ["sleep"]],
    ["a word of the excerpt", "microbes", ["gut"]],
    ["a tag fragment", "heal", ["sleep", "gut"]],
    ["nothing", "zzz", []],
  ])("search matches %s", (_, query, ids) => {
    expect(filterArticles([keto, sleep, gut], { tag: "", query }).map((a) => a.id)).toEqual(ids);
  });

  test("tag and search combine", () => {
    expect(filterArticles([keto, sleep, gut], { tag: "keto", query: "sleep" })).toEqual([]);
    expect(matchesQuery(keto, "net carbs")).toBe(true);
  });

  test("clicking the active chip clears it; another chip replaces it", () => {
    expect(toggleTag("keto", "keto")).toBe("");
    expect(toggleTag("keto", "energy")).toBe("energy");
    expect(toggleTag("", "energy")).toBe("energy");
  });

  test("sorts newest first", () => {
    const older = makeArticle({ id: "old", createdAt: new Date("2024-01-01") });
    const newer = makeArticle({ id: "new", createdAt: new Date("2026-01-01") });
    expect(sortNewestFirst([older, newer]).map((a) => a.id)).toEqual(["new", "old"]);
  });
});
