import { type PagefindData, type PagefindResult, loadPagefind } from "./pagefind";
import { type SearchHit, rankResults, searchTerms } from "./rank";

// One search of the whole site, wherever it runs: in the search worker
// (search-worker.ts), or in the page where workers are missing.

/** Pages of results read and ranked per search (each is one small file). */
const RESULTS_READ = 10;
/**
 * A query of one or two characters matches nearly every page: reading every
 * section of ten of them only delays the results of the next key.
 */
const SHORT_QUERY = { maxLength: 2, resultsRead: 5 };

/** The last read of pages' texts: the next one starts after it (see {@link readPages}). */
let lastRead: Promise<unknown> = Promise.resolve();

/**
 * Reads results' page texts, one read at a time across this thread, each page copied as soon as it
 * arrives. Pagefind keeps one object per page and rewrites its matches, excerpt and sections on every
 * read: had the warm-up or an older key's search read a page in between, this search would rank it as
 * if it matched nothing, and "macro calculator" would no longer open on the macro calculator.
 */
function readPages(results: readonly PagefindResult[]): Promise<PromiseSettledResult<PagefindData>[]> {
  const read = lastRead.then(() =>
    Promise.allSettled(results.map(async (result) => ({ ...(await result.data()) }))),
  );
  lastRead = read;
  return read;
}

/**
 * Pagefind's answer to `query`, its best pages first.
 * @param isStale asked between steps: once it says yes (a newer query came),
 *   the search stops and resolves to null
 */
export async function searchSite(query: string, isStale = () => false): Promise<SearchHit[] | null> {
  const pagefind = await loadPagefind();
  const found = await pagefind.search(searchTerms(query));
  if (isStale()) return null;
  const count = query.trim().length <= SHORT_QUERY.maxLength ? SHORT_QUERY.resultsRead : RESULTS_READ;
  const read = await readPages((found?.results ?? []).slice(0, count));
  if (isStale()) return null;
  // Offline, the articles the device does not hold have no text to show: those
  // results are left out. When none can be read, the search itself failed.
  const pages = read.flatMap((page) => (page.status === "fulfilled" ? [page.value] : []));
  const [first] = read;
  if (pages.length === 0 && first?.status === "rejected") throw first.reason;
  return rankResults(pages, query);
}

/**
 * The most pages whose text is read ahead. Past it (a Firebase-mode site with
 * many articles), the index and the pages' text load as the reader types, as
 * Pagefind is built to do.
 */
const WARM_UP_PAGES = 60;

/**
 * Loads the engine and, on a site of up to {@link WARM_UP_PAGES} pages, all of
 * the index and every page's text (about 290 KB for this site's 35), so no key
 * waits for a download (decision 022 has the figures). The
 * offline copy holds the same files, so a returning reader downloads nothing.
 */
export async function warmUpSearch() {
  const pagefind = await loadPagefind();
  const pages = (await pagefind.search(null))?.results ?? [];
  if (pages.length > WARM_UP_PAGES) return;
  // Every word starts with one of these: the index's parts for all of them are all of it.
  await pagefind.preload("a b c d e f g h i j k l m n o p q r s t u v w x y z 0 1 2 3 4 5 6 7 8 9");
  // One page at a time, so a search the reader starts meanwhile is not queued behind them.
  for (const page of pages) await readPages([page]);
}
