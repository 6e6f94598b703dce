// @vitest-environment node
import { describe, expect, test } from "vitest";
import { pagefindPage } from "~/test/pagefind-pages";
import { readQuery } from "./query";
import { type ExcerptPart, type RankedPage, preparePage, rankPages, rarity, siteUrl } from "./rank";

/** Each query word's rarity as the site search measures it: by how many of `pages` have it. */
function weightsFor(query: string, pages: readonly RankedPage[]) {
  const weights = new Map<string, number>();
  for (const term of readQuery(query)) {
    for (const form of term.forms) {
      const having = pages.filter((page) =>
        [...page.positions.keys(), ...page.titleWords].some((word) => word === form || word.startsWith(form)),
      ).length;
      if (having > 0) weights.set(form, rarity(having, pages.length));
    }
  }
  return weights;
}

function rank(query: string, pages: readonly RankedPage[]) {
  return rankPages(pages, readQuery(query), weightsFor(query, pages));
}

const text = (parts: readonly ExcerptPart[] = []) => parts.map((part) => part.text).join("");
const marked = (parts: readonly ExcerptPart[] = []) =>
  parts.filter((part) => part.marked).map((part) => part.text);

/** A stand-in page, prepared as the site search prepares each page it reads. */
const prepared = (...page: Parameters<typeof pagefindPage>) => preparePage(pagefindPage(...page));

const sideEffects = preparePage(
  pagefindPage("/articles/side-effects/", "Fasting side effects", "What to expect when you start fasting.", [
    {
      id: "headache",
      heading: "Headache and light-headedness",
      text: "A headache in the first days of fasting is common. Drink water and add a pinch of salt.",
    },
    { id: "hair", heading: "Hair shedding", text: "Fast weight loss can shed hair months later." },
  ]),
);
const mentions = prepared("/quick-answers", "Quick answers", "", [
  {
    id: "who",
    heading: "When should you not fast?",
    text: "Do not fast on day two of an illness, with a headache from dehydration, or when fasting makes you feel faint on day two.",
  },
]);
const timer = prepared(
  "/tools/fasting-timer",
  "Fasting timer",
  "Start a fast now and keep a history of your fasts on this device.",
);
const guide = preparePage(
  pagefindPage("/diets/intermittent-fasting", "Intermittent fasting", "Fasting means eating in a window.", [
    { id: "schedules", heading: "Common schedules", text: "16:8 is the most common fasting schedule." },
  ]),
);

describe("search ranking", () => {
  test("the section whose heading answers outranks one that mentions the question's words more often", () => {
    // As on the real site, most pages talk of days and of fasting.
    const others = ["/a", "/b", "/c"].map((url) =>
      prepared(url, "Another read", "Day two of fasting is often the hardest, then it gets easier."),
    );
    const [first, second] = rank("headache on day two of fasting", [mentions, sideEffects, guide, ...others]);
    expect(first?.best.url).toBe("/articles/side-effects#headache");
    expect(second?.pageUrl).toBe("/quick-answers");
  });

  test("a rare word counts more than one on every page", () => {
    // "fasting" is on every page; "schedule" on one.
    const [hit] = rank("fasting schedule", [sideEffects, timer, guide]);
    expect(hit?.best.url).toBe("/diets/intermittent-fasting#schedules");
  });

  test("a tool is found by what it does: a reader's word reaches the site's word for it", () => {
    expect(rank("track my fasts", [guide, sideEffects, timer])[0]?.best.url).toBe("/tools/fasting-timer");
  });

  test("a page that answers every part of the question beats one that answers a part of it well", () => {
    const both = prepared("/articles/vegan-keto", "Vegan keto", "Eating vegan on keto takes planning.");
    const one = prepared("/diets/vegan", "The vegan diet", "Vegan, vegan, vegan: all about the vegan diet.");
    expect(rank("vegan keto", [one, both])[0]?.pageUrl).toBe("/articles/vegan-keto");
  });

  test("a page's further matching sections are offered under its best one, its own top excepted", () => {
    const [hit] = rank("headache hair", [sideEffects]);
    const urls = [hit?.best.url, ...(hit?.more ?? []).map((section) => section.url)];
    expect(urls.sort()).toEqual(["/articles/side-effects#hair", "/articles/side-effects#headache"]);
  });

  test("headings with ids React made up, and an article's sources heading, are not places to land", () => {
    const page = preparePage({
      ...pagefindPage("/tools/quiz", "Ketosis quiz", "Answer five questions about ketosis."),
      anchors: [
        { element: "h2", id: "_R_r5H3_", text: "Ketosis signs", location: 3 },
        { element: "h2", id: "footnote-label", text: "Sources", location: 5 },
        { element: "li", id: "item", text: "Ketosis", location: 6 },
      ],
    });
    expect(page.sections.map((section) => section.url)).toEqual(["/tools/quiz"]);
  });

  test("no page matches when none has a word of the question", () => {
    expect(rank("pizza", [sideEffects, guide])).toEqual([]);
  });
});

describe("excerpts", () => {
  test("show the whole sentence that matches best, its matched words marked without their punctuation", () => {
    const [hit] = rank("pinch of salt", [sideEffects]);
    expect(text(hit?.excerpt)).toBe("Drink water and add a pinch of salt.");
    expect(marked(hit?.excerpt)).toEqual(["pinch", "salt"]);
  });

  test("cut a long sentence around its match, with an ellipsis where words were left out", () => {
    const long = `${"Plain words keep going here ".repeat(8)}then milk appears ${"and more words follow ".repeat(8)}end.`;
    const excerpt = rank("milk", [prepared("/articles/long", "A long read", long)])[0]?.excerpt;
    expect(text(excerpt)).toMatch(/^… .*milk.* …$/);
    expect(marked(excerpt)).toEqual(["milk"]);
  });

  test("for a section matched by its heading alone, show its first sentence", () => {
    const [hit] = rank("hair shedding", [sideEffects]);
    expect(text(hit?.excerpt)).toBe("Fast weight loss can shed hair months later.");
  });
});

test("one spelling per page: no trailing slash", () => {
  expect(siteUrl("/articles/coffee/")).toBe("/articles/coffee");
  expect(siteUrl("/articles/coffee/#tea")).toBe("/articles/coffee#tea");
  expect(siteUrl("/")).toBe("/");
});
