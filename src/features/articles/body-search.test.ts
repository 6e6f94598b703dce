// @vitest-environment node
import { describe, expect, test } from "vitest";
import { makeArticle } from "~/test/content-fixtures";
import { bodySearch, loadBodySearch, prepareSearch } from "./body-search";

describe("the list's body search", () => {
  test("typing on narrows from the last search of the same list, with the same results as a fresh search", () => {
    const articles = [
      makeArticle({ id: "a", title: "Salt", tags: ["keto"], content: "<p>electrolytes</p>" }),
      makeArticle({ id: "b", title: "Elements", tags: ["keto"] }),
      makeArticle({ id: "c", title: "Sleep", tags: ["energy"], content: "<p>elevated cortisol</p>" }),
    ];
    const ids = (list: readonly { id: string }[]) => list.map((article) => article.id);
    const queries = ["e", "el", "ele", "elec", "elect"];
    const search = bodySearch(articles);
    const typed = queries.map((query) => ids(search.filter({ tag: "", query })));
    const fresh = queries.map((query) => ids(bodySearch(articles).filter({ tag: "", query })));
    expect(typed).toEqual(fresh);
    // Bodies are searched from three characters on ("el" is in nearly every body).
    expect(typed).toEqual([["a", "b", "c"], ["b"], ["b", "a", "c"], ["a"], ["a"]]);
    // Deleting characters, or a new tag, searches every article again.
    expect(ids(search.filter({ tag: "", query: "ele" }))).toEqual(["b", "a", "c"]);
    expect(ids(search.filter({ tag: "energy", query: "el" }))).toEqual([]);
    expect(ids(search.filter({ tag: "energy", query: "ele" }))).toEqual(["c"]);
    expect(ids(search.filter({ tag: "keto", query: "ele" }))).toEqual(["b", "a"]);
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

  test("loads the bodies newest first and keeps the reading time the cards came with", async () => {
    const older = makeArticle({ id: "older", createdAt: new Date("2026-01-01"), content: "<p>salt</p>" });
    const newer = makeArticle({ id: "newer", createdAt: new Date("2026-02-01"), content: "<p>water</p>" });
    const search = await loadBodySearch({ listArticles: () => Promise.resolve([older, newer]) }, [
      { ...newer, readingMinutes: 7 },
    ]);
    expect(search.articles.map((article) => [article.id, article.readingMinutes])).toEqual([
      ["newer", 7],
      ["older", undefined],
    ]);
    expect(search.filter({ tag: "", query: "water" }).map((article) => article.id)).toEqual(["newer"]);
  });
});
