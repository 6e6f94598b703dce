// @vitest-environment node
import { describe, expect, test } from "vitest";
import type { Article } from "~/lib/content-store/model";
import { makeArticle } from "~/test/content-fixtures";
import { filterArticles, matchesQuery, matchesTag, sortNewestFirst, toggleTag } from "./filter";
import { bodyWordsOf } from "./body-search";

/** An article with the fields search reads first: its title, excerpt and tags (and, given, its body). */
const searchable = (id: string, title: string, excerpt: string, more: Partial<Article> = {}) =>
  makeArticle({ id, title, excerpt, ...more });

const keto = searchable("keto", "Keto basics", "Net carbs explained.", { tags: ["keto", "weight loss"] });
const sleep = searchable("sleep", "Sleep and appetite", "Why bedtime matters.", { tags: ["mental health"] });
const gut = searchable("gut", "Gut feelings", "Fiber and microbes.", { tags: ["Gut Health"] });

describe("article filtering (tags, plus keywords)", () => {
  test("an empty tag or query means no filter", () => {
    expect(filterArticles([keto, sleep, gut], { tag: "", query: "" }, bodyWordsOf)).toHaveLength(3);
    expect(filterArticles([keto, sleep, gut], { tag: "", query: "   " }, bodyWordsOf)).toHaveLength(3);
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
    expect(filterArticles([keto, sleep, gut], { tag: "", query }, bodyWordsOf).map((a) => a.id)).toEqual(ids);
  });

  test("search matches words in the body, ranked after title and tag matches, then excerpt matches", () => {
    const bodyOnly = searchable("body-only", "Morning routines", "Start the day well.", {
      tags: ["energy"],
      content: "<p>Add <strong>electrolytes</strong> to your water &amp; salt.</p>",
    });
    const inExcerpt = searchable("excerpt", "Hydration", "Electrolytes, simply.", { tags: ["keto"] });
    const inTitle = searchable("title", "Electrolytes 101", "Minerals.", { tags: ["keto"] });
    const inTag = searchable("tag", "Salt", "Sodium.", { tags: ["electrolytes"] });
    const none = searchable("none", "Sleep", "Rest.", { tags: ["sleep"] });
    const ranked = filterArticles(
      [bodyOnly, inExcerpt, none, inTitle, inTag],
      { tag: "", query: "ELECTROLYTES" },
      bodyWordsOf,
    );
    expect(ranked.map((article) => article.id)).toEqual(["title", "tag", "excerpt", "body-only"]);
  });

  // How a body is read (markup, entities, word order): body-search.test.ts.
  test("until the body search has loaded, only titles, tags and excerpts are searched", () => {
    const article = searchable("a", "Salt", "Sodium.", { content: "<p>electrolytes</p>" });
    expect(filterArticles([article], { tag: "", query: "electrolytes" })).toEqual([]);
    expect(filterArticles([article], { tag: "", query: "electrolytes" }, bodyWordsOf)).toEqual([article]);
    expect(matchesQuery(article, "sodium")).toBe(true);
  });

  test("tag and search combine", () => {
    expect(filterArticles([keto, sleep, gut], { tag: "keto", query: "sleep" }, bodyWordsOf)).toEqual([]);
    expect(matchesQuery(keto, "net carbs", bodyWordsOf)).toBe(true);
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
