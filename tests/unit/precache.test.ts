import { describe, expect, test } from "vitest";
import {
  MAX_PRECACHED_ARTICLES,
  NETWORK_ONLY_ROUTES,
  OFFLINE_ROUTE,
  planPrecache,
  readRouteManifest,
  routeOfDataFile,
  SERVICE_WORKER_FILE,
} from "../../scripts/lib/precache.mjs";
import { paths } from "../../src/config/paths";
import { SERVICE_WORKER_URL } from "../../src/features/offline/service-worker-client";

const encoder = new TextEncoder();

/** A prerendered page as postbuild leaves it: the paint-first module script names its scripts. */
function page({ scripts = ["/assets/manifest-1.js", "/assets/entry-1.js"], published = "" } = {}) {
  const date = published ? `<meta property="article:published_time" content="${published}"/>` : "";
  return [
    `<!DOCTYPE html><html><head><meta charset="utf-8"/>${date}`,
    '<link rel="stylesheet" href="/assets/root-1.css"/>',
    '<link rel="preload" href="/assets/font-1.woff2" as="font"/>',
    `<script type="module">/* paint first */${scripts.map((url) => `await import("${url}");`).join("")}</script>`,
    "</head><body></body></html>",
  ].join("");
}

/** React Router's route manifest chunk: one route per path, with its module. */
function routeManifest(routes: Record<string, { path?: string; module: string; imports?: string[] }>) {
  const entries = Object.fromEntries(
    Object.entries(routes).map(([id, route]) => [
      id,
      { id, parentId: id === "root" ? undefined : "root", imports: [], css: [], ...route },
    ]),
  );
  return `window.__reactRouterManifest=${JSON.stringify({
    entry: { module: "/assets/entry-1.js", imports: ["/assets/shell-1.js"] },
    routes: entries,
    url: "/assets/manifest-1.js",
    version: "1",
  })};`;
}

const ROUTES = {
  root: { path: "", module: "/assets/root-1.js" },
  home: { module: "/assets/home-1.js" },
  about: { path: "about", module: "/assets/about-1.js" },
  article: { path: "articles/:slug", module: "/assets/article-1.js" },
  offline: { path: "offline", module: "/assets/offline-1.js" },
  login: { path: "login", module: "/assets/login-1.js", imports: ["/assets/auth-1.js"] },
  developer: { path: "dev-add-product", module: "/assets/developer-1.js" },
  notFound: { path: "*", module: "/assets/not-found-1.js" },
};

/** A small build with every kind of file the real one has. */
function build(extra: Record<string, string> = {}): Map<string, Uint8Array> {
  const files: Record<string, string> = {
    "index.html": page(),
    "_.data": "home data",
    "about/index.html": page(),
    "offline/index.html": page(),
    "articles/first/index.html": page({ published: "2026-01-01T00:00:00.000Z" }),
    "articles/first.data": "article data",
    "login/index.html": page(),
    "dev-add-product/index.html": page(),
    "404.html": page(),
    "__spa-fallback.html": page(),
    "assets/manifest-1.js": routeManifest(ROUTES),
    "assets/entry-1.js": 'import{a}from"./shell-1.js";',
    // A dynamic import with Vite's preload list.
    "assets/shell-1.js": 'const d=["assets/lazy-1.js","assets/lazy-dep-1.js"];import("./lazy-1.js");',
    "assets/lazy-1.js": 'import"./lazy-dep-1.js";',
    "assets/lazy-dep-1.js": "export const x=1;",
    "assets/root-1.js": "export{}",
    "assets/home-1.js": "export{}",
    "assets/about-1.js": "export{}",
    "assets/article-1.js": "export{}",
    "assets/offline-1.js": "export{}",
    "assets/not-found-1.js": "export{}",
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
    "og-image.png": "share card",
    "feed.xml": "<feed/>",
    "sitemap.xml": "<urlset/>",
    "robots.txt": "User-agent: *",
    "articles.json": "[]",
    "products.json": "[]",
    ...extra,
  };
  return new Map(Object.entries(files).map(([file, text]) => [file, encoder.encode(text)]));
}

const urls = (files: Map<string, Uint8Array>) => planPrecache(files).entries.map(({ url }) => url);

describe("planPrecache", () => {
  test("stores every prerendered page under its clean URL, with its .data file, by content revision", () => {
    const { entries } = planPrecache(build());
    const pages = entries.filter(({ url }) => !/\.\w+$/.test(url) || url.endsWith(".data"));
    expect(pages.map(({ url }) => url)).toEqual([
      "/",
      "/_.data",
      "/about",
      "/articles/first",
      "/articles/first.data",
      "/offline",
    ]);
    for (const { revision } of pages) expect(revision).toMatch(/^[\da-f]{16}$/);
  });

  test("leaves out sign-in, the developer page, the not-found page and the SPA fallback", () => {
    const stored = urls(build({ "login.data": "none" }));
    for (const url of ["/login", "/login.data", "/dev-add-product", "/404.html", "/__spa-fallback.html"]) {
      expect(stored).not.toContain(url);
    }
  });

  test("stores the scripts, styles and fonts the stored pages load, now or later, by URL alone", () => {
    const { entries } = planPrecache(build());
    const assets = entries.filter(({ url }) => url.startsWith("/assets/"));
    expect(assets.map(({ url }) => url)).toEqual([
      "/assets/about-1.js",
      "/assets/article-1.js",
      "/assets/entry-1.js",
      "/assets/font-1.woff2",
      "/assets/home-1.js",
      "/assets/lazy-1.js",
      "/assets/lazy-dep-1.js",
      "/assets/manifest-1.js",
      "/assets/not-found-1.js",
      "/assets/offline-1.js",
      "/assets/root-1.css",
      "/assets/root-1.js",
      "/assets/shell-1.js",
    ]);
    // Hashed names: the URL is the version.
    for (const { revision } of assets) expect(revision).toBeNull();
  });

  test("leaves out code only the network-only pages use, and files nothing loads", () => {
    const stored = urls(build());
    for (const url of [
      "/assets/login-1.js",
      "/assets/auth-1.js",
      "/assets/developer-1.js",
      "/assets/upload-1.js",
      "/assets/server-build-1.css",
    ]) {
      expect(stored).not.toContain(url);
    }
  });

  test("stores pictures, icons and the web app manifest, not the feed, sitemap, upload files or share card", () => {
    const stored = urls(build()).filter(
      (url) => !url.startsWith("/assets/") && !/^\/[\w/-]*(\.data)?$/.test(url),
    );
    expect(stored).toEqual([
      "/favicon.svg",
      "/icons/icon-192.png",
      "/images/articles/first.svg",
      "/site.webmanifest",
    ]);
  });

  test("reports how many files and bytes it stores, raw and gzipped", () => {
    const plan = planPrecache(build());
    expect(plan.files).toHaveLength(plan.entries.length);
    expect(plan.bytes).toBe(plan.files.reduce((sum, { bytes }) => sum + bytes, 0));
    expect(plan.bytes).toBeGreaterThan(0);
    expect(plan.gzipBytes).toBeGreaterThan(0);
    expect(plan.files.find(({ url }) => url === "/about")).toMatchObject({
      file: "about/index.html",
      bytes: encoder.encode(page()).byteLength,
    });
    expect(plan.routes).toEqual(["/", "/about", "/articles/first", "/offline"]);
  });

  test("a changed page gets a new revision; an unchanged one keeps it", () => {
    const before = planPrecache(build()).entries;
    const after = planPrecache(build({ "about/index.html": `${page()}<!-- edited -->` })).entries;
    const revision = (entries: typeof before, url: string) =>
      entries.find((entry) => entry.url === url)?.revision;
    expect(revision(after, "/about")).not.toBe(revision(before, "/about"));
    expect(revision(after, "/")).toBe(revision(before, "/"));
  });

  test(`stores the newest ${MAX_PRECACHED_ARTICLES} articles; older ones, their .data files and only-their code stay out`, () => {
    const extra: Record<string, string> = {};
    const count = MAX_PRECACHED_ARTICLES + 2;
    for (let day = 1; day <= count; day += 1) {
      const id = `day-${String(day).padStart(2, "0")}`;
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
    for (const url of ["/articles/day-01", "/articles/day-01.data", "/assets/day-01-only.js"]) {
      expect(stored).not.toContain(url);
    }
    expect(stored).toContain("/articles/day-26.data");
    // The article route's code stays: the stored articles use it.
    expect(stored).toContain("/assets/article-1.js");
  });

  test("refuses a build without the offline page (offline navigations would loop)", () => {
    const files = build();
    files.delete("offline/index.html");
    expect(() => planPrecache(files)).toThrow(/no prerendered \/offline page/);
  });

  test("refuses a build whose pages name a file it does not have", () => {
    const files = build({ "about/index.html": page({ scripts: ["/assets/gone-1.js"] }) });
    expect(() => planPrecache(files)).toThrow("/assets/gone-1.js is referenced but not in the build");
  });
});

describe("readRouteManifest", () => {
  test("lists each route's modules by its full path, and the entry", () => {
    const manifest = readRouteManifest(routeManifest(ROUTES));
    expect(manifest?.entry).toEqual(["/assets/entry-1.js", "/assets/shell-1.js"]);
    expect(manifest?.routes.get("/login")).toEqual(["/assets/login-1.js", "/assets/auth-1.js"]);
    expect(manifest?.routes.get("/articles/:slug")).toEqual(["/assets/article-1.js"]);
    expect(manifest?.routes.get("/")).toEqual(["/assets/root-1.js", "/assets/home-1.js"]);
  });

  test("is null for other chunks and fails loudly when React Router changes its shape", () => {
    expect(readRouteManifest('import"./a.js";')).toBeNull();
    expect(() => readRouteManifest("window.__reactRouterManifest=load();")).toThrow(/expected shape/);
  });
});

test.each([
  ["_.data", "/"],
  ["about.data", "/about"],
  ["articles/first.data", "/articles/first"],
  ["about/index.html", null],
])("the .data file %s answers %s", (file, route) => {
  expect(routeOfDataFile(file)).toBe(route);
});

test("the worker's paths are the app's: the offline page, the network-only pages, the script", () => {
  expect(OFFLINE_ROUTE).toBe(paths.offline);
  expect(NETWORK_ONLY_ROUTES).toEqual([paths.login, paths.developer]);
  expect(`/${SERVICE_WORKER_FILE}`).toBe(SERVICE_WORKER_URL);
});
