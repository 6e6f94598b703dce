// @vitest-environment node
import { describe, expect, test } from "vitest";
import { paths } from "~/config/paths";
import { absoluteUrl } from "~/lib/seo";
import routes from "~/routes";
import { indexedPagePaths, robotsTxt, sitemapXml } from "./sitemap";

/** Prerendered pages that ask search engines to stay away (their `meta` says noindex), and the redirect. */
const notListed: readonly string[] = [
  paths.login,
  paths.developer,
  paths.search,
  paths.offline,
  paths.intermittentFasting,
];

describe("the sitemap", () => {
  test("lists every static page of the route table but the noindex pages and the redirect", () => {
    const pages = routes
      .map((route) => (route.index ? "/" : `/${route.path ?? ""}`))
      .filter((path) => !/[:*]|\.(xml|json|txt)$/.test(path));
    expect([...indexedPagePaths].sort()).toEqual(pages.filter((path) => !notListed.includes(path)).sort());
  });

  test("gives each page its absolute URL and each article its last change", () => {
    const xml = sitemapXml([
      { id: "fresh", createdAt: new Date("2026-01-02T03:04:05Z") },
      {
        id: "edited",
        createdAt: new Date("2025-01-01T00:00:00Z"),
        updatedAt: new Date("2026-02-03T00:00:00Z"),
      },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
    );
    expect(xml).toContain(`<url><loc>${absoluteUrl("/")}</loc></url>`);
    expect(xml).toContain(`<url><loc>${absoluteUrl("/tools/macro-calculator")}</loc></url>`);
    expect(xml).toContain(
      `<url><loc>${absoluteUrl("/articles/fresh")}</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>`,
    );
    expect(xml).toContain(
      `<loc>${absoluteUrl("/articles/edited")}</loc><lastmod>2026-02-03T00:00:00.000Z</lastmod>`,
    );
    expect(xml.match(/<url>/g)).toHaveLength(indexedPagePaths.length + 2);
  });

  test("escapes what XML cannot carry as text", () => {
    expect(sitemapXml([{ id: "it's", createdAt: new Date(0) }])).toContain("/articles/it&#39;s</loc>");
  });
});

test("robots.txt allows everything and names the sitemap", () => {
  expect(robotsTxt()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`);
});
