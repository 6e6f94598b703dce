// The site search's index: Pagefind reads the finished pages and writes an
// index split into small files under build/client/pagefind/, which the
// search page fetches only for the words a reader types (see
// docs/decisions/018-site-search.md). The post-build step calls it once the
// pages have their final HTML.
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import * as pagefind from "pagefind";
import { routeOfFile } from "./react-router-output.mjs";

/** Where the index goes, under the build's client directory (and its URL path). */
export const SEARCH_DIR = "pagefind";

/** The page that reads it (`paths.search`); it alone may compile WebAssembly. */
export const SEARCH_PAGE = "/search";

/**
 * Pages a reader searches for an answer: the articles, the diet guides and the
 * comparison, the tools and the timer, and the pages that explain the site.
 * Hubs that only list other pages (home, The Vault's list, the tools), forms (sign-in,
 * subscribe, the developer page) and status pages are left out, so a search
 * lands on the page that carries the answer.
 */
const SEARCHABLE = [
  /^\/articles\/[^/]+$/,
  /^\/diets\/[^/]+$/,
  /^\/tools\/[^/]+$/,
  /^\/(quick-answers|editorial-standards|about)$/,
];

/** @param {string | null} route */
export const isSearchable = (route) => route !== null && SEARCHABLE.some((pattern) => pattern.test(route));

/**
 * Parts of a page that are not its answer: the health note every guide repeats
 * (it would make every page match "fasting"), tables of contents (they repeat
 * the headings), an article's product picks, related reads and list of
 * sources (paper titles, not the site's words). Named by the landmarks and
 * labels the pages already have; an article's tags and byline, which have
 * none, carry Pagefind's own `data-pagefind-ignore`.
 */
const EXCLUDED = [
  'aside[aria-label="Health note"]',
  "nav",
  'section[aria-labelledby="products-title"]',
  'section[aria-labelledby="related-title"]',
  "section[data-footnotes]",
];

/** Pagefind's reader-side files that this site does not use: its ready-made
 * UIs, its own worker (the site's search worker runs the engine), and the
 * engine for pages in an unknown language (every page is English). */
const UNUSED_FILE =
  /^(pagefind-(ui|modular-ui|component-ui|highlight|worker)\.(js|css)|wasm\.unknown\.pagefind)$/;

/**
 * Indexes the searchable pages and writes the index.
 * @param {string} dir the build's client directory
 * @param {readonly { file: string, html: string }[]} pages every page by path relative to `dir`
 * @returns {Promise<{ pages: string[] }>} the routes indexed
 */
export async function writeSearchIndex(dir, pages) {
  const { index, errors } = await pagefind.createIndex({
    rootSelector: "main",
    excludeSelectors: EXCLUDED,
    forceLanguage: "en",
  });
  try {
    if (!index) throw new Error(`search index: ${errors.join("; ")}`);
    const indexed = [];
    for (const { file, html } of pages) {
      const route = routeOfFile(file);
      if (!isSearchable(route)) continue;
      // The page's own URL: results link to `/about`, not to the file.
      const added = await index.addHTMLFile({ url: route ?? "/", content: html });
      if (added.errors.length > 0) throw new Error(`search index: ${file}: ${added.errors.join("; ")}`);
      indexed.push(/** @type {string} */ (route));
    }
    const outputPath = join(dir, SEARCH_DIR);
    await rm(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join("; ")}`);
    for (const name of await readdir(outputPath)) {
      if (UNUSED_FILE.test(name)) await rm(join(outputPath, name));
    }
    return { pages: indexed.sort() };
  } finally {
    await pagefind.close();
  }
}
