// @vitest-environment node
import { describe, expect, test } from "vitest";
import { makeArticle } from "~/test/content-fixtures";
import { bodySearch, loadBodySearch, prepareSearch } from "./body-search";

/** Starts preparing `articles` with its idle tasks queued, for the test to run one by one. */
function queuedPrepare(articles: ReturnType<typeof makeArticle>[], sliceMs: number, now: () => number) {
  const queue: (() => void)[] = [];
  prepareSearch(articles, (task) => (queue.push(task), () => undefined), { sliceMs, now });
  return queue;
}

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
      const queue = queuedPrepare(articles, 8, now);
      let slices = 0;
      for (; queue.length > 0; slices += 1) queue.shift()?.();
      return slices;
    };
    // Work that takes no time fits one slice; work slower than a slice takes one slice per step:
    // each body's text, then each body's distinct words.
    expect(slicesWith(() => 0)).toBe(1);
    let clock = 0;
    expect(slicesWith(() => (clock += 10))).toBe(10);
  });

  test("a body is found the same before it is prepared, once its text is, and once its words are", () => {
    const bodies = [
      "<p>Add <strong>electrolytes</strong> to your water &amp; salt.</p>",
      "<p>Low-carb <em>diets</em> don’t\n suit everyone;\tadd&nbsp;salt &lt;slowly&gt;.</p>",
      '<p class="lead">Sleep first, <a href="/tools/sleep">then</a> the rest</p>',
      "<p>Elec<b>trolytes</b> apart, SALT and salt again</p>",
    ];
    // What each query finds, once every body is prepared.
    const found = {
      e: ["a0", "a1", "a2", "a3"],
      el: [],
      ele: ["a0", "a3"],
      elec: ["a0", "a3"],
      electrolytes: ["a0"],
      sal: ["a0", "a1", "a3"],
      salt: ["a0", "a1", "a3"],
      "salt water": ["a0"],
      "water & salt": ["a0"],
      "<slowly>": ["a1"],
      "add salt": ["a0", "a1"],
      "don’t suit": ["a1"],
      lead: [],
      href: [],
      tools: [],
      trolytes: ["a0", "a3"],
      "elec trolytes": ["a0", "a3"],
      "apart salt": ["a3"],
      zzz: [],
    };
    // Each state gets articles of its own: what is prepared is kept per article object.
    const listIn = (steps: number) => {
      const articles = bodies.map((content, index) =>
        makeArticle({ id: `a${index}`, title: "T", excerpt: "E", tags: ["x"], content }),
      );
      const queue = queuedPrepare(articles, -1, () => 0);
      for (let step = 0; step < steps; step += 1) queue.shift()?.();
      return articles;
    };
    // A keystroke searches the query typed so far, then one key more, as the box does.
    const resultsIn = (articles: ReturnType<typeof listIn>) => {
      const search = bodySearch(articles);
      return Object.fromEntries(
        Object.keys(found).map((query) => [query, search.filter({ tag: "", query }).map(({ id }) => id)]),
      );
    };
    for (const steps of [bodies.length * 2, 0, 1, bodies.length, bodies.length + 2]) {
      expect(resultsIn(listIn(steps))).toEqual(found);
    }
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
    const store = { listArticles: () => Promise.resolve([older, newer]) };
    const search = await loadBodySearch(store, [{ ...newer, readingMinutes: 7 }]);
    expect(search.articles.map((article) => [article.id, article.readingMinutes])).toEqual([
      ["newer", 7],
      ["older", undefined],
    ]);
    expect(search.filter({ tag: "", query: "water" }).map((article) => article.id)).toEqual(["newer"]);
  });
});
