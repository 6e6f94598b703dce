// @vitest-environment node
import { expect, test } from "vitest";
import { paths } from "~/config/paths";
import { absoluteUrl } from "~/lib/seo";
import routes from "~/routes";
import { indexedPagePaths, robotsTxt, sitemapXml } from "./sitemap";

/** Prerendered pages that ask search engines to stay away (their `meta` says noindex), and the redirect. */
const notListed: readonly string[] = (
  ["login", "developer", "search", "offline", "intermittentFasting"] as const
).map((page) => paths[page]);

test("the sitemap lists every static page of the route table but the noindex pages and the redirect", () => {
  const pages = routes
    .map((route) => (route.index ? "/" : `/${route.path ?? ""}`))
    .filter((path) => !/[:*]|\.(xml|json|txt)$/.test(path));
  expect([...indexedPagePaths].sort()).toEqual(pages.filter((path) => !notListed.includes(path)).sort());
});

test("the sitemap gives each page its absolute URL and each article its last change, escaping what XML cannot carry as text", () => {
  const xml = sitemapXml([
    { id: "fresh", createdAt: new Date("2026-01-02T03:04:05Z") },
    { id: "edited", createdAt: new Date(0), updatedAt: new Date("2026-02-03T00:00:00Z") },
    { id: "it's", createdAt: new Date(0) },
  ]);
  expect(xml).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
  );
  const url = (path: string, lastmod?: string) =>
    `<url><loc>${absoluteUrl(path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  expect(xml).toContain(url("/"));
  expect(xml).toContain(url("/tools/macro-calculator"));
  expect(xml).toContain(url("/articles/fresh", "2026-01-02T03:04:05.000Z"));
  expect(xml).toContain(url("/articles/edited", "2026-02-03T00:00:00.000Z"));
  expect(xml).toContain("/articles/it&#39;s</loc>");
  expect(xml.match(/<url>/g)).toHaveLength(indexedPagePaths.length + 3);
});

test("robots.txt allows everything and names the sitemap", () => {
  expect(robotsTxt()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`);
});
