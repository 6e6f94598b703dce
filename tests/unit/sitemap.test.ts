import { describe, expect, test } from "vitest";
import {
  buildRobots,
  buildSitemap,
  findHeadTags,
  planSeoFiles,
  readPageSeo,
  routeOfFile,
} from "../../scripts/lib/sitemap.mjs";

const origin = "https://fastandfuel.app";

/** A prerendered page as React Router writes it (attribute order, entities). */
function page(head: string) {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>${head}</head><body><h1>T</h1></body></html>`;
}

const canonical = (path: string) => `<link rel="canonical" href="${origin}${path}"/>`;
const noindex = '<meta name="robots" content="noindex"/>';

/** The `<loc>` and `<lastmod>` of each `<url>`, read back with an XML parser. */
function parseSitemap(xml: string) {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.querySelector("parsererror")).toBeNull();
  expect(document.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  return [...document.getElementsByTagName("url")].map((url) => ({
    loc: url.getElementsByTagName("loc")[0]?.textContent,
    lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? null,
  }));
}

describe("findHeadTags", () => {
  test("reads attributes in any order and quoting, decoding entities", () => {
    const tags = findHeadTags(
      `<meta content='Fast &amp; Fuel &#x27;24' property=og:title><link href="/a?x=1&amp;y=2" rel="canonical"/>`,
    );
    expect(tags.map(({ tag, attributes }) => [tag, Object.fromEntries(attributes)])).toEqual([
      ["meta", { content: "Fast & Fuel '24", property: "og:title" }],
      ["link", { href: "/a?x=1&y=2", rel: "canonical" }],
    ]);
  });
});

describe("readPageSeo", () => {
  test("finds the canonical URL of an indexable page", () => {
    expect(readPageSeo(page(canonical("/about")))).toEqual({
      canonical: `${origin}/about`,
      noindex: false,
      lastmod: null,
    });
  });

  test.each([
    ['<meta name="robots" content="noindex"/>', true],
    ['<meta name="ROBOTS" content="NoIndex, nofollow"/>', true],
    ['<meta name="robots" content="none"/>', true],
    ['<meta name="robots" content="index, follow"/>', false],
    ['<meta name="googlebot" content="noindex"/>', false],
  ])("reads %s as noindex: %s", (tag, expected) => {
    expect(readPageSeo(page(tag)).noindex).toBe(expected);
  });

  test("dates a page by article:modified_time, else article:published_time", () => {
    const published = '<meta property="article:published_time" content="2025-09-08T08:00:00.000Z"/>';
    const modified = '<meta property="article:modified_time" content="2025-10-01T12:30:00Z"/>';
    expect(readPageSeo(page(published + modified)).lastmod).toBe("2025-10-01T12:30:00.000Z");
    expect(readPageSeo(page(published)).lastmod).toBe("2025-09-08T08:00:00.000Z");
    expect(readPageSeo(page('<meta property="article:published_time" content="soon"/>')).lastmod).toBeNull();
  });
});

describe("routeOfFile", () => {
  test.each([
    ["index.html", "/"],
    ["about/index.html", "/about"],
    ["articles/what-is-a-calorie-deficit/index.html", "/articles/what-is-a-calorie-deficit"],
    ["404.html", null],
    ["__spa-fallback.html", null],
    ["diets/ketogenic-diet.data", null],
  ])("%s serves %s", (file, route) => {
    expect(routeOfFile(file)).toBe(route);
  });
});

describe("buildSitemap", () => {
  test("writes valid XML with escaped URLs and optional lastmod", () => {
    const xml = buildSitemap([
      { loc: `${origin}/` },
      { loc: `${origin}/search?q=a&b=<c>`, lastmod: "2025-09-08T08:00:00.000Z" },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(parseSitemap(xml)).toEqual([
      { loc: `${origin}/`, lastmod: null },
      { loc: `${origin}/search?q=a&b=<c>`, lastmod: "2025-09-08T08:00:00.000Z" },
    ]);
  });
});

describe("buildRobots", () => {
  test("allows everything and names the sitemap", () => {
    expect(buildRobots({ origin })).toBe(
      ["User-agent: *", "Allow: /", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n"),
    );
  });
});

describe("planSeoFiles", () => {
  const site = [
    { file: "index.html", html: page(canonical("/")) },
    { file: "about/index.html", html: page(canonical("/about")) },
    {
      file: "articles/fiber/index.html",
      html: page(
        canonical("/articles/fiber") +
          '<meta property="article:published_time" content="2025-09-08T08:00:00.000Z"/>',
      ),
    },
    { file: "login/index.html", html: page(canonical("/login") + noindex) },
    { file: "dev-add-product/index.html", html: page(noindex) },
    { file: "404.html", html: page("") },
    { file: "__spa-fallback.html", html: page("") },
  ];

  test("lists every indexable prerendered route, articles with their date", () => {
    const { sitemap, indexed } = planSeoFiles(site);
    expect(parseSitemap(sitemap)).toEqual([
      { loc: `${origin}/`, lastmod: null },
      { loc: `${origin}/about`, lastmod: null },
      { loc: `${origin}/articles/fiber`, lastmod: "2025-09-08T08:00:00.000Z" },
    ]);
    expect(indexed).toEqual([`${origin}/`, `${origin}/about`, `${origin}/articles/fiber`]);
  });

  test("leaves noindex pages out of the sitemap, and robots.txt does not name them", () => {
    const { sitemap, robots, excluded } = planSeoFiles(site);
    expect(excluded).toEqual(["/dev-add-product", "/login"]);
    expect(sitemap).not.toMatch(/login|dev-add-product/);
    expect(robots).not.toMatch(/login|dev-add-product|Disallow/);
  });

  test("takes the origin for robots.txt from the home page's canonical link", () => {
    expect(planSeoFiles(site).robots).toContain(`Sitemap: ${origin}/sitemap.xml\n`);
  });

  test("lists a URL once when two pages name it canonical", () => {
    const { indexed } = planSeoFiles([
      ...site,
      { file: "about-us/index.html", html: page(canonical("/about")) },
    ]);
    expect(indexed.filter((url) => url === `${origin}/about`)).toHaveLength(1);
  });

  test("refuses a build whose home page has no canonical link", () => {
    expect(() => planSeoFiles([{ file: "index.html", html: page("") }])).toThrow(/home page/);
  });

  test("refuses an indexable page without a canonical link, naming it", () => {
    expect(() => planSeoFiles([...site, { file: "tools/index.html", html: page("") }])).toThrow(
      /\/tools has no/,
    );
  });

  test("refuses a canonical URL on another origin", () => {
    const stray = {
      file: "products/index.html",
      html: page('<link rel="canonical" href="http://localhost:5173/products"/>'),
    };
    expect(() => planSeoFiles([...site, stray])).toThrow(/not on the home page's origin/);
  });
});
