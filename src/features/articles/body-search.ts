import type { ArticleSummary } from "~/lib/content-store/model";
import type { ContentStore } from "~/lib/content-store/store";
import { htmlToText } from "~/lib/sanitize/html-text";
import {
  BODY_SEARCH_MIN_LENGTH,
  filterArticles,
  sortNewestFirst,
  type ArticleFilter,
  type SearchableArticle,
} from "./filter";

// The list's body search, loaded with the bodies themselves: until they
// arrive the list searches titles, tags and excerpts, and this code has
// nothing to do.

// What body search reads of a body: its text without markup, lowercased. A
// query word holds no spaces, so it is in that text exactly when it is in one
// of the body's words: the same text with each word once (its distinct words)
// finds the same articles and scans several times faster, but picking out the
// words costs several times more than stripping the markup. So every body's
// text is prepared first, which is quick, then each is reduced to its words;
// a keystroke reads whichever form a body has (stripping one that has neither)
// and never waits on the words. Both are kept while the article object lives,
// the text only until the words replace it.
const bodyTexts = new WeakMap<object, string>();
const bodyWords = new WeakMap<object, string>();

function bodyTextOf(article: Partial<SearchableArticle>): string {
  let text = bodyTexts.get(article);
  if (text === undefined) {
    text = htmlToText(article.content ?? "").toLowerCase();
    bodyTexts.set(article, text);
  }
  return text;
}

/** The body's distinct words, lowercased, without markup, as one space-separated string. */
export function bodyWordsOf(article: Partial<SearchableArticle>): string {
  let words = bodyWords.get(article);
  if (words === undefined) {
    words = ` ${[...new Set(bodyTextOf(article).split(/\s+/))].join(" ")} `;
    bodyWords.set(article, words);
    bodyTexts.delete(article);
  }
  return words;
}

/** What a keystroke searches in a body: its distinct words once prepared, until then its text. */
export function bodySearchTextOf(article: Partial<SearchableArticle>): string {
  return bodyWords.get(article) ?? bodyTextOf(article);
}

/**
 * Prepares the search text of `articles` in short slices, so no keystroke pays
 * for it and no slice delays one for long: every body's text, then every
 * body's distinct words. Returns a function that stops.
 * @param sliceMs how long one slice may run
 */
export function prepareSearch(
  articles: readonly SearchableArticle[],
  schedule: (task: () => void) => () => void,
  { sliceMs = 8, now = () => performance.now() }: { sliceMs?: number; now?: () => number } = {},
): () => void {
  // Steps 0 to n - 1 strip the n bodies, steps n to 2n - 1 pick out their words.
  const steps = articles.length * 2;
  let next = 0;
  let cancel: (() => void) | null = null;
  if (articles.length === 0) return () => undefined;
  const step = () => {
    const until = now() + sliceMs;
    // At least one step a slice, however slow the clock says it was.
    do {
      const article = articles[next % articles.length] ?? {};
      if (next < articles.length) bodySearchTextOf(article);
      else bodyWordsOf(article);
      next += 1;
    } while (next < steps && now() < until);
    if (next < steps) cancel = schedule(step);
  };
  cancel = schedule(step);
  return () => {
    cancel?.();
  };
}

/** The list's articles with their bodies, and what searches them. */
export interface BodySearch<T> {
  articles: readonly T[];
  /** The articles with the tag and matching the query, bodies included (see `filterArticles`). */
  filter: (filter: ArticleFilter) => T[];
  /** Prepares every body's search text in slices (see `prepareSearch`); returns a function that stops. */
  prepare: (schedule: (task: () => void) => () => void) => () => void;
}

/**
 * Searches `articles` with their bodies. Typing adds to the query, and an
 * article that does not match "ele" cannot match "elec" (nor "ele d"): each
 * keystroke then only re-checks the articles the previous one matched.
 */
export function bodySearch<T extends SearchableArticle>(articles: readonly T[]): BodySearch<T> {
  let last: { tag: string; query: string; searchedBodies: boolean; matched: readonly T[] } | null = null;
  return {
    articles,
    filter: ({ tag, query }) => {
      const wanted = query.trim().toLowerCase();
      // Narrowing holds only while both searches read the same fields.
      const searchedBodies = wanted.length >= BODY_SEARCH_MIN_LENGTH;
      const from =
        last?.tag === tag && wanted.startsWith(last.query) && last.searchedBodies === searchedBodies
          ? last.matched
          : articles;
      const matching = filterArticles(from, { tag, query }, bodySearchTextOf);
      const found = new Set(matching);
      // Kept in the list's order, so the next search ranks them as a fresh one would.
      last = { tag, query: wanted, searchedBodies, matched: from.filter((article) => found.has(article)) };
      return matching;
    },
    prepare: (schedule) => prepareSearch(articles, schedule),
  };
}

/**
 * Reads the bodies of the listed articles. The cards keep the reading time
 * they came with (counting it again would put the counter in the list's
 * first load).
 */
export async function loadBodySearch(
  store: Pick<ContentStore, "listArticles">,
  listed: readonly ArticleSummary[],
): Promise<BodySearch<ArticleSummary & { content: string }>> {
  const minutes = new Map(listed.map((article) => [article.id, article.readingMinutes]));
  return bodySearch(
    sortNewestFirst(
      (await store.listArticles()).map((article) => ({
        ...article,
        readingMinutes: minutes.get(article.id),
      })),
    ),
  );
}
