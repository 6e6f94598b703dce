import { expect, test } from "vitest";
import { makeArticle } from "~/test/content-fixtures";
import { articleFeedXml } from "./feed";

const ATOM = "http://www.w3.org/2005/Atom";

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
  const xml = new DOMParser().parseFromString(articleFeedXml([older, newer]), "application/xml");
  expect(xml.getElementsByTagName("parsererror")).toHaveLength(0);
  const feed = xml.documentElement;
  expect([feed.namespaceURI, feed.localName]).toEqual([ATOM, "feed"]);
  // The feed changed when its latest article did.
  expect(feed.querySelector(":scope > updated")?.textContent).toBe("2026-11-02T00:00:00.000Z");
  const entries = [...feed.querySelectorAll(":scope > entry")];
  expect(entries.map((entry) => entry.querySelector("title")?.textContent)).toEqual([
    "Title of newer",
    "Salt & water",
  ]);
  const entry = entries[1];
  expect(entry?.querySelector("id")?.textContent).toMatch(/\/articles\/older$/);
  expect(entry?.querySelector("published")?.textContent).toBe("2026-01-05T00:00:00.000Z");
  expect(entry?.querySelector("updated")?.textContent).toBe("2026-11-02T00:00:00.000Z");
  expect(entry?.querySelector("summary")?.textContent).toBe("Why <electrolytes> matter.");
  expect(entry?.querySelector("author > name")?.textContent).toBe("Test Author");
  expect([...(entry?.querySelectorAll("category") ?? [])].map((node) => node.getAttribute("term"))).toEqual([
    "keto",
    "energy",
  ]);
});
