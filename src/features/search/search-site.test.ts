// @vitest-environment node
import { afterEach, expect, test } from "vitest";
import {
  type Pagefind,
  type PagefindData,
  type PagefindResult,
  loadPagefind,
  resetPagefind,
} from "./pagefind";
import { searchSite, warmUpSearch } from "./search-site";

// Pagefind keeps one object per page and rewrites its matches and sections on every read of it. This
// stand-in does the same, with each page's file arriving when the test says, so the order in which a
// search and the warm-up read one page can be set.

interface StoredPage {
  url: string;
  title: string;
  /** Where the query's words are in the page, per query. */
  matches: Record<string, number[]>;
}

function fakePagefind(stored: readonly StoredPage[]) {
  const files = new Map<string, Promise<PagefindData>>();
  const arrivals = new Map<string, () => void>();
  const file = (page: StoredPage) => {
    let loaded = files.get(page.url);
    if (!loaded) {
      const data: PagefindData = {
        url: page.url,
        excerpt: "",
        meta: { title: page.title },
        sub_results: [],
        word_count: 50,
      };
      loaded = new Promise((resolve) => arrivals.set(page.url, () => resolve(data)));
      files.set(page.url, loaded);
    }
    return loaded;
  };
  const result = (page: StoredPage, term: string): PagefindResult => ({
    id: page.url,
    score: 1,
    data: async () => {
      const data = await file(page);
      const weighted = (page.matches[term] ?? []).map((location) => ({
        weight: 1,
        balanced_score: 10,
        location,
      }));
      data.excerpt = `${page.title} excerpt`;
      data.sub_results = [
        {
          title: page.title,
          url: page.url,
          excerpt: data.excerpt,
          weighted_locations: weighted,
          locations: [],
        },
      ];
      return data;
    },
  });
  const pagefind: Pagefind = {
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    preload: () => Promise.resolve(),
    search: (term) =>
      Promise.resolve({
        // Every page for no words; else the pages with the most matches first.
        results: stored
          .filter((page) => term === null || page.matches[term])
          .sort((a, b) =>
            term === null ? 0 : (b.matches[term]?.length ?? 0) - (a.matches[term]?.length ?? 0),
          )
          .map((page) => result(page, term ?? "")),
      }),
  };
  /** Lets the page's file arrive, and every read waiting on it go on. */
  const arrive = async (url: string) => {
    arrivals.get(url)?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { pagefind, arrive };
}

afterEach(() => {
  resetPagefind();
});

test("a page read by the warm-up while a search reads it keeps the search's matches", async () => {
  const { pagefind, arrive } = fakePagefind([
    { url: "/tools/macro-calculator", title: "Macro Calculator", matches: { "macro calculator": [0, 1] } },
    {
      url: "/articles/what-is-a-calorie-deficit",
      title: "What Is a Calorie Deficit?",
      matches: { "macro calculator": [40, 41, 42] },
    },
  ]);
  await loadPagefind(() => Promise.resolve(pagefind));
  // Pagefind puts the article first (more matches); the calculator's heading is the question, so the
  // ranking puts it first. The search asks for both files, then the warm-up reads the calculator too.
  const searched = searchSite("macro calculator");
  const warmedUp = warmUpSearch();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await arrive("/tools/macro-calculator");
  await arrive("/articles/what-is-a-calorie-deficit");
  const hits = await searched;
  await warmedUp;
  expect(hits?.map((hit) => hit.pageUrl)).toEqual([
    "/tools/macro-calculator",
    "/articles/what-is-a-calorie-deficit",
  ]);
  expect(hits?.[0]?.best.title).toBe("Macro Calculator");
});
