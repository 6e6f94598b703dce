// Performance budgets on the production build, no browser: per page, the gzipped scripts it loads up front.
import { gzipSync } from "node:zlib";

export const KiB = 1024;

// gzipped bytes (zlib level 9)
const budgets = { homeJs: 145 * KiB, pageJs: 125 * KiB, totalCss: 15 * KiB, toolChunk: 10 * KiB };

// What survives minification of the Firebase SDK: package names, its error class, its hosts.
const FIREBASE_CODE = /@firebase\/|\bFirebaseError\b|firestore\.googleapis\.com|identitytoolkit/;

const gzipSize = (/** @type {string} */ content) => gzipSync(content, { level: 9 }).length;

export const formatKiB = (/** @type {number} */ bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

/** @param {string} html */
export function pageScriptUrls(html) {
  const urls = new Set();
  for (const [, href] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(href);
  for (const [, body = ""] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, url] of body.matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(url);
  }
  return [...urls];
}

/** @param {Record<string, { file: string, imports?: string[], dynamicImports?: string[] }>} manifest */
export function staticImportsFromManifest(manifest) {
  const url = (/** @type {string} */ key) => `/${manifest[key]?.file ?? key}`;
  return new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, (chunk.imports ?? []).map(url)]));
}

const isTool = (/** @type {string} */ route) => /^\/tools\/[^/]+$/.test(route);

/** @param {{ pages: { route: string, html: string }[], assets: Map<string, string>, css: Map<string, string>,
 *   imports: ReadonlyMap<string, readonly string[]> }} build assets and css by URL */
export function checkBudgets({ pages, assets, css, imports }) {
  const sizes = new Map([...assets].map(([url, code]) => [url, gzipSize(code)]));
  /** @param {readonly string[]} urls */
  const sum = (urls) => urls.reduce((total, url) => total + (sizes.get(url) ?? 0), 0);
  const chunksByRoute = new Map(
    pages.map(({ route, html }) => {
      const seen = new Set();
      const queue = pageScriptUrls(html);
      for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
        if (seen.has(url)) continue;
        if (!assets.has(url)) throw new Error(`${url} is referenced but not in the build`);
        seen.add(url);
        queue.push(...(imports.get(url) ?? []));
      }
      return [route, [...seen].sort()];
    }),
  );
  // A tool's own code is what its page loads and no other kind of page does.
  const shared = new Set([...chunksByRoute].flatMap(([route, chunks]) => (isTool(route) ? [] : chunks)));
  const problems = [];

  const rows = pages.map(({ route }) => {
    const chunks = chunksByRoute.get(route) ?? [];
    const jsBytes = sum(chunks);
    const budget = route === "/" ? budgets.homeJs : budgets.pageJs;
    const firebase = chunks.filter((url) => FIREBASE_CODE.test(assets.get(url) ?? ""));
    if (jsBytes > budget) {
      problems.push(`${route}: initial JS ${formatKiB(jsBytes)} exceeds ${formatKiB(budget)}`);
    }
    if (firebase.length > 0)
      problems.push(`${route}: Firebase code in the initial JS (${firebase.join(", ")})`);
    const ownBytes = isTool(route) ? sum(chunks.filter((url) => !shared.has(url))) : null;
    if (ownBytes !== null && ownBytes > budgets.toolChunk) {
      problems.push(
        `${route}: the tool's own code is ${formatKiB(ownBytes)}, over ${formatKiB(budgets.toolChunk)}`,
      );
    }
    return { route, jsBytes, budget, firebase, ownBytes };
  });

  // Only stylesheets a page links: the build also leaves the server build's CSS file.
  const linked = new Set(
    pages.flatMap(({ html }) =>
      [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) => href),
    ),
  );
  const cssBytes = [...css].reduce((total, [url, text]) => total + (linked.has(url) ? gzipSize(text) : 0), 0);
  if (cssBytes > budgets.totalCss) {
    problems.push(`total CSS ${formatKiB(cssBytes)} exceeds ${formatKiB(budgets.totalCss)}`);
  }
  return { rows, cssBytes, problems };
}

/** @param {ReturnType<typeof checkBudgets>} result as a Markdown table */
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
