// @vitest-environment node
import { describe, expect, test } from "vitest";
import { makeArticle } from "~/test/content-fixtures";
import { filterArticles, matchesQuery, matchesTag, sortNewestFirst, toggleTag } from "./filter";
import { bodyWordsOf } from "./body-search";

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
  excerpt: "Fiber and microbes.",
  tags: ["Gut Health"],
});

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
    const bodyOnly = makeArticle({
      id: "body-only",
      title: "Morning routines",
      excerpt: "Start the day well.",
      tags: ["energy"],
      content: "<p>Add <strong>electrolytes</strong> to your water &amp; salt.</p>",
    });
    const inExcerpt = makeArticle({
      id: "excerpt",
      title: "Hydration",
      excerpt: "Electrolytes, simply.",
      tags: ["keto"],
    });
    const inTitle = makeArticle({
      id: "title",
      title: "Electrolytes 101",
      excerpt: "Minerals.",
      tags: ["keto"],
    });
    const inTag = makeArticle({ id: "tag", title: "Salt", excerpt: "Sodium.", tags: ["electrolytes"] });
    const none = makeArticle({ id: "none", title: "Sleep", excerpt: "Rest.", tags: ["sleep"] });
    const ranked = filterArticles(
      [bodyOnly, inExcerpt, none, inTitle, inTag],
      { tag: "", query: "ELECTROLYTES" },
      bodyWordsOf,
    );
    expect(ranked.map((article) => article.id)).toEqual(["title", "tag", "excerpt", "body-only"]);
  });

  test("body search reads text, not markup, and decodes entities", () => {
    const article = makeArticle({
      id: "a",
      content: '<p class="lead">Water &amp; salt <a href="/tools">here</a></p>',
    });
    expect(matchesQuery(article, "water & salt", bodyWordsOf)).toBe(true);
    expect(matchesQuery(article, "lead", bodyWordsOf)).toBe(false);
    expect(matchesQuery(article, "href", bodyWordsOf)).toBe(false);
  });

  test("in the body, every word of the query counts, in any order, across markup; part of a word is enough", () => {
    const article = makeArticle({
      id: "a",
      title: "T",
      excerpt: "E",
      content: "<p>Low-carb <em>diets</em> don’t\n suit everyone; add electrolytes.</p>",
    });
    expect(matchesQuery(article, "electro", bodyWordsOf)).toBe(true);
    expect(matchesQuery(article, "low-carb diets don’t suit", bodyWordsOf)).toBe(true);
    expect(matchesQuery(article, "electrolytes suit", bodyWordsOf)).toBe(true);
    expect(matchesQuery(article, "electrolytes fiber", bodyWordsOf)).toBe(false);
  });

  test("until the body search has loaded, only titles, tags and excerpts are searched", () => {
    const article = makeArticle({
      id: "a",
      title: "Salt",
      excerpt: "Sodium.",
      content: "<p>electrolytes</p>",
    });
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
