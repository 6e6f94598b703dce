// The reader's side of the site search: Pagefind's script, written by the
// build beside its index (scripts/lib/search-index.mjs), loaded the first
// time the search page needs it. No page loads it up front.

/** Where the build writes Pagefind's files (the URL path of `SEARCH_DIR`). */
export const PAGEFIND_URL = "/pagefind/pagefind.js";

/** An element of a page with an id (a heading, most usefully), at a word position of its text. */
export interface PagefindAnchor {
  element: string;
  id: string;
  text: string;
  location: number;
}

/** What Pagefind holds of a page: its text (words split at spaces), title and anchors. */
export interface PagefindData {
  url: string;
  content: string;
  meta: { title?: string };
  anchors: PagefindAnchor[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindData>;
}

export interface PagefindSearch {
  results: PagefindResult[];
}

/** The part of Pagefind's browser API this site uses. */
export interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  /** `null` lists every page (a search by filters alone, with none). */
  search: (term: string | null) => Promise<PagefindSearch | null>;
  preload: (term: string) => Promise<void>;
}

let loading: Promise<Pagefind> | undefined;

/**
 * Pagefind, loaded once. A failed load (offline before the index was saved, a
 * deploy in progress) is forgotten, so "Try again" loads it afresh.
 * @param load how to import a URL (tests pass their own)
 */
export function loadPagefind(
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
) {
  loading ??= (async () => {
    const pagefind = (await load(PAGEFIND_URL)) as Pagefind;
    await pagefind.options({
      // Said outright: in a worker, Pagefind would derive absolute URLs
      // from its script's address, and results would link off the router.
      basePath: PAGEFIND_URL.replace(/[^/]+$/, ""),
      baseUrl: "/",
      // No worker of Pagefind's own: it runs in the site's search worker, or
      // in the page where that can't start.
      noWorker: true,
    });
    await pagefind.init();
    return pagefind;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Forgets a loaded Pagefind (tests). */
export function resetPagefind() {
  loading = undefined;
}
