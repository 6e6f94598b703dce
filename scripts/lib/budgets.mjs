// Performance budgets, measured from the production build (no browser): per
// prerendered page, the scripts it loads before it is interactive — the
// module script's imports, every <link rel="modulepreload">, and their static
// imports, transitively, as Vite's build manifest lists them — gzipped and
// summed. Pure functions over an in-memory view of build/client;
// scripts/check-budgets.mjs reads the files.
import { gzipSync } from "node:zlib";

export const KiB = 1024;

/** The budgets. Sizes are gzip (zlib level 9) bytes. */
export const budgets = {
  homeJs: 145 * KiB,
  pageJs: 125 * KiB,
  totalCss: 15 * KiB,
  toolChunk: 10 * KiB,
};

/** Marks of the Firebase SDK in a built chunk (package names and its error class survive minification). */
const FIREBASE_MARKERS = [
  /@firebase\//,
  /\bFirebaseError\b/,
  /firestore\.googleapis\.com/,
  /identitytoolkit/,
];

/** @param {string} code */
export const isFirebaseChunk = (code) => FIREBASE_MARKERS.some((marker) => marker.test(code));

/** @param {string | Uint8Array} content */
export const gzipSize = (content) => gzipSync(content, { level: 9 }).length;

/**
 * Asset URLs (`/assets/x.js`) a page's HTML loads up front: modulepreloads and
 * every script its inline module script names — what it imports (React Router
 * imports the client entry with `import()` at once) and, once the page is
 * rewritten to paint first, the modulepreload list it adds after the first
 * paint (scripts/lib/react-router-output.mjs).
 * @param {string} html
 * @returns {string[]}
 */
export function pageScriptUrls(html) {
  const urls = new Set();
  for (const [, href] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(href);
  for (const [, body = ""] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, url] of body.matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(url);
  }
  return [...urls];
}

/**
 * Stylesheets a page links.
 * @param {string} html
 * @returns {string[]}
 */
export function pageStylesheetUrls(html) {
  return [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href = ""]) => href);
}

/**
 * What each chunk imports statically (not `import()`, which loads on demand),
 * by URL, from Vite's build manifest (`build/client/.vite/manifest.json`).
 * @param {Record<string, { file: string, imports?: string[], dynamicImports?: string[] }>} manifest
 * @returns {Map<string, string[]>}
 */
export function staticImportsFromManifest(manifest) {
  const url = (/** @type {string} */ key) => `/${manifest[key]?.file ?? key}`;
  return new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, (chunk.imports ?? []).map(url)]));
}

/**
 * Every chunk a page needs before it is interactive.
 * @param {string} html
 * @param {(url: string) => string | undefined} readAsset the text of `/assets/x.js`
 * @param {ReadonlyMap<string, readonly string[]>} imports from {@link staticImportsFromManifest};
 *   a script it does not list (React Router's route manifest) imports nothing
 * @returns {string[]}
 */
export function initialChunks(html, readAsset, imports) {
  const seen = new Set();
  const queue = pageScriptUrls(html);
  while (queue.length > 0) {
    const url = /** @type {string} */ (queue.pop());
    if (seen.has(url)) continue;
    if (readAsset(url) === undefined) throw new Error(`${url} is referenced but not in the build`);
    seen.add(url);
    queue.push(...(imports.get(url) ?? []));
  }
  return [...seen].sort();
}

/** @param {string} route */
const isTool = (route) => /^\/tools\/[^/]+$/.test(route);

/**
 * Measures every page and checks the budgets.
 * @param {{ pages: { route: string, html: string }[], assets: Map<string, string>, css: Map<string, string>,
 *   imports: ReadonlyMap<string, readonly string[]> }} build
 *   pages: prerendered routes; assets: JS by URL; css: stylesheets by URL; imports: see {@link initialChunks}
 * @returns {{ rows: { route: string, jsBytes: number, budget: number, firebase: string[], ownBytes: number | null }[], cssBytes: number, problems: string[] }}
 */
export function checkBudgets({ pages, assets, css, imports }) {
  const readAsset = (/** @type {string} */ url) => assets.get(url);
  const sizes = new Map([...assets].map(([url, code]) => [url, gzipSize(code)]));
  const chunksByRoute = new Map(
    pages.map(({ route, html }) => [route, initialChunks(html, readAsset, imports)]),
  );
  const problems = [];

  const rows = pages.map(({ route }) => {
    const chunks = chunksByRoute.get(route) ?? [];
    const jsBytes = chunks.reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0);
    const budget = route === "/" ? budgets.homeJs : budgets.pageJs;
    const firebase = chunks.filter((url) => isFirebaseChunk(assets.get(url) ?? ""));
    if (jsBytes > budget) {
      problems.push(`${route}: initial JS ${formatKiB(jsBytes)} exceeds ${formatKiB(budget)}`);
    }
    if (firebase.length > 0)
      problems.push(`${route}: Firebase code in the initial JS (${firebase.join(", ")})`);
    let ownBytes = null;
    if (isTool(route)) {
      // A tool's own code: what its page loads and no non-tool page does.
      const shared = new Set(
        [...chunksByRoute].filter(([other]) => !isTool(other)).flatMap(([, otherChunks]) => otherChunks),
      );
      ownBytes = chunks
        .filter((url) => !shared.has(url))
        .reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0);
      if (ownBytes > budgets.toolChunk) {
        problems.push(
          `${route}: the tool's own code is ${formatKiB(ownBytes)}, over ${formatKiB(budgets.toolChunk)}`,
        );
      }
    }
    return { route, jsBytes, budget, firebase, ownBytes };
  });

  // Stylesheets some page links (the build also leaves an unused server-build CSS file).
  const linked = new Set(pages.flatMap(({ html }) => pageStylesheetUrls(html)));
  const cssBytes = [...css]
    .filter(([url]) => linked.has(url))
    .reduce((sum, [, text]) => sum + gzipSize(text), 0);
  if (cssBytes > budgets.totalCss) {
    problems.push(`total CSS ${formatKiB(cssBytes)} exceeds ${formatKiB(budgets.totalCss)}`);
  }
  return { rows, cssBytes, problems };
}

/** @param {number} bytes */
export const formatKiB = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

/**
 * The report as a Markdown table.
 * @param {ReturnType<typeof checkBudgets>} result
 */
export function formatReport({ rows, cssBytes, problems }) {
  const lines = [
    "| Route | Initial JS (gz) | Budget | Tool's own code | Firebase |",
    "|---|---:|---:|---:|---|",
    ...rows.map(
      ({ route, jsBytes, budget, ownBytes, firebase }) =>
        `| ${route} | ${formatKiB(jsBytes)}${jsBytes > budget ? " ❌" : ""} | ${formatKiB(budget)} | ${
          ownBytes === null ? "" : formatKiB(ownBytes)
        } | ${firebase.length > 0 ? "❌ yes" : "none"} |`,
    ),
    "",
    `Total CSS (gz): ${formatKiB(cssBytes)} (budget ${formatKiB(budgets.totalCss)})`,
  ];
  if (problems.length > 0) lines.push("", "Over budget:", ...problems.map((problem) => `- ${problem}`));
  return lines.join("\n");
}
