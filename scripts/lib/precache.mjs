// What the service worker keeps on the reader's device, pure (no file system):
// scripts/lib/service-worker.mjs reads build/client, asks this module which
// files to precache under which URL and revision, and writes sw.js. See
// docs/decisions/013-offline-service-worker.md.
//
// In: every prerendered page (its HTML under its clean URL, and the `.data`
// file React Router fetches on a client-side navigation to it), the hashed
// /assets/** those pages load now or later (found by following the route
// manifest and every import), the pictures and icons under images/,
// icons/, favicon.svg and site.webmanifest, and the search index under
// pagefind/ (so the search page answers offline) with the fragments (a page's
// text for its results) of the pages the copy holds.
// Out: the sign-in and developer pages (network only), the not-found page and
// the SPA fallback (which only a server can pair with a URL), the feed, the
// sitemap, robots.txt, the upload JSON, the share card, and code only those
// pages use. Articles are in up to MAX_PRECACHED_ARTICLES, newest first: a
// Firebase-mode site may prerender thousands.
import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { pageScriptUrls, pageStylesheetUrls } from "./budgets.mjs";
import { readPageSeo, routeOfFile } from "./sitemap.mjs";

/** The offline page (src/config/paths.ts `offline`): the worker answers with
 * it when a page is neither cached nor reachable. */
export const OFFLINE_ROUTE = "/offline";

/** Pages that always need the network (src/config/paths.ts `login` and
 * `developer`): they sign in and write, so a stored copy would only mislead. */
export const NETWORK_ONLY_ROUTES = ["/login", "/dev-add-product"];

/** Where the worker is served, its scope the whole site (src/features/offline/service-worker-client.ts). */
export const SERVICE_WORKER_FILE = "sw.js";

/** The built-in catalogue (12 articles) twice over; in Firebase mode the
 * newest this many, the rest need a connection until they are read online. */
export const MAX_PRECACHED_ARTICLES = 24;

const ARTICLE_ROUTE = /^\/articles\/[^/]+$/;
const SEARCH_FRAGMENT = /^pagefind\/fragment\/[^/]+\.pf_fragment$/;
/** What Pagefind writes before a fragment's JSON, inside the gzip. */
const FRAGMENT_SIGNATURE = "pagefind_dcd";
const PUBLIC_FILE = /^(?:images\/|icons\/|pagefind\/)|^(?:favicon\.svg|site\.webmanifest)$/;
const MANIFEST_SCRIPT = /^window\.__reactRouterManifest=(\{[\s\S]*\});?\s*$/;
/** Module and stylesheet URLs of one route in React Router's manifest. */
const ROUTE_ASSET_KEYS = [
  "module",
  "clientActionModule",
  "clientLoaderModule",
  "clientMiddlewareModule",
  "hydrateFallbackModule",
];

/**
 * A file a chunk or stylesheet names: `"./x.js"` (static and dynamic imports),
 * `"assets/x.js"` (Vite's preload list), `"/assets/x.woff2"` and `url(/assets/…)`.
 */
const ASSET_REFERENCE = /["'`(](?:\.\/|\/?assets\/)([\w.-]+\.\w+)(?=["'`)])/g;

/**
 * @typedef {{ url: string, revision: string | null }} PrecacheEntry
 *   what Workbox's precacheAndRoute takes; `revision: null` for hashed file names
 * @typedef {{ url: string, file: string, bytes: number, gzipBytes: number }} PrecachedFile
 * @typedef {{
 *   entries: PrecacheEntry[],
 *   files: PrecachedFile[],
 *   bytes: number,
 *   gzipBytes: number,
 *   routes: string[],
 *   articlesLeftOut: string[],
 * }} PrecachePlan
 */

/**
 * The route a `.data` file answers: `_.data` → `/`, `about.data` → `/about`
 * (React Router's trailing-slash-aware data requests). Null for other files.
 * @param {string} file path relative to build/client, with `/` separators
 * @returns {string | null}
 */
export function routeOfDataFile(file) {
  if (!file.endsWith(".data")) return null;
  if (file === "_.data") return "/";
  return `/${file.slice(0, -".data".length)}`;
}

/**
 * The page a search fragment describes: its `url`, read from the gzipped JSON.
 * @param {Uint8Array} content
 * @returns {string}
 */
export function fragmentRoute(content) {
  const text = textOf(gunzipSync(content));
  if (!text.startsWith(FRAGMENT_SIGNATURE)) {
    throw new Error("precache: a search fragment no longer has Pagefind's expected shape");
  }
  const { url } = JSON.parse(text.slice(FRAGMENT_SIGNATURE.length));
  if (typeof url !== "string") throw new Error("precache: a search fragment names no page");
  return url;
}

/** @param {string | Uint8Array} content */
const revisionOf = (content) => createHash("sha256").update(content).digest("hex").slice(0, 16);

/** @param {Uint8Array} content */
const textOf = (content) => new TextDecoder().decode(content);

/**
 * React Router's route manifest (`window.__reactRouterManifest={…}` in
 * /assets/manifest-*.js) as module URLs per full route path.
 * @param {string} code
 * @returns {{ entry: string[], routes: Map<string, string[]> } | null} null if `code` is another chunk
 */
export function readRouteManifest(code) {
  if (!code.startsWith("window.__reactRouterManifest=")) return null;
  const match = MANIFEST_SCRIPT.exec(code);
  if (!match?.[1])
    throw new Error("precache: React Router's route manifest no longer has the expected shape");
  /** @type {{ entry: { module: string, imports: string[] }, routes: Record<string, Record<string, unknown>> }} */
  const manifest = JSON.parse(match[1]);
  /** @param {string} id @returns {string} */
  const fullPath = (id) => {
    const route = manifest.routes[id];
    if (!route) throw new Error(`precache: the route manifest names an unknown route ${id}`);
    const parent = typeof route.parentId === "string" ? fullPath(route.parentId) : "";
    const own = typeof route.path === "string" ? route.path : "";
    return `${parent.replace(/\/$/, "")}/${own}`;
  };
  /** @type {Map<string, string[]>} */
  const routes = new Map();
  for (const [id, route] of Object.entries(manifest.routes)) {
    const urls = [
      ...ROUTE_ASSET_KEYS.map((key) => route[key]),
      ...(Array.isArray(route.imports) ? route.imports : []),
      ...(Array.isArray(route.css) ? route.css : []),
    ].filter((url) => typeof url === "string");
    const path = fullPath(id);
    routes.set(path, [...(routes.get(path) ?? []), ...urls]);
  }
  return { entry: [manifest.entry.module, ...manifest.entry.imports], routes };
}

/**
 * Every /assets/ file reachable from `start`: what each chunk imports (static
 * or dynamic) or preloads, what each stylesheet loads, and for the route
 * manifest, the modules of every route except `skipRoutes`.
 * @param {readonly string[]} start asset URLs
 * @param {ReadonlyMap<string, Uint8Array>} files build files by relative path
 * @param {ReadonlySet<string>} skipRoutes
 * @returns {Set<string>} asset URLs
 */
function reachableAssets(start, files, skipRoutes) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const url = /** @type {string} */ (queue.pop());
    if (seen.has(url)) continue;
    const content = files.get(url.slice(1));
    if (content === undefined) throw new Error(`precache: ${url} is referenced but not in the build`);
    seen.add(url);
    if (!/\.(?:js|css)$/.test(url)) continue;
    const code = textOf(content);
    const manifest = readRouteManifest(code);
    if (manifest) {
      // Following the manifest's text would reach every route's code,
      // the developer page's included.
      queue.push(...manifest.entry);
      for (const [path, urls] of manifest.routes) if (!skipRoutes.has(path)) queue.push(...urls);
      continue;
    }
    for (const [, name = ""] of code.matchAll(ASSET_REFERENCE)) {
      // A string that only looks like a file name (not in the build) is not a reference.
      if (files.has(`assets/${name}`)) queue.push(`/assets/${name}`);
    }
  }
  return seen;
}

/**
 * The precache of a build.
 * @param {ReadonlyMap<string, Uint8Array>} files every file of build/client by
 *   relative path with `/` separators (`index.html`, `about/index.html`, `assets/x.js`)
 * @returns {PrecachePlan}
 */
export function planPrecache(files) {
  const skipRoutes = new Set(NETWORK_ONLY_ROUTES);
  const pages = [...files]
    .flatMap(([file, content]) => {
      const route = routeOfFile(file);
      return route === null || skipRoutes.has(route) ? [] : [{ route, file, html: textOf(content) }];
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  if (!pages.some(({ route }) => route === OFFLINE_ROUTE)) {
    // The worker sends readers to it; without it every offline navigation would loop.
    throw new Error(`precache: no prerendered ${OFFLINE_ROUTE} page (src/routes.ts)`);
  }

  // Newest first by the date the sitemap uses; equal dates by path, so the
  // choice is the same on every build.
  const articles = pages
    .filter(({ route }) => ARTICLE_ROUTE.test(route))
    .map((page) => ({ ...page, lastmod: readPageSeo(page.html).lastmod ?? "" }))
    .sort((a, b) => b.lastmod.localeCompare(a.lastmod) || a.route.localeCompare(b.route));
  const articlesLeftOut = new Set(articles.slice(MAX_PRECACHED_ARTICLES).map(({ route }) => route));
  const kept = pages.filter(({ route }) => !articlesLeftOut.has(route));
  const routes = new Set(kept.map(({ route }) => route));

  const start = kept.flatMap(({ html }) => [
    ...pageScriptUrls(html),
    ...pageStylesheetUrls(html),
    // The fonts' preload links.
    ...[...html.matchAll(/\bhref="(\/assets\/[^"]+)"/g)].map(([, url = ""]) => url),
  ]);
  const assets = reachableAssets(start, files, new Set([...skipRoutes, ...articlesLeftOut]));

  /** @type {{ url: string, file: string, hashed: boolean }[]} */
  const chosen = [
    ...kept.map(({ route, file }) => ({ url: route, file, hashed: false })),
    ...[...files.keys()]
      .filter((file) => {
        const route = routeOfDataFile(file);
        return route !== null && routes.has(route);
      })
      .map((file) => ({ url: `/${file}`, file, hashed: false })),
    ...[...assets].map((url) => ({ url, file: url.slice(1), hashed: true })),
    ...[...files]
      .filter(([file, content]) =>
        // An article left out is left out of offline search too: its results need its fragment.
        SEARCH_FRAGMENT.test(file) ? routes.has(fragmentRoute(content)) : PUBLIC_FILE.test(file),
      )
      .map(([file]) => ({ url: `/${file}`, file, hashed: false })),
  ].sort((a, b) => a.url.localeCompare(b.url));

  const precached = chosen.map(({ url, file, hashed }) => {
    const content = /** @type {Uint8Array} */ (files.get(file));
    return {
      entry: { url, revision: hashed ? null : revisionOf(content) },
      file: { url, file, bytes: content.byteLength, gzipBytes: gzipSync(content).length },
    };
  });
  return {
    entries: precached.map(({ entry }) => entry),
    files: precached.map(({ file }) => file),
    bytes: precached.reduce((sum, { file }) => sum + file.bytes, 0),
    gzipBytes: precached.reduce((sum, { file }) => sum + file.gzipBytes, 0),
    routes: [...routes],
    articlesLeftOut: [...articlesLeftOut].sort(),
  };
}
