import { describe, expect, test } from "vitest";
import { makeArticle } from "~/test/content-fixtures";
import { articleFeedXml } from "./feed";

const ATOM = "http://www.w3.org/2005/Atom";

function parseFeed(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

/** What a feed reader shows for a `type="html"` title or summary: its text read as HTML. */
const htmlText = (element: Element | null | undefined) =>
  new DOMParser().parseFromString(element?.textContent ?? "", "text/html").body.textContent;

const terms = (entry: Element | null | undefined) =>
  [...(entry?.querySelectorAll("category") ?? [])].map((node) => node.getAttribute("term"));

test("an Atom feed: newest first, each entry with its dates, author, summary and tags", () => {
  const older = makeArticle({
    id: "older",
    title: "Salt & water",
    excerpt: "Why <electrolytes> matter.",
    createdAt: new Date("2026-01-05T00:00:00Z"),
    updatedAt: new Date("2026-11-02T00:00:00Z"),
    tags: ["keto", "energy"],
  });
  const newer = makeArticle({ id: "newer", createdAt: new Date("2026-06-01T00:00:00Z") });
  const feed = parseFeed(articleFeedXml([older, newer])).documentElement;
  expect([feed.namespaceURI, feed.localName]).toEqual([ATOM, "feed"]);
  // The feed changed when its latest article did.
  expect(feed.querySelector(":scope > updated")?.textContent).toBe("2026-11-02T00:00:00.000Z");
  const entries = [...feed.querySelectorAll(":scope > entry")];
  expect(entries.map((entry) => htmlText(entry.querySelector("title")))).toEqual([
    "Title of newer",
    "Salt & water",
  ]);
  const entry = entries[1];
  expect(entry?.querySelector("id")?.textContent).toMatch(/\/articles\/older$/);
  expect(entry?.querySelector("published")?.textContent).toBe("2026-01-05T00:00:00.000Z");
  expect(entry?.querySelector("updated")?.textContent).toBe("2026-11-02T00:00:00.000Z");
  // Readers show the excerpt's words, angle brackets included, not an unknown HTML element.
  expect(htmlText(entry?.querySelector("summary"))).toBe("Why <electrolytes> matter.");
  expect(entry?.querySelector("author > name")?.textContent).toBe("Test Author");
  expect(terms(entry)).toEqual(["keto", "energy"]);
});

describe("text that tries to leave its element", () => {
  const script = '<script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script>';
  const hostileTitle = `A]]>B]]>${script}<![CDATA[C`;
  const hostile = makeArticle({
    id: "hostile",
    title: hostileTitle,
    excerpt: `Short]]>and]]>${script}<![CDATA[ sweet`,
    author: `Ann]]>${script}`,
    tags: ["keto", `x"]]>${script}`, "sleep"],
  });

  test("the feed stays well-formed Atom with no element of another vocabulary; readers still see the title, excerpt and author as written; a tag with markup is left out, the others stay", () => {
    const document = parseFeed(articleFeedXml([hostile]));
    const elements = [...document.getElementsByTagName("*")];
    expect(elements.length).toBeGreaterThan(10);
    const foreign = elements.filter((element) => element.namespaceURI !== ATOM);
    expect(foreign.map((element) => element.tagName)).toEqual([]);
    const entry = document.querySelector("entry");
    expect(htmlText(entry?.querySelector("title"))).toBe(hostileTitle);
    expect(htmlText(entry?.querySelector("summary"))).toBe(hostile.excerpt);
    expect(entry?.querySelector("author > name")?.textContent).toBe(hostile.author);
    expect(terms(entry)).toEqual(["keto", "sleep"]);
  });

  test("control characters XML cannot carry are left out instead of breaking the feed", () => {
    const article = makeArticle({
      id: "controls",
      title: "Fasting\u0000 and\u0008 sleep\uFFFE\uD800",
      excerpt: "Line one\nline two\u000B.",
      author: "Ann\u001B",
      tags: ["sle\u0007ep"],
    });
    const entry = parseFeed(articleFeedXml([article])).querySelector("entry");
    expect(htmlText(entry?.querySelector("title"))).toBe("Fasting and sleep");
    expect(htmlText(entry?.querySelector("summary"))).toBe("Line one\nline two.");
    expect(entry?.querySelector("author > name")?.textContent).toBe("Ann");
    expect(entry?.querySelector("category")?.getAttribute("term")).toBe("sleep");
  });
});
