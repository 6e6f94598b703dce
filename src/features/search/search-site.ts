import { type Pagefind, type PagefindResult, loadPagefind } from "./pagefind";
import { readQuery } from "./query";
import { type RankedPage, type SearchHit, preparePage, rankPages, rarity } from "./rank";

// Each word is searched alone: asked the whole question, Pagefind returns only pages with every word,
// and a question has words no page has ("headache on day two of fasting").

const PAGES_RANKED = 16;
/** One or two characters match nearly every page: reading a dozen only delays the next key's results. */
const SHORT_QUERY = { maxLength: 2, pagesRanked: 5 };

/** Text and headings never change while the site is open. */
const readPages = new Map<string, Promise<RankedPage>>();

/** Pagefind rewrites one shared object per page on every read, but only its matches and excerpt. */
function readPage(result: PagefindResult): Promise<RankedPage> {
  let read = readPages.get(result.id);
  if (!read) {
    read = result.data().then(preparePage);
    readPages.set(result.id, read);
    // A failed read (offline, a deploy in progress) is tried again next time.
    read.catch(() => readPages.delete(result.id));
  }
  return read;
}

let pageCount: Promise<number> | undefined;

export function resetSearchSite() {
  readPages.clear();
  pageCount = undefined;
}

/** What a word's rarity is measured against; a failed count is asked again. */
function countPages(pagefind: Pagefind) {
  pageCount ??= pagefind.search(null).then((all) => all?.results.length ?? 0);
  pageCount.catch(() => (pageCount = undefined));
  return pageCount;
}

/** `isStale` is asked between steps; once it says yes the search resolves to null. */
export async function searchSite(query: string, isStale = () => false): Promise<SearchHit[] | null> {
  const pagefind = await loadPagefind();
  const terms = readQuery(query);
  const forms = [...new Set(terms.flatMap((term) => term.forms))];
  const [pages, found] = await Promise.all([
    countPages(pagefind),
    Promise.all(forms.map(async (form) => (await pagefind.search(form))?.results ?? [])),
  ]);
  if (isStale()) return null;
  const byForm = new Map(forms.map((form, index) => [form, found[index] ?? []]));

  // Rarest words count most; Pagefind's score, relative to the best page's for the word, breaks ties.
  const weights = new Map<string, number>();
  const candidates = new Map<string, { result: PagefindResult; score: number }>();
  for (const [form, results] of byForm) {
    if (results.length === 0) continue;
    const weight = rarity(results.length, Math.max(pages, results.length));
    weights.set(form, weight);
    const top = results[0]?.score ?? 0;
    for (const result of results) {
      const share = top > 0 ? result.score / top : 0;
      const score = (candidates.get(result.id)?.score ?? 0) + weight * (1 + share);
      candidates.set(result.id, { result, score });
    }
  }
  const count = query.trim().length <= SHORT_QUERY.maxLength ? SHORT_QUERY.pagesRanked : PAGES_RANKED;
  const chosen = [...candidates.values()].sort((a, b) => b.score - a.score).slice(0, count);
  const read = await Promise.allSettled(chosen.map(({ result }) => readPage(result)));
  if (isStale()) return null;
  // Offline, pages the device doesn't hold are left out; when none can be read, the search itself failed.
  const ready = read.flatMap((page) => (page.status === "fulfilled" ? [page.value] : []));
  const [first] = read;
  if (ready.length === 0 && first?.status === "rejected") throw first.reason;
  return rankPages(ready, terms, weights);
}

/** Past this (a Firebase-mode site) the index loads as the reader types, as Pagefind is built to. */
const WARM_UP_PAGES = 60;

/** Preloads the index and every page's text so no key waits for a download (decision 018). */
export async function warmUpSearch() {
  const pagefind = await loadPagefind();
  const all = (await pagefind.search(null))?.results ?? [];
  if (all.length > WARM_UP_PAGES) return;
  // Every word starts with one of these: the index's parts for all of them are all of it.
  await pagefind.preload("a b c d e f g h i j k l m n o p q r s t u v w x y z 0 1 2 3 4 5 6 7 8 9");
  // One page at a time, so a search the reader starts meanwhile is not queued behind them.
  for (const page of all) await readPage(page).catch(() => undefined);
}
