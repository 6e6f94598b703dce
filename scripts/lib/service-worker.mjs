// Writes the service worker, build/client/sw.js: src/service-worker/ bundled
// with esbuild, then Workbox's own `injectManifest` puts in the precache list
// of the finished build. The post-build step calls it last, once every page
// has its final HTML, so the worker stores exactly what is served. In an
// emergency it writes the kill switch there instead (docs/decisions/025).
//
// In: every prerendered page under its clean URL and the `.data` file React
// Router fetches on a client-side navigation to it, the hashed /assets/**,
// the pictures and icons, and the search index (so the search page answers
// offline) with the fragments (a page's text for its results) of the pages
// the copy holds. Out: the sign-in and developer pages and the code only they
// use (found in Vite's build manifest), the not-found page and the SPA
// fallback (which only a server can pair with a URL), the feed, sitemap,
// robots.txt, upload JSON and share card. Articles: the newest
// MAX_PRECACHED_ARTICLES, as a Firebase-mode site may prerender thousands.
import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";
import { routeOfFile } from "./react-router-output.mjs";

/** The offline page (src/config/paths.ts `offline`): the worker answers with
 * it when a page is neither cached nor reachable. */
export const OFFLINE_ROUTE = "/offline";

/** Pages that always need the network, with their route modules
 * (src/routes.ts): they sign in and write, so a stored copy would only mislead. */
const NETWORK_ONLY = [
  { route: "/login", module: "src/app/routes/login.tsx" },
  { route: "/dev-add-product", module: "src/app/routes/dev-add-product.tsx" },
];
export const NETWORK_ONLY_ROUTES = NETWORK_ONLY.map(({ route }) => route);

/** Where the worker is served, its scope the whole site (src/features/offline/service-worker-client.ts). */
export const SERVICE_WORKER_FILE = "sw.js";

/** The built-in catalogue (12 articles) twice over; in Firebase mode the
 * newest this many, the rest need a connection until they are read online. */
export const MAX_PRECACHED_ARTICLES = 24;

/** The environment variable that makes a build ship the kill switch as its worker. */
export const KILL_SWITCH_VARIABLE = "SW_KILL_SWITCH";

/** Vite's build manifest (vite.config.ts `build.manifest`), which hosting never serves (a dot folder). */
const VITE_MANIFEST = ".vite/manifest.json";
const ARTICLE_ROUTE = /^\/articles\/[^/]+$/;
/** An article's dates, as the site's own `pageMeta` writes them into its head. */
const ARTICLE_TIME = /<meta property="article:(modified|published)_time" content="([^"]+)"/g;
const SEARCH_FRAGMENT = /^pagefind\/fragment\/[^/]+\.pf_fragment$/;
const PUBLIC_FILE = /^(?:images\/|icons\/|pagefind\/)|^(?:favicon\.svg|site\.webmanifest)$/;
/** What Pagefind writes before a fragment's JSON, inside the gzip. */
const FRAGMENT_SIGNATURE = "pagefind_dcd";

const source = fileURLToPath(new URL("../../src/service-worker/service-worker.ts", import.meta.url));
const killSwitch = fileURLToPath(new URL("../assets/sw-kill-switch.js", import.meta.url));

/**
 * The route a `.data` file answers: `_.data` → `/`, `about.data` → `/about`
 * (React Router's trailing-slash-aware data requests). Null for other files.
 * @param {string} file path relative to build/client, with `/` separators
 */
export function routeOfDataFile(file) {
  if (!file.endsWith(".data")) return null;
  return file === "_.data" ? "/" : `/${file.slice(0, -".data".length)}`;
}

/**
 * The page a search fragment describes: its `url`, read from the gzipped JSON.
 * @param {Uint8Array} content
 */
export function fragmentRoute(content) {
  const text = new TextDecoder().decode(gunzipSync(content));
  if (!text.startsWith(FRAGMENT_SIGNATURE)) {
    throw new Error("precache: a search fragment no longer has Pagefind's expected shape");
  }
  const { url } = JSON.parse(text.slice(FRAGMENT_SIGNATURE.length));
  if (typeof url !== "string") throw new Error("precache: a search fragment names no page");
  return url;
}

/**
 * Whether readers' pages may load an /assets/ file. Vite's manifest is the
 * chunk graph (static and dynamic imports, stylesheets, fonts), walked from
 * every entry but the network-only pages' own: what only those pages use
 * stays out. Scripts it does not list (React Router's route manifest, the
 * search worker) are kept; a stylesheet it does not list is the server
 * build's, which no page loads.
 * @param {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[], assets?: string[] }>} manifest
 * @returns {(file: string) => boolean} file relative to build/client
 */
export function assetReadersLoad(manifest) {
  const isNetworkOnly = (/** @type {string} */ key) =>
    NETWORK_ONLY.some(({ module }) => key.split("?")[0] === module);
  const reached = new Set();
  const queue = Object.keys(manifest).filter((key) => manifest[key]?.isEntry && !isNetworkOnly(key));
  if (queue.length === 0) throw new Error("precache: Vite's build manifest lists no entry");
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    const chunk = manifest[key];
    if (!chunk || reached.has(chunk.file)) continue;
    reached.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) reached.add(file);
    queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  const listed = new Set(
    Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]),
  );
  return (file) => reached.has(file) || (!listed.has(file) && file.endsWith(".js"));
}

/**
 * Which of a build's files the worker stores, under which URL.
 * @param {string[]} files every candidate, relative to build/client with `/` separators
 * @param {(file: string) => Promise<Uint8Array>} readFile
 * @param {(file: string) => boolean} isLoadable from {@link assetReadersLoad}
 * @returns {Promise<{ urls: Map<string, string>, routes: string[], articlesLeftOut: string[] }>}
 *   urls: file → URL
 */
export async function choosePrecache(files, readFile, isLoadable) {
  const pages = files.flatMap((file) => {
    const route = routeOfFile(file);
    return route === null || NETWORK_ONLY_ROUTES.includes(route) ? [] : [{ file, route }];
  });
  if (!pages.some(({ route }) => route === OFFLINE_ROUTE)) {
    // The worker sends readers to it; without it every offline navigation would loop.
    throw new Error(`precache: no prerendered ${OFFLINE_ROUTE} page (src/routes.ts)`);
  }
  // Newest first by last change, as the sitemap dates them; equal dates by path, so the
  // choice is the same on every build.
  const articles = await Promise.all(
    pages
      .filter(({ route }) => ARTICLE_ROUTE.test(route))
      .map(async ({ file, route }) => {
        const html = new TextDecoder().decode(await readFile(file));
        const times = new Map([...html.matchAll(ARTICLE_TIME)].map(([, kind, time]) => [kind, time]));
        return { route, lastmod: times.get("modified") ?? times.get("published") ?? "" };
      }),
  );
  articles.sort((a, b) => b.lastmod.localeCompare(a.lastmod) || a.route.localeCompare(b.route));
  const leftOut = new Set(articles.slice(MAX_PRECACHED_ARTICLES).map(({ route }) => route));
  const routes = new Set(pages.map(({ route }) => route).filter((route) => !leftOut.has(route)));

  /** @type {Map<string, string>} */
  const urls = new Map();
  for (const file of files) {
    const page = routeOfFile(file);
    const data = routeOfDataFile(file);
    if (page !== null) {
      if (routes.has(page)) urls.set(file, page);
    } else if (data !== null) {
      if (routes.has(data)) urls.set(file, `/${file}`);
    } else if (SEARCH_FRAGMENT.test(file)) {
      // An article left out is left out of offline search too: its results need its fragment.
      if (routes.has(fragmentRoute(await readFile(file)))) urls.set(file, `/${file}`);
    } else if (file.startsWith("assets/") ? isLoadable(file) : PUBLIC_FILE.test(file)) {
      urls.set(file, `/${file}`);
    }
  }
  return { urls, routes: [...routes].sort(), articlesLeftOut: [...leftOut].sort() };
}

/**
 * Writes the kill switch as build/client/sw.js: deployed, it removes the
 * worker and what it stored from every reader's browser that checks for an
 * update, and reloads their open pages from the network.
 * @param {string} dir the build's client directory (build/client/)
 */
export async function writeKillSwitch(dir) {
  await copyFile(killSwitch, join(dir, SERVICE_WORKER_FILE));
}

/**
 * @param {string} dir the build's client directory (build/client/)
 * @returns {Promise<{ count: number, size: number, routes: string[], articlesLeftOut: string[] }>}
 */
export async function writeServiceWorker(dir) {
  const manifest = JSON.parse(await readFile(join(dir, VITE_MANIFEST), "utf8"));
  const isLoadable = assetReadersLoad(manifest);
  const temp = await mkdtemp(join(tmpdir(), "sw-"));
  try {
    const swSrc = join(temp, SERVICE_WORKER_FILE);
    await build({
      entryPoints: [source],
      outfile: swSrc,
      bundle: true,
      format: "iife",
      target: "es2022",
      minify: true,
      logLevel: "error",
      tsconfig: fileURLToPath(new URL("../../src/service-worker/tsconfig.json", import.meta.url)),
      define: {
        // Workbox's logging and argument checks are development-only.
        "process.env.NODE_ENV": JSON.stringify("production"),
        __OFFLINE_PATH__: JSON.stringify(OFFLINE_ROUTE),
      },
    });
    /** @type {{ routes: string[], articlesLeftOut: string[] }} */
    let chosen = { routes: [], articlesLeftOut: [] };
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: join(dir, SERVICE_WORKER_FILE),
      globDirectory: dir,
      globPatterns: ["**/*"],
      // A worker from an earlier run of this step is not part of the site.
      globIgnores: [SERVICE_WORKER_FILE],
      // Hashed names change with their content: no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
      manifestTransforms: [
        async (entries) => {
          const { urls, ...rest } = await choosePrecache(
            entries.map(({ url }) => url),
            (file) => readFile(join(dir, file)),
            isLoadable,
          );
          chosen = rest;
          const manifest = entries.flatMap((entry) => {
            const url = urls.get(entry.url);
            return url === undefined ? [] : [{ ...entry, url }];
          });
          return { manifest: manifest.sort((a, b) => a.url.localeCompare(b.url)) };
        },
      ],
    });
    if (warnings.length > 0) throw new Error(`service worker: ${warnings.join("; ")}`);
    return { count, size, ...chosen };
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
