// src/service-worker/ bundled with the finished build's precache list (decision 013 says what is stored and why).
import { copyFile, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";
import { importTypeScript } from "./app-modules.mjs";
import { routeOfFile } from "./react-router-output.mjs";

async function appRoutes() {
  const [{ paths, signInPaths }, { default: table }] = await Promise.all([
    importTypeScript("src/config/paths.ts"),
    importTypeScript("src/routes.ts"),
  ]);
  /** @type {string[]} */
  const networkOnly = [...signInPaths];
  const modules = networkOnly.map((route) => {
    const entry = /** @type {{ path?: string, file: string }[]} */ (table).find(
      ({ path }) => `/${path}` === route,
    );
    if (!entry) throw new Error(`precache: ${route} is not in src/routes.ts`);
    return `src/${entry.file}`;
  });
  return { offline: /** @type {string} */ (paths.offline), networkOnly, modules };
}

// About twice the built-in catalogue (26 articles); a Firebase-mode site may prerender thousands.
export const MAX_PRECACHED_ARTICLES = 48;
export const KILL_SWITCH_VARIABLE = "SW_KILL_SWITCH"; // decision 025

const SERVICE_WORKER_FILE = "sw.js"; // src/features/offline/service-worker-client.ts registers it
const WORKER_SOURCES = new URL("../../src/service-worker/", import.meta.url); // the worker and its kill switch
const ARTICLE_ROUTE = /^\/articles\/[^/]+$/;
const ARTICLE_TIME = /<meta property="article:(modified|published)_time" content="([^"]+)"/g;
const SEARCH_FRAGMENT = /^pagefind\/fragment\/[^/]+\.pf_fragment$/;
const PUBLIC_FILE = /^(?:images\/|icons\/|pagefind\/)|^(?:favicon\.svg|site\.webmanifest)$/;
const FRAGMENT_SIGNATURE = "pagefind_dcd"; // before a fragment's JSON, inside the gzip

/** @param {Uint8Array} content a search fragment, which names its page */
export function fragmentRoute(content) {
  const text = new TextDecoder().decode(gunzipSync(content));
  if (!text.startsWith(FRAGMENT_SIGNATURE)) {
    throw new Error("precache: a search fragment no longer has Pagefind's expected shape");
  }
  const { url } = JSON.parse(text.slice(FRAGMENT_SIGNATURE.length));
  if (typeof url !== "string") throw new Error("precache: a search fragment names no page");
  return url;
}

/** Whether readers' pages may load an /assets/ file; an unlisted stylesheet is the server build's.
 * @param {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[], assets?: string[] }>} manifest
 * @param {string[]} modules @returns {(file: string) => boolean} */
function assetReadersLoad(manifest, modules) {
  const reached = new Set();
  const queue = Object.keys(manifest).filter(
    (key) => manifest[key]?.isEntry && !modules.includes(/** @type {string} */ (key.split("?")[0])),
  );
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

/** @param {string} dir @param {Parameters<import("workbox-build").ManifestTransform>[0]} entries @param {Awaited<ReturnType<typeof appRoutes>>} app */
async function choosePrecache(dir, entries, { offline, networkOnly, modules }) {
  const manifestFile = JSON.parse(await readFile(join(dir, ".vite/manifest.json"), "utf8"));
  const isLoadable = assetReadersLoad(manifestFile, modules);
  const pages = entries.flatMap(({ url: file }) => {
    const route = routeOfFile(file);
    return route === null || networkOnly.includes(route) ? [] : [{ file, route }];
  });
  if (!pages.some(({ route }) => route === offline)) {
    // The worker sends readers there; without it every offline navigation would loop.
    throw new Error(`precache: no prerendered ${offline} page (src/routes.ts)`);
  }
  // Newest first by last change, as the sitemap dates them; ties by path, so every build chooses alike.
  const articles = await Promise.all(
    pages
      .filter(({ route }) => ARTICLE_ROUTE.test(route))
      .map(async ({ file, route }) => {
        const html = await readFile(join(dir, file), "utf8");
        const times = new Map([...html.matchAll(ARTICLE_TIME)].map(([, kind, time]) => [kind, time]));
        return { route, lastmod: times.get("modified") ?? times.get("published") ?? "" };
      }),
  );
  articles.sort((a, b) => b.lastmod.localeCompare(a.lastmod) || a.route.localeCompare(b.route));
  const leftOut = new Set(articles.slice(MAX_PRECACHED_ARTICLES).map(({ route }) => route));
  const routes = new Set(pages.map(({ route }) => route).filter((route) => !leftOut.has(route)));

  /** @param {string} file */
  const isStored = async (file) => {
    if (file === "_.data") return routes.has("/");
    if (file.endsWith(".data")) return routes.has(`/${file.slice(0, -".data".length)}`);
    // An article left out is left out of offline search too: its results need its fragment.
    if (SEARCH_FRAGMENT.test(file)) return routes.has(fragmentRoute(await readFile(join(dir, file))));
    return file.startsWith("assets/") ? isLoadable(file) : PUBLIC_FILE.test(file);
  };
  const manifest = [];
  for (const entry of entries) {
    const page = routeOfFile(entry.url);
    if (page !== null ? routes.has(page) : await isStored(entry.url)) {
      manifest.push({ ...entry, url: page ?? `/${entry.url}` });
    }
  }
  manifest.sort((a, b) => a.url.localeCompare(b.url));
  return { manifest, routes: [...routes].sort(), articlesLeftOut: [...leftOut].sort() };
}

/** @param {string} dir */
export async function writeKillSwitch(dir) {
  await copyFile(new URL("kill-switch.js", WORKER_SOURCES), join(dir, SERVICE_WORKER_FILE));
}

/** @param {string} dir the build's client directory */
export async function writeServiceWorker(dir) {
  // Bundled in place: Workbox fills in the list and leaves the worker out of it.
  const worker = join(dir, SERVICE_WORKER_FILE);
  const app = await appRoutes();
  await build({
    entryPoints: [fileURLToPath(new URL("service-worker.ts", WORKER_SOURCES))],
    outfile: worker,
    bundle: true,
    format: "iife",
    target: "es2022",
    minify: true,
    logLevel: "error",
    tsconfig: fileURLToPath(new URL("tsconfig.json", WORKER_SOURCES)),
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      __OFFLINE_PATH__: JSON.stringify(app.offline),
    },
  });
  /** @type {{ routes: string[], articlesLeftOut: string[] }} */
  let chosen = { routes: [], articlesLeftOut: [] };
  const { count, size, warnings } = await injectManifest({
    swSrc: worker,
    swDest: worker,
    globDirectory: dir,
    globPatterns: ["**/*"],
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
    manifestTransforms: [
      async (entries) => {
        const { manifest, ...rest } = await choosePrecache(dir, entries, app);
        chosen = rest;
        return { manifest };
      },
    ],
  });
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join("; ")}`);
  return { count, size, ...chosen };
}
