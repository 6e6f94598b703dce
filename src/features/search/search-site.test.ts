// @vitest-environment node
import { afterEach, expect, test } from "vitest";
import { pagefindPage } from "~/test/pagefind-pages";
import { type Pagefind, type PagefindData, loadPagefind, resetPagefind } from "./pagefind";
import { resetSearchSite, searchSite, warmUpSearch } from "./search-site";

// A stand-in for Pagefind's engine over a few pages: a word finds the pages that have it (as Pagefind
// does for one word), and each page's text is counted as it is read. It is loaded as the site's engine.

async function standIn(pages: readonly PagefindData[]) {
  const asked: (string | null)[] = [];
  const reads = new Map<string, number>();
  const pagefind: Pagefind = {
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    preload: () => Promise.resolve(),
    search: (term) => {
      asked.push(term);
      const having = pages.filter((page) => term === null || page.content.toLowerCase().includes(term));
      return Promise.resolve({
        results: having.map((page) => ({
          id: page.url,
          score: 1,
          data: () => {
            reads.set(page.url, (reads.get(page.url) ?? 0) + 1);
            return Promise.resolve(page);
          },
        })),
      });
    },
  };
  await loadPagefind(() => Promise.resolve(pagefind));
  return { asked, reads };
}

afterEach(() => {
  resetPagefind();
  resetSearchSite();
});

test("a question finds the pages with some of its words: each word and its synonyms are looked up alone", async () => {
  const { asked } = await standIn([
    pagefindPage("/articles/side-effects", "Side effects", "", [
      { id: "headache", heading: "Headache", text: "A headache is common early on." },
    ]),
    pagefindPage("/tools/fasting-timer", "Fasting timer", "Keep a history of your fasts."),
  ]);
  const hits = await searchSite("headache on day two");
  expect(hits?.map((hit) => hit.best.url)).toEqual(["/articles/side-effects#headache"]);
  expect(asked).toEqual(expect.arrayContaining(["headache", "day", "two"]));
  await searchSite("track my fasts");
  expect(asked).toEqual(expect.arrayContaining(["track", "timer", "history", "fasts"]));
});

test("ranks the sixteen pages with most of the question, or five for a query of one or two characters", async () => {
  const pages = Array.from({ length: 20 }, (_, index) =>
    pagefindPage(`/articles/page-${index}`, `Page ${index}`, "Coffee and cocoa."),
  );
  const { reads } = await standIn(pages);
  expect(await searchSite("co")).toHaveLength(5);
  expect(await searchSite("coffee")).toHaveLength(16);
  expect(reads.size).toBe(16);
});

test("each page's text is read once, whichever searches and the warm-up ask for it", async () => {
  const { reads } = await standIn([
    pagefindPage("/tools/macro-calculator", "Macro calculator", "Work out your macros."),
    pagefindPage("/articles/calorie-deficit", "Calorie deficit", "A macro calculator helps."),
  ]);
  const [hits] = await Promise.all([searchSite("macro calculator"), warmUpSearch(), searchSite("macro")]);
  expect(hits?.[0]?.pageUrl).toBe("/tools/macro-calculator");
  expect([...reads.values()]).toEqual([1, 1]);
});
