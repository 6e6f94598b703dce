// @vitest-environment node
import { describe, expect, test } from "vitest";
import { makeArticle } from "~/test/content-fixtures";
import {
  filterArticles,
  matchesQuery,
  matchesTag,
  prepareSearch,
  sortNewestFirst,
  toggleTag,
} from "./filter";

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
    const ranked = filterArticles([bodyOnly, inExcerpt, none, inTitle, inTag], {
      tag: "",
      query: "ELECTROLYTES",
    });
    expect(ranked.map((article) => article.id)).toEqual(["title", "tag", "excerpt", "body-only"]);
  });

  test("body search reads text, not markup, and decodes entities", () => {
    const article = makeArticle({
      id: "a",
      content: '<p class="lead">Water &amp; salt <a href="/tools">here</a></p>',
    });
    expect(matchesQuery(article, "water & salt")).toBe(true);
    expect(matchesQuery(article, "lead")).toBe(false);
    expect(matchesQuery(article, "href")).toBe(false);
  });

  test("in the body, every word of the query counts, in any order, across markup; part of a word is enough", () => {
    const article = makeArticle({
      id: "a",
      title: "T",
      excerpt: "E",
      content: "<p>Low-carb <em>diets</em> don’t\n suit everyone; add electrolytes.</p>",
    });
    expect(matchesQuery(article, "electro")).toBe(true);
    expect(matchesQuery(article, "low-carb diets don’t suit")).toBe(true);
    expect(matchesQuery(article, "electrolytes suit")).toBe(true);
    expect(matchesQuery(article, "electrolytes fiber")).toBe(false);
  });

  test("typing on narrows from the last search of the same list, with the same results as a fresh search", () => {
    const articles = [
      makeArticle({ id: "a", title: "Salt", tags: ["keto"], content: "<p>electrolytes</p>" }),
      makeArticle({ id: "b", title: "Elements", tags: ["keto"] }),
      makeArticle({ id: "c", title: "Sleep", tags: ["energy"], content: "<p>elevated cortisol</p>" }),
    ];
    const ids = (list: readonly { id: string }[]) => list.map((article) => article.id);
    const queries = ["e", "el", "ele", "elec", "elect"];
    const typed = queries.map((query) => ids(filterArticles(articles, { tag: "", query })));
    // A new array is a new list: searched from scratch.
    const fresh = queries.map((query) => ids(filterArticles([...articles], { tag: "", query })));
    expect(typed).toEqual(fresh);
    // Bodies are searched from three characters on ("el" is in nearly every body).
    expect(typed).toEqual([["a", "b", "c"], ["b"], ["b", "a", "c"], ["a"], ["a"]]);
    // Deleting characters, or a new tag, searches every article again.
    expect(ids(filterArticles(articles, { tag: "", query: "ele" }))).toEqual(["b", "a", "c"]);
    expect(ids(filterArticles(articles, { tag: "energy", query: "el" }))).toEqual([]);
    expect(ids(filterArticles(articles, { tag: "energy", query: "ele" }))).toEqual(["c"]);
    expect(ids(filterArticles(articles, { tag: "keto", query: "ele" }))).toEqual(["b", "a"]);
  });

  test("prepareSearch strips the bodies in short idle slices, then stops", () => {
    const articles = Array.from({ length: 5 }, (_, index) => makeArticle({ id: `a${index}` }));
    const slicesWith = (now: () => number) => {
      const queue: (() => void)[] = [];
      prepareSearch(
        articles,
        (task) => {
          queue.push(task);
          return () => undefined;
        },
        { sliceMs: 8, now },
      );
      let slices = 0;
      for (; queue.length > 0; slices += 1) queue.shift()?.();
      return slices;
    };
    // Work that takes no time fits one slice; work slower than a slice takes one slice per article.
    expect(slicesWith(() => 0)).toBe(1);
    let clock = 0;
    expect(slicesWith(() => (clock += 10))).toBe(5);
  });

  test("prepareSearch stops when cancelled", () => {
    const articles = Array.from({ length: 3 }, (_, index) => makeArticle({ id: `a${index}` }));
    let cancelled = 0;
    const stop = prepareSearch(articles, () => () => {
      cancelled += 1;
    });
    stop();
    expect(cancelled).toBe(1);
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
