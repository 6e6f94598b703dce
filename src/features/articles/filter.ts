import { htmlToText } from "~/lib/sanitize/html-text";
import type { ArticleSummary } from "~/lib/content-store/model";

export interface ArticleFilter {
  /** Selected tag chip; empty = no tag filter. */
  tag: string;
  /** Search text; empty = no search. */
  query: string;
}

/** Spec: the selected tag must be one of the article's tags (lowercase compare). */
export function matchesTag(article: Pick<ArticleSummary, "tags">, tag: string): boolean {
  const wanted = tag.trim().toLowerCase();
  return wanted === "" || article.tags.some((item) => item.toLowerCase() === wanted);
}

/** An article the list can search: a card's fields, and the body when the store has it. */
export type SearchableArticle = Pick<ArticleSummary, "tags" | "title" | "excerpt"> & { content?: string };

// What body search reads: the body's distinct words, lowercased, without
// markup, as one space-separated string. Computed once per article (stripping
// a long body is the expensive part) and kept while the article object lives.
// A thousand bodies' distinct words scan several times faster than their full
// text, which keeps each keystroke of the search box quick.
const bodyWords = new WeakMap<object, string>();
function bodyWordsOf(article: Partial<SearchableArticle>): string {
  let words = bodyWords.get(article);
  if (words === undefined) {
    const text = htmlToText(article.content ?? "").toLowerCase();
    words = ` ${[...new Set(text.split(/\s+/))].join(" ")} `;
    bodyWords.set(article, words);
  }
  return words;
}

/** Shorter queries are in nearly every body: they match titles, tags and excerpts only. */
export const BODY_SEARCH_MIN_LENGTH = 3;

/** The words to look for in bodies: none for a query too short to search them. */
const queryWordsOf = (wanted: string) =>
  wanted.length < BODY_SEARCH_MIN_LENGTH ? [] : wanted.split(/\s+/).filter(Boolean);

/** Every word of the query is in the body (as a word or part of one). */
function bodyHas(article: SearchableArticle, queryWords: readonly string[]): boolean {
  const words = bodyWordsOf(article);
  return queryWords.length > 0 && queryWords.every((word) => words.includes(word));
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

/** How well an article matches: 0 title or tag, 1 excerpt, 2 body; null for no match. */
export function matchRank(article: SearchableArticle, query: string): 0 | 1 | 2 | null {
  const wanted = query.trim().toLowerCase();
  return rankOf(article, wanted, queryWordsOf(wanted));
}

function rankOf(article: SearchableArticle, wanted: string, queryWords: readonly string[]): 0 | 1 | 2 | null {
  if (wanted === "") return 0;
  if (article.title.toLowerCase().includes(wanted)) return 0;
  if (article.tags.some((tag) => tag.toLowerCase().includes(wanted))) return 0;
  if (article.excerpt.toLowerCase().includes(wanted)) return 1;
  return bodyHas(article, queryWords) ? 2 : null;
}

/**
 * Spec: the search text matches a case-insensitive substring of any tag. The
 * placeholder promises keywords too, so it also matches the title and excerpt
 * (as a substring) and, from three characters on, the body (every word of the
 * query, in any order).
 */
export function matchesQuery(article: SearchableArticle, query: string): boolean {
  return matchRank(article, query) !== null;
}

// The last search of each list. Typing adds to the query, and an article that
// does not match "ele" cannot match "elec" (nor "ele d"): each keystroke then
// only re-checks the articles the previous one matched.
const lastSearches = new WeakMap<
  readonly object[],
  { tag: string; query: string; searchedBodies: boolean; matched: Set<object> }
>();

/**
 * The articles with the tag and matching the query, best matches first:
 * title and tag matches, then excerpt, then body; each group keeps the order
 * it was given (newest first on the list page).
 */
export function filterArticles<T extends SearchableArticle>(
  articles: readonly T[],
  { tag, query }: ArticleFilter,
): T[] {
  const wanted = query.trim().toLowerCase();
  const queryWords = queryWordsOf(wanted);
  const searchesBodies = queryWords.length > 0;
  const last = lastSearches.get(articles);
  // Narrowing holds only while both searches read the same fields.
  const candidates =
    last?.tag === tag && wanted.startsWith(last.query) && last.searchedBodies === searchesBodies
      ? last.matched
      : null;
  const groups: [T[], T[], T[]] = [[], [], []];
  for (const article of articles) {
    if (candidates ? !candidates.has(article) : !matchesTag(article, tag)) continue;
    const rank = rankOf(article, wanted, queryWords);
    if (rank !== null) groups[rank].push(article);
  }
  const matching = groups.flat();
  lastSearches.set(articles, {
    tag,
    query: wanted,
    searchedBodies: searchesBodies,
    matched: new Set(matching),
  });
  return matching;
}

/** Newest first; ties by title so the order is stable. */
export function sortNewestFirst<T extends ArticleSummary>(articles: readonly T[]): T[] {
  return [...articles].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.title.localeCompare(b.title),
  );
}

/** Spec: the active chip, clicked again, clears the tag. */
export function toggleTag(current: string, clicked: string): string {
  return current === clicked ? "" : clicked;
}
