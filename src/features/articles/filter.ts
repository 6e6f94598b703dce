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
 * An article body's distinct words as one string. The list gets it with the
 * bodies (./body-search), so the code that strips them is not in its first load.
 */
export type BodyWords = (article: SearchableArticle) => string;

/** Every word of the query is in the body (as a word or part of one). */
function bodyHas(article: SearchableArticle, queryWords: readonly string[], bodyWords: BodyWords): boolean {
  const words = bodyWords(article);
  return queryWords.every((word) => words.includes(word));
}

/** How well an article matches: 0 title or tag, 1 excerpt, 2 body; null for no match. */
export function matchRank(
  article: SearchableArticle,
  query: string,
  bodyWords?: BodyWords,
): 0 | 1 | 2 | null {
  const wanted = query.trim().toLowerCase();
  return rankOf(article, wanted, bodyWords ? queryWordsOf(wanted) : [], bodyWords);
}

function rankOf(
  article: SearchableArticle,
  wanted: string,
  queryWords: readonly string[],
  bodyWords?: BodyWords,
): 0 | 1 | 2 | null {
  if (wanted === "") return 0;
  if (article.title.toLowerCase().includes(wanted)) return 0;
  if (article.tags.some((tag) => tag.toLowerCase().includes(wanted))) return 0;
  if (article.excerpt.toLowerCase().includes(wanted)) return 1;
  return bodyWords && queryWords.length > 0 && bodyHas(article, queryWords, bodyWords) ? 2 : null;
}

/**
 * The search text matches a case-insensitive substring of any tag. The
 * placeholder promises keywords too, so it also matches the title and excerpt
 * (as a substring) and, from three characters on, the body (every word of the
 * query, in any order).
 */
export function matchesQuery(article: SearchableArticle, query: string, bodyWords?: BodyWords): boolean {
  return matchRank(article, query, bodyWords) !== null;
}

/**
 * The articles with the tag and matching the query, best matches first:
 * title and tag matches, then excerpt, then body; each group keeps the order
 * it was given (newest first on the list page).
 */
export function filterArticles<T extends SearchableArticle>(
  articles: readonly T[],
  { tag, query }: ArticleFilter,
  bodyWords?: BodyWords,
): T[] {
  const wanted = query.trim().toLowerCase();
  const queryWords = bodyWords ? queryWordsOf(wanted) : [];
  const groups: [T[], T[], T[]] = [[], [], []];
  for (const article of articles) {
    if (!matchesTag(article, tag)) continue;
    const rank = rankOf(article, wanted, queryWords, bodyWords);
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
