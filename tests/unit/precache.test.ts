// @vitest-environment node
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { fragmentRoute, MAX_PRECACHED_ARTICLES, planPrecache } from "../../scripts/lib/precache.mjs";

// What the service worker stores. The e2e suite checks the real build's
// worker (tests/e2e/offline.spec.ts: every page and .data file but sign-in and
// the developer page, the site offline); this checks what it cannot see there:
// what else is stored, new revisions for changed pages, and the article limit.
const encoder = new TextEncoder();

/** A prerendered page as postbuild leaves it: the paint-first module script names its scripts. */
function page({ scripts = ["/assets/manifest-1.js", "/assets/entry-1.js"], published = "" } = {}) {
  const date = published ? `<meta property="article:published_time" content="${published}"/>` : "";
  return [
    `<!DOCTYPE html><html><head><meta charset="utf-8"/>${date}`,
    '<link rel="stylesheet" href="/assets/root-1.css"/>',
    `<script type="module">/* paint first */${scripts.map((url) => `await import("${url}");`).join("")}</script>`,
    "</head><body></body></html>",
  ].join("");
}

/** A search fragment as Pagefind writes it: its signature and JSON, gzipped. */
const fragment = (url: string) =>
  gzipSync(`pagefind_dcd${JSON.stringify({ url, content: "Words of the page.", meta: {} })}`);

/** React Router's route manifest chunk: one route per path, with its module. */
const routes: Record<string, { path?: string; module: string; imports?: string[] }> = {
  root: { path: "", module: "/assets/root-1.js" },
  home: { module: "/assets/home-1.js" },
  article: { path: "articles/:slug", module: "/assets/article-1.js" },
  offline: { path: "offline", module: "/assets/offline-1.js" },
  login: { path: "login", module: "/assets/login-1.js", imports: ["/assets/auth-1.js"] },
  developer: { path: "dev-add-product", module: "/assets/developer-1.js" },
};
const routeManifest = `window.__reactRouterManifest=${JSON.stringify({
  entry: { module: "/assets/entry-1.js", imports: ["/assets/shell-1.js"] },
  routes: Object.fromEntries(
    Object.entries(routes).map(([id, route]) => [
      id,
      { id, parentId: id === "root" ? undefined : "root", imports: [], css: [], ...route },
    ]),
  ),
  url: "/assets/manifest-1.js",
  version: "1",
})};`;

/** A small build with every kind of file the real one has. */
function build(extra: Record<string, string | Uint8Array> = {}): Map<string, Uint8Array> {
  const files: Record<string, string | Uint8Array> = {
    "index.html": page(),
    "_.data": "home data",
    "offline/index.html": page(),
    "articles/first/index.html": page({ published: "2026-01-01T00:00:00.000Z" }),
    "articles/first.data": "article data",
    "login/index.html": page(),
    "dev-add-product/index.html": page(),
    "404.html": page(),
    "__spa-fallback.html": page(),
    "assets/manifest-1.js": routeManifest,
    "assets/entry-1.js": 'import{a}from"./shell-1.js";',
    // A dynamic import with Vite's preload list.
    "assets/shell-1.js": 'const d=["assets/lazy-1.js","assets/lazy-dep-1.js"];import("./lazy-1.js");',
    "assets/lazy-1.js": 'import"./lazy-dep-1.js";',
    "assets/lazy-dep-1.js": "export const x=1;",
    "assets/root-1.js": "export{}",
    "assets/home-1.js": "export{}",
    "assets/article-1.js": "export{}",
    "assets/offline-1.js": "export{}",
    "assets/login-1.js": 'import"./auth-1.js";',
    "assets/auth-1.js": "firebase auth",
    "assets/developer-1.js": 'import("./upload-1.js");',
    "assets/upload-1.js": "upload code",
    "assets/root-1.css": "@font-face{src:url(/assets/font-1.woff2)}",
    "assets/font-1.woff2": "font",
    "assets/server-build-1.css": "unused",
    "images/articles/first.svg": "<svg/>",
    "icons/icon-192.png": "png",
    "favicon.svg": "<svg/>",
    "site.webmanifest": "{}",
    "pagefind/pagefind.js": "search",
    "pagefind/index/en_1.pf_index": "index",
    "pagefind/fragment/en_first.pf_fragment": fragment("/articles/first"),
    "pagefind/fragment/en_offline.pf_fragment": fragment("/offline"),
    "og-image.png": "share card",
    "feed.xml": "<feed/>",
    "sitemap.xml": "<urlset/>",
    "articles.json": "[]",
    ...extra,
  };
  return new Map(
    Object.entries(files).map(([file, content]) => [
      file,
      typeof content === "string" ? encoder.encode(content) : content,
    ]),
  );
}

const revisionOf = (files: Map<string, Uint8Array>, url: string) =>
  planPrecache(files).entries.find((entry) => entry.url === url)?.revision;

describe("planPrecache", () => {
  test("stores the pages, the code they load now or later, pictures, icons and the search index; not sign-in, the developer page, their code or the upload files", () => {
    expect(planPrecache(build()).entries.map(({ url }) => url)).toEqual([
      "/",
      "/_.data",
      "/articles/first",
      "/articles/first.data",
      "/assets/article-1.js",
      "/assets/entry-1.js",
      "/assets/font-1.woff2",
      "/assets/home-1.js",
      "/assets/lazy-1.js",
      "/assets/lazy-dep-1.js",
      "/assets/manifest-1.js",
      "/assets/offline-1.js",
      "/assets/root-1.css",
      "/assets/root-1.js",
      "/assets/shell-1.js",
      "/favicon.svg",
      "/icons/icon-192.png",
      "/images/articles/first.svg",
      "/offline",
      "/pagefind/fragment/en_first.pf_fragment",
      "/pagefind/fragment/en_offline.pf_fragment",
      "/pagefind/index/en_1.pf_index",
      "/pagefind/pagefind.js",
      "/site.webmanifest",
    ]);
  });

  test("a changed page gets a new revision (readers get the new copy); hashed files and unchanged pages keep theirs", () => {
    const edited = build({ "offline/index.html": `${page()}<!-- edited -->` });
    expect(revisionOf(edited, "/offline")).toMatch(/^[\da-f]{16}$/);
    expect(revisionOf(edited, "/offline")).not.toBe(revisionOf(build(), "/offline"));
    expect(revisionOf(edited, "/")).toBe(revisionOf(build(), "/"));
    expect(revisionOf(edited, "/assets/entry-1.js")).toBeNull();
  });

  test(`stores the newest ${MAX_PRECACHED_ARTICLES} articles; older ones, their .data files and only-their code stay out`, () => {
    const extra: Record<string, string | Uint8Array> = {};
    for (let day = 1; day <= MAX_PRECACHED_ARTICLES + 2; day += 1) {
      const id = `day-${String(day).padStart(2, "0")}`;
      extra[`pagefind/fragment/en_${id}.pf_fragment`] = fragment(`/articles/${id}`);
      extra[`articles/${id}/index.html`] = page({
        published: `2026-02-${String(day).padStart(2, "0")}T00:00:00.000Z`,
        scripts: ["/assets/manifest-1.js", "/assets/entry-1.js", `/assets/${id}-only.js`],
      });
      extra[`articles/${id}.data`] = id;
      extra[`assets/${id}-only.js`] = "export{}";
    }
    const plan = planPrecache(build(extra));
    // "first" (January) and day-01 and day-02 are the oldest of 27.
    expect(plan.articlesLeftOut).toEqual(["/articles/day-01", "/articles/day-02", "/articles/first"]);
    const stored = plan.entries.map(({ url }) => url);
    expect(stored.filter((url) => /^\/articles\/[^/.]+$/.test(url))).toHaveLength(MAX_PRECACHED_ARTICLES);
    for (const url of [
      "/articles/day-01",
      "/articles/day-01.data",
      "/assets/day-01-only.js",
      // Offline, search leaves out the results whose text it cannot read.
      "/pagefind/fragment/en_day-01.pf_fragment",
      "/pagefind/fragment/en_first.pf_fragment",
    ]) {
      expect(stored).not.toContain(url);
    }
    expect(stored).toEqual(
      expect.arrayContaining([
        "/articles/day-26.data",
        "/assets/article-1.js",
        "/pagefind/fragment/en_day-26.pf_fragment",
        "/pagefind/index/en_1.pf_index",
      ]),
    );
  });

  test("reads the page a search fragment describes, and stops on a shape it does not know", () => {
    expect(fragmentRoute(fragment("/diets/keto"))).toBe("/diets/keto");
    expect(() => fragmentRoute(gzipSync('{"url":"/diets/keto"}'))).toThrow(/Pagefind's expected shape/);
    expect(() => fragmentRoute(gzipSync('pagefind_dcd{"content":"x"}'))).toThrow(/names no page/);
  });
});
