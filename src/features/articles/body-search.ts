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

// What body search reads: the body's distinct words, lowercased, without
// markup, as one space-separated string. Computed once per article (stripping
// a long body is the expensive part) and kept while the article object lives.
// A thousand bodies' distinct words scan several times faster than their full
// text, which keeps each keystroke of the search box quick.
const bodyWords = new WeakMap<object, string>();
export function bodyWordsOf(article: Partial<SearchableArticle>): string {
  let words = bodyWords.get(article);
  if (words === undefined) {
    const text = htmlToText(article.content ?? "").toLowerCase();
    words = ` ${[...new Set(text.split(/\s+/))].join(" ")} `;
    bodyWords.set(article, words);
  }
  return words;
}

/**
 * Prepares the search text of `articles` in short slices, so no keystroke pays
 * for it and no slice delays one for long. Returns a function that stops.
 * @param sliceMs how long one slice may run
 */
export function prepareSearch(
  articles: readonly SearchableArticle[],
  schedule: (task: () => void) => () => void,
  { sliceMs = 8, now = () => performance.now() }: { sliceMs?: number; now?: () => number } = {},
): () => void {
  let next = 0;
  let cancel: (() => void) | null = null;
  if (articles.length === 0) return () => undefined;
  const step = () => {
    const until = now() + sliceMs;
    // At least one article a slice, however slow the clock says it was.
    do {
      bodyWordsOf(articles[next] ?? {});
      next += 1;
    } while (next < articles.length && now() < until);
    if (next < articles.length) cancel = schedule(step);
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
  /** Prepares every body's search text in slices; returns a function that stops. */
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
      const matching = filterArticles(from, { tag, query }, bodyWordsOf);
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
