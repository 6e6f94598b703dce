// Pagefind's script, written by the build beside its index, loaded the first time search needs it.

export const PAGEFIND_URL = "/pagefind/pagefind.js";

export interface PagefindAnchor {
  element: string;
  id: string;
  text: string;
  location: number;
}

/** Text as words split at spaces. */
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

export interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  /** `null` lists every page. */
  search: (term: string | null) => Promise<PagefindSearch | null>;
  preload: (term: string) => Promise<void>;
}

let loading: Promise<Pagefind> | undefined;

/** A failed load (offline, a deploy in progress) is forgotten, so "Try again" loads it afresh. */
export function loadPagefind(
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
) {
  loading ??= (async () => {
    const pagefind = (await load(PAGEFIND_URL)) as Pagefind;
    await pagefind.options({
      // In a worker Pagefind would derive absolute URLs from its script's address, off the router.
      basePath: PAGEFIND_URL.replace(/[^/]+$/, ""),
      baseUrl: "/",
      // It runs in the site's search worker, or in the page where that can't start.
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

export function resetPagefind() {
  loading = undefined;
}
