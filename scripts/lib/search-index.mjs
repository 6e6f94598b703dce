// The site search's index (decision 018), in small files fetched only for the words a reader types.
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import * as pagefind from "pagefind";
import { importTypeScript } from "./app-modules.mjs";
import { routeOfFile } from "./react-router-output.mjs";

export const SEARCH_DIR = "pagefind";

/** @returns {Promise<(route: string) => boolean>} */
async function searchablePages() {
  const { paths } = await importTypeScript("src/config/paths.ts");
  const pages = [
    paths.quickAnswers,
    paths.whileFasting,
    paths.editorialStandards,
    paths.privacy,
    paths.about,
  ];
  const under = [paths.article(""), paths.dietGuide(""), `${paths.tools}/`];
  return (route) =>
    pages.includes(route) ||
    under.some((prefix) => route.startsWith(prefix) && /^[^/]+$/.test(route.slice(prefix.length)));
}

// Not the page's answer: the health note every guide repeats would make every page match "fasting".
const EXCLUDED = [
  'aside[aria-label="Health note"]',
  "nav",
  'section[aria-labelledby="products-title"]',
  'section[aria-labelledby="related-title"]',
  "section[data-footnotes]",
];

// Pagefind's UIs and worker (the site has its own) and its unknown-language engine.
const UNUSED_FILE =
  /^(pagefind-(ui|modular-ui|component-ui|highlight|worker)\.(js|css)|wasm\.unknown\.pagefind)$/;

/** @param {string} dir @param {readonly { file: string, html: string }[]} pages every page, by path in `dir` */
export async function writeSearchIndex(dir, pages) {
  const { index, errors } = await pagefind.createIndex({
    rootSelector: "main",
    excludeSelectors: EXCLUDED,
    forceLanguage: "en",
  });
  try {
    if (!index) throw new Error(`search index: ${errors.join("; ")}`);
    const isSearchable = await searchablePages();
    const indexed = [];
    for (const { file, html } of pages) {
      const route = routeOfFile(file);
      if (route === null || !isSearchable(route)) continue;
      const added = await index.addHTMLFile({ url: route, content: html });
      if (added.errors.length > 0) throw new Error(`search index: ${file}: ${added.errors.join("; ")}`);
      indexed.push(route);
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
