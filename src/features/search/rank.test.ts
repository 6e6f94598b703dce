import { describe, expect, test } from "vitest";
import type { PagefindData, PagefindSubResult } from "./pagefind";
import {
  countTerms,
  excerptParts,
  headingFocus,
  headingTerms,
  rankResults,
  searchTerms,
  sectionScore,
  siteUrl,
} from "./rank";

const at = (location: number, balanced_score: number, weight = 1) => ({ location, balanced_score, weight });

function section(
  title: string,
  url: string,
  start: number,
  scores: ReturnType<typeof at>[],
): PagefindSubResult {
  return {
    title,
    url,
    excerpt: `${title} <mark>excerpt</mark>`,
    anchor: { id: url.split("#")[1] ?? "", location: start },
    weighted_locations: scores,
    locations: scores.map(({ location }) => location),
  };
}

function page(title: string, url: string, sections: PagefindSubResult[]): PagefindData {
  return { url, excerpt: `${title} excerpt`, meta: { title }, sub_results: sections, word_count: 500 };
}

describe("search ranking", () => {
  test("a section counts its strongest matches, one per word of the query", () => {
    const repeated = section("Coffee", "/a#coffee", 0, [at(100, 1), at(110, 1), at(120, 1), at(130, 1)]);
    expect(sectionScore(repeated, 2)).toBe(2);
    expect(sectionScore(repeated, 4)).toBe(4);
  });

  test("matches in a section's first lines count more than the same words further down", () => {
    const early = section("Early", "/a#early", 200, [at(210, 2)]);
    const late = section("Late", "/a#late", 200, [at(400, 2)]);
    expect(sectionScore(early, 1)).toBeGreaterThan(sectionScore(late, 1));
  });

  test("pages are ordered by their best section, and link to it", () => {
    // Pagefind put the long article first; its matches are scattered body words.
    const article = page("Coffee and your gut", "/articles/gut/", [
      section("Coffee and your gut", "/articles/gut/", 0, [at(300, 1), at(350, 1), at(420, 1)]),
      section("Tea", "/articles/gut/#tea", 500, [at(700, 1)]),
    ]);
    // The answer's heading holds the words (heading words weigh more).
    const answers = page("Quick answers", "/quick-answers", [
      section("Quick answers", "/quick-answers", 0, []),
      section("Does coffee break a fast?", "/quick-answers#coffee", 80, [at(80, 6), at(81, 6), at(82, 6)]),
      section("Does tea break a fast?", "/quick-answers#tea", 200, [at(230, 1)]),
    ]);
    const [first, second] = rankResults([article, answers], "does coffee break a fast");
    expect(first?.best).toMatchObject({ title: "Does coffee break a fast?", url: "/quick-answers#coffee" });
    expect(first?.pageTitle).toBe("Quick answers");
    expect(first?.more.map(({ url }) => url)).toEqual(["/quick-answers#tea"]);
    expect(second?.best.url).toBe("/articles/gut");
    expect(second?.pageUrl).toBe("/articles/gut");
  });

  test("a page's top is not offered again as a further section", () => {
    const guide = page("Keto flu", "/articles/keto-flu", [
      section("Keto flu", "/articles/keto-flu", 0, [at(3, 5)]),
      section("What keto flu is", "/articles/keto-flu#what", 40, [at(40, 9)]),
      section("Fluids", "/articles/keto-flu#fluids", 90, [at(95, 2)]),
    ]);
    const [hit] = rankResults([guide], "keto flu");
    expect(hit?.best.url).toBe("/articles/keto-flu#what");
    expect(hit?.more.map(({ url }) => url)).toEqual(["/articles/keto-flu#fluids"]);
  });

  test("equal scores keep Pagefind's order; a page without scored sections links to itself", () => {
    const one = page("One", "/one", []);
    const two = page("Two", "/two", []);
    const hits = rankResults([one, two], "x");
    expect(hits.map(({ pageUrl }) => pageUrl)).toEqual(["/one", "/two"]);
    expect(hits[0]?.best).toEqual({ title: "One", url: "/one" });
    expect(hits[0]?.excerpt).toEqual([{ text: "One excerpt", marked: false }]);
  });

  test("Pagefind is asked the question without its short filler words, as typed", () => {
    expect(searchTerms("does coffee break a fast?")).toBe("does coffee break fast?");
    expect(searchTerms("How do I start 16:8")).toBe("How start 16:8");
    expect(searchTerms("  who should   not fast ")).toBe("who should not fast");
    // Nothing but such words: the reader's own, rather than nothing.
    expect(searchTerms("do I")).toBe("do I");
  });

  test("URLs lose a trailing slash, before a section too; words are counted once", () => {
    expect(siteUrl("/about/")).toBe("/about");
    expect(siteUrl("/articles/x/#why")).toBe("/articles/x#why");
    expect(siteUrl("/")).toBe("/");
    expect(countTerms("Does coffee, coffee break a fast?")).toBe(5);
    expect(countTerms("16:8")).toBe(2);
  });

  test("an excerpt becomes text with the query's meaningful words marked; markup in it stays text", () => {
    // Pagefind escapes only "<" and ">" of the page's text.
    expect(excerptParts("Black <mark>coffee</mark> & tea &lt;b&gt;, &amp;", "coffee")).toEqual([
      { text: "Black ", marked: false },
      { text: "coffee", marked: true },
      { text: " & tea <b>, &amp;", marked: false },
    ]);
    expect(excerptParts("&lt;script&gt;<mark>tea</mark>", "tea")).toEqual([
      { text: "<script>", marked: false },
      { text: "tea", marked: true },
    ]);
    expect(
      excerptParts(
        "<mark>Does</mark> <mark>coffee</mark> break <mark>a</mark> <mark>fasting</mark> in <mark>any</mark> way",
        "does coffee break a fast",
      ),
    ).toEqual([
      { text: "Does ", marked: false },
      { text: "coffee", marked: true },
      { text: " break a ", marked: false },
      { text: "fasting", marked: true },
      { text: " in any way", marked: false },
    ]);
  });

  test("a heading about the question alone is more focused than one that mentions it in passing", () => {
    const query = "can I drink tea while fasting";
    expect(headingFocus("Does tea break a fast?", query)).toBeCloseTo(2 / 3);
    expect(headingFocus("A drink is food as far as your fast is concerned", query)).toBeCloseTo(2 / 5);
    expect(headingFocus("Who should not fast?", "who should not fast")).toBe(1);
    expect(headingFocus("", query)).toBe(0);
  });

  test("a heading counts the question's meaningful words, in any of their forms", () => {
    expect(headingTerms("Does tea break a fast?", "can I drink tea while fasting")).toBe(2);
    expect(headingTerms("Can I exercise while fasting?", "can I drink tea while fasting")).toBe(1);
    expect(headingTerms("Calories in, calories out", "calorie")).toBe(1);
    expect(headingTerms("What it is", "what is it")).toBe(0);
  });

  test("the section whose heading names more of the question wins over stronger body matches", () => {
    const exercise = section("Can I exercise while fasting?", "/quick-answers#exercise", 0, [
      at(0, 9),
      at(1, 9),
      at(2, 9),
      at(3, 9),
    ]);
    const tea = section("Does tea break a fast?", "/quick-answers#tea", 100, [at(101, 2), at(104, 2)]);
    const [hit] = rankResults(
      [page("Quick answers", "/quick-answers", [exercise, tea])],
      "can I drink tea while fasting",
    );
    expect(hit?.best.url).toBe("/quick-answers#tea");
  });
});
