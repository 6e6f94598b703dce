// @vitest-environment node
import { describe, expect, test } from "vitest";
import type { Article } from "~/lib/content-store/model";
import { makeArticle } from "~/test/content-fixtures";
import { filterArticles, matchesQuery, sortNewestFirst, toggleTag } from "./filter";
import { bodyWordsOf } from "./body-search";

/** An article with the fields search reads first: its title, excerpt and tags (and, given, its body). */
const searchable = (id: string, title: string, excerpt: string, more: Partial<Article> = {}) =>
  makeArticle({ id, title, excerpt, ...more });

const keto = searchable("keto", "Keto basics", "Net carbs explained.", { tags: ["keto", "weight loss"] });
const sleep = searchable("sleep", "Sleep and appetite", "Why bedtime matters.", { tags: ["mental health"] });
const gut = searchable("gut", "Gut feelings", "Fiber and microbes.", { tags: ["Gut Health"] });

describe("article filtering (tags, plus keywords)", () => {
  test.each([
    ["an empty tag and query mean no filter", "", "", ["keto", "sleep", "gut"]],
    ["a blank query means no filter", "", "   ", ["keto", "sleep", "gut"]],
    ["the selected tag is one of the article's tags, compared in lowercase", "gut health", "", ["gut"]],
    ["the selected tag matches in any case", "GUT HEALTH", "", ["gut"]],
    ["the selected tag is a whole tag, not a substring", "gut", "", []],
    ["search matches a substring of a tag, any case", "", "WEIGHT", ["keto"]],
    ["search matches a word of the title", "", "bedtime", ["sleep"]],
    ["search matches a word of the excerpt", "", "microbes", ["gut"]],
    ["search matches words of the excerpt in a row", "", "net carbs", ["keto"]],
    ["search matches a tag fragment", "", "heal", ["sleep", "gut"]],
    ["search matches nothing", "", "zzz", []],
    ["a tag and a search must both match", "keto", "sleep", []],
  ])("%s", (_, tag, query, ids) => {
    expect(filterArticles([keto, sleep, gut], { tag, query }, bodyWordsOf).map((a) => a.id)).toEqual(ids);
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
    const articles = [bodyOnly, inExcerpt, none, inTitle, inTag];
    const ranked = filterArticles(articles, { tag: "", query: "ELECTROLYTES" }, bodyWordsOf);
    expect(ranked.map((article) => article.id)).toEqual(["title", "tag", "excerpt", "body-only"]);
  });

  // How a body is read (markup, entities, word order): body-search.test.ts.
  test("until the body search has loaded, only titles, tags and excerpts are searched", () => {
    const article = searchable("a", "Salt", "Sodium.", { content: "<p>electrolytes</p>" });
    expect(filterArticles([article], { tag: "", query: "electrolytes" })).toEqual([]);
    expect(filterArticles([article], { tag: "", query: "electrolytes" }, bodyWordsOf)).toEqual([article]);
    expect(matchesQuery(article, "sodium")).toBe(true);
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
