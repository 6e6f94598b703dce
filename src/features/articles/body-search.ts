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

// Loaded with the bodies; until they arrive the list searches titles, tags and excerpts only.

// A body's distinct words find the same articles as its full text and scan faster, but cost more
// to pick out than stripping the markup: every text is prepared first, then reduced to words, and
// a keystroke reads whichever form is ready.
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

/** Prepares the search text in short slices, so no keystroke pays for it or waits long behind one. */
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

export interface BodySearch<T> {
  articles: readonly T[];
  filter: (filter: ArticleFilter) => T[];
  prepare: (schedule: (task: () => void) => () => void) => () => void;
}

/**
 * An article that misses "ele" cannot match "elec" (nor "ele d"), so each keystroke that adds to
 * the query re-checks only what the previous one matched.
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

/** Cards keep their reading time: counting it again would put the counter in the list's first load. */
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
