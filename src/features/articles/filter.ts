import type { ArticleSummary } from "~/lib/content-store/model";

export interface ArticleFilter {
  /** Selected tag chip; empty = no tag filter. */
  tag: string;
  /** Search text; empty = no search. */
  query: string;
}

/** The selected tag must be one of the article's tags (lowercase compare). */
export function matchesTag(article: Pick<ArticleSummary, "tags">, tag: string): boolean {
  const wanted = tag.trim().toLowerCase();
  return wanted === "" || article.tags.some((item) => item.toLowerCase() === wanted);
}

/** An article the list can search: a card's fields, and the body when the store has it. */
export type SearchableArticle = Pick<ArticleSummary, "tags" | "title" | "excerpt"> & { content?: string };

/** Shorter queries are in nearly every body: they match titles, tags and excerpts only. */
export const BODY_SEARCH_MIN_LENGTH = 3;

/** The words to look for in bodies: none for a query too short to search them. */
const queryWordsOf = (wanted: string) =>
  wanted.length < BODY_SEARCH_MIN_LENGTH ? [] : wanted.split(/\s+/).filter(Boolean);

/**
 * An article body's text as search reads it: lowercased, without markup, its
 * words apart (each word once, or the whole text: a query word is in either
 * exactly when it is in a word of the body). The list gets it with the bodies
 * (./body-search), so the code that strips them is not in its first load.
 */
export type BodyText = (article: SearchableArticle) => string;

/** Every word of the query is in the body (as a word or part of one). */
function bodyHas(article: SearchableArticle, queryWords: readonly string[], bodyText: BodyText): boolean {
  const text = bodyText(article);
  return queryWords.every((word) => text.includes(word));
}

/** How well an article matches: 0 title or tag, 1 excerpt, 2 body; null for no match. */
export function matchRank(article: SearchableArticle, query: string, bodyText?: BodyText): 0 | 1 | 2 | null {
  const wanted = query.trim().toLowerCase();
  return rankOf(article, wanted, bodyText ? queryWordsOf(wanted) : [], bodyText);
}

function rankOf(
  article: SearchableArticle,
  wanted: string,
  queryWords: readonly string[],
  bodyText?: BodyText,
): 0 | 1 | 2 | null {
  if (wanted === "") return 0;
  if (article.title.toLowerCase().includes(wanted)) return 0;
  if (article.tags.some((tag) => tag.toLowerCase().includes(wanted))) return 0;
  if (article.excerpt.toLowerCase().includes(wanted)) return 1;
  return bodyText && queryWords.length > 0 && bodyHas(article, queryWords, bodyText) ? 2 : null;
}

/**
 * The search text matches a case-insensitive substring of any tag. The
 * placeholder promises keywords too, so it also matches the title and excerpt
 * (as a substring) and, from three characters on, the body (every word of the
 * query, in any order).
 */
export function matchesQuery(article: SearchableArticle, query: string, bodyText?: BodyText): boolean {
  return matchRank(article, query, bodyText) !== null;
}

/**
 * The articles with the tag and matching the query, best matches first:
 * title and tag matches, then excerpt, then body; each group keeps the order
 * it was given (newest first on the list page).
 */
export function filterArticles<T extends SearchableArticle>(
  articles: readonly T[],
  { tag, query }: ArticleFilter,
  bodyText?: BodyText,
): T[] {
  const wanted = query.trim().toLowerCase();
  const queryWords = bodyText ? queryWordsOf(wanted) : [];
  const groups: [T[], T[], T[]] = [[], [], []];
  for (const article of articles) {
    if (!matchesTag(article, tag)) continue;
    const rank = rankOf(article, wanted, queryWords, bodyText);
    if (rank !== null) groups[rank].push(article);
  }
  return groups.flat();
}

/** Newest first; ties by title so the order is stable. */
export function sortNewestFirst<T extends ArticleSummary>(articles: readonly T[]): T[] {
  return [...articles].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.title.localeCompare(b.title),
  );
}

/** The active chip, clicked again, clears the tag. */
export function toggleTag(current: string, clicked: string): string {
  return current === clicked ? "" : clicked;
}
