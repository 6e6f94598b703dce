import { describe, expect, test } from "vitest";
import { formatTitle, pageMeta } from "./seo";

describe("pageMeta", () => {
  test("brands the title and repeats it for social cards", () => {
    const meta = pageMeta({ title: "About", description: "Who we are.", path: "/about" });
    expect(meta).toContainEqual({ title: "About | Fast & Fuel" });
    expect(meta).toContainEqual({ name: "description", content: "Who we are." });
    expect(meta).toContainEqual({ property: "og:title", content: "About | Fast & Fuel" });
  });

  test("gives the canonical URL on the configured origin", () => {
    const meta = pageMeta({ description: "d", path: "/about" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://localhost:5173/about",
    });
  });

  test("leaves out the canonical URL when the page has no path", () => {
    const meta = pageMeta({ title: "Page not found", description: "d" });
    expect(meta.some((tag) => "rel" in tag)).toBe(false);
  });

  test("asks search engines to skip private pages only when told to", () => {
    expect(pageMeta({ description: "d", noindex: true })).toContainEqual({
      name: "robots",
      content: "noindex",
    });
    expect(pageMeta({ description: "d" }).some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
  });

  test("uses the brand and tagline as the home title", () => {
    expect(formatTitle()).toBe("Fast & Fuel — Intermittent fasting & smarter nutrition for a leaner you");
  });
});
