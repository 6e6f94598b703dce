// @vitest-environment node
import type { MetaDescriptor } from "react-router";
import { describe, expect, test } from "vitest";
import { absoluteUrl, defaultShareImage, formatTitle, pageMeta } from "./seo";

/** The content of the meta tags with this property or name, in order. */
function contentOf(meta: MetaDescriptor[], key: string): unknown[] {
  return meta
    .filter((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key))
    .map((tag) => ("content" in tag ? tag.content : undefined));
}

/** The head's canonical link to `href`. */
const canonicalLink = (href: string) => ({ tagName: "link", rel: "canonical", href });

describe("pageMeta", () => {
  test("brands the title and repeats it for social cards", () => {
    const meta = pageMeta({ title: "About", description: "Who we are.", path: "/about" });
    expect(meta).toContainEqual({ title: "About | Fast & Fuel" });
    expect(meta).toContainEqual({ name: "description", content: "Who we are." });
    expect(meta).toContainEqual({ property: "og:title", content: "About | Fast & Fuel" });
  });

  test("gives the canonical URL on the configured origin", () => {
    const meta = pageMeta({ description: "d", path: "/about" });
    expect(meta).toContainEqual(canonicalLink("http://localhost:5173/about"));
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

  test("drops a trailing slash from the canonical URL, as prerendering passes some paths with one", () => {
    const meta = pageMeta({ description: "d", path: "/tools/macro-calculator/" });
    expect(meta).toContainEqual(canonicalLink("http://localhost:5173/tools/macro-calculator"));
    expect(contentOf(meta, "og:url")).toEqual(["http://localhost:5173/tools/macro-calculator"]);
    expect(contentOf(pageMeta({ description: "d", path: "/" }), "og:url")).toEqual([
      "http://localhost:5173/",
    ]);
  });

  test("shares the 1200×630 brand card by default, on the configured origin", () => {
    const meta = pageMeta({ description: "d", path: "/about" });
    expect(contentOf(meta, "og:image")).toEqual(["http://localhost:5173/og-image.png"]);
    expect(contentOf(meta, "og:image:width")).toEqual(["1200"]);
    expect(contentOf(meta, "og:image:height")).toEqual(["630"]);
    expect(contentOf(meta, "og:image:alt")).toEqual([defaultShareImage.alt]);
    expect(contentOf(meta, "twitter:image")).toEqual(["http://localhost:5173/og-image.png"]);
    expect(contentOf(meta, "twitter:image:alt")).toEqual([defaultShareImage.alt]);
    expect(contentOf(meta, "twitter:card")).toEqual(["summary_large_image"]);
  });

  test("gives X's card the page's own title and description", () => {
    const meta = pageMeta({ title: "About", description: "d", path: "/about" });
    expect(contentOf(meta, "twitter:title")).toEqual(["About | Fast & Fuel"]);
    expect(contentOf(meta, "twitter:description")).toEqual(["d"]);
  });

  test("lists og:image before the properties that describe it", () => {
    const keys = pageMeta({ description: "d" }).map((tag) => ("property" in tag ? tag.property : null));
    const image = keys.indexOf("og:image");
    expect(image).toBeGreaterThanOrEqual(0);
    for (const key of ["og:image:width", "og:image:height", "og:image:alt"]) {
      expect(keys.indexOf(key)).toBeGreaterThan(image);
    }
  });

  test("uses a page's own image, made absolute, and leaves out sizes it does not know", () => {
    const meta = pageMeta({
      description: "d",
      image: { url: "/images/articles/fiber.svg", alt: "A bowl of oats" },
    });
    expect(contentOf(meta, "og:image")).toEqual(["http://localhost:5173/images/articles/fiber.svg"]);
    expect(contentOf(meta, "twitter:image")).toEqual(["http://localhost:5173/images/articles/fiber.svg"]);
    expect(contentOf(meta, "og:image:alt")).toEqual(["A bowl of oats"]);
    expect(contentOf(meta, "og:image:width")).toEqual([]);
    expect(contentOf(meta, "og:image:height")).toEqual([]);
  });

  test("marks articles with their type and dates, which the sitemap reads", () => {
    const meta = pageMeta({
      description: "d",
      article: {
        publishedTime: new Date("2025-09-08T08:00:00Z"),
        modifiedTime: new Date("2025-10-01T12:30:00Z"),
      },
    });
    expect(contentOf(meta, "og:type")).toEqual(["article"]);
    expect(contentOf(meta, "article:published_time")).toEqual(["2025-09-08T08:00:00.000Z"]);
    expect(contentOf(meta, "article:modified_time")).toEqual(["2025-10-01T12:30:00.000Z"]);
    expect(contentOf(pageMeta({ description: "d" }), "og:type")).toEqual(["website"]);
    expect(contentOf(pageMeta({ description: "d" }), "article:published_time")).toEqual([]);
  });

  test("uses the brand and tagline as the home title", () => {
    expect(formatTitle()).toBe("Fast & Fuel — Intermittent fasting & smarter nutrition for a leaner you");
  });
});

describe("absoluteUrl", () => {
  test("puts paths on the configured origin and passes absolute URLs through", () => {
    expect(absoluteUrl("/og-image.png")).toBe("http://localhost:5173/og-image.png");
    expect(absoluteUrl("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
  });
});
