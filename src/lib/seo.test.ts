// @vitest-environment node
import type { MetaDescriptor } from "react-router";
import { expect, test } from "vitest";
import { absoluteUrl, formatTitle, pageMeta } from "./seo";

// Every prerendered page's title, description, canonical URL, share card (its size read
// from the PNG), X's card, an article's type and dates, and noindex on the private pages
// are checked in the raw HTML: tests/e2e/static-html.spec.ts.

/** The content of the meta tags with this property or name, in order. */
function contentOf(meta: MetaDescriptor[], key: string): unknown[] {
  return meta
    .filter((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key))
    .map((tag) => ("content" in tag ? tag.content : undefined));
}

test("a page that is not an article is a website, X's card carries its own description, and og:image comes before the properties that describe it", () => {
  const meta = pageMeta({ title: "About", description: "d", path: "/about" });
  expect(contentOf(meta, "og:type")).toEqual(["website"]);
  expect(contentOf(meta, "twitter:description")).toEqual(["d"]);
  const keys = meta.map((tag) => ("property" in tag ? tag.property : null));
  const image = keys.indexOf("og:image");
  expect(image).toBeGreaterThanOrEqual(0);
  for (const key of ["og:image:width", "og:image:height", "og:image:alt"])
    expect(keys.indexOf(key)).toBeGreaterThan(image);
});

test("uses a page's own image, made absolute, and leaves out sizes it does not know", () => {
  const meta = pageMeta({
    description: "d",
    image: { url: "/images/articles/fiber.svg", alt: "A bowl of oats" },
  });
  const image = "http://localhost:5173/images/articles/fiber.svg";
  const keys = ["og:image", "twitter:image", "og:image:alt", "og:image:width", "og:image:height"];
  expect(keys.map((key) => contentOf(meta, key))).toEqual([[image], [image], ["A bowl of oats"], [], []]);
});

test("uses the brand and tagline as the home title", () => {
  expect(formatTitle()).toBe("Fast & Fuel — Intermittent fasting & smarter nutrition for a leaner you");
});

test("absoluteUrl puts paths on the configured origin and passes absolute URLs through", () => {
  expect(absoluteUrl("/og-image.png")).toBe("http://localhost:5173/og-image.png");
  expect(absoluteUrl("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
});
