import type { ArticleSummary } from "~/lib/content-store/model";

export interface ArticleFilter {
  tag: string;
  query: string;
}

export function matchesTag(article: Pick<ArticleSummary, "tags">, tag: string): boolean {
  const wanted = tag.trim().toLowerCase();
  return wanted === "" || article.tags.some((item) => item.toLowerCase() === wanted);
}

export type SearchableArticle = Pick<ArticleSummary, "tags" | "title" | "excerpt"> & { content?: string };

/** Shorter queries are in nearly every body: they match titles, tags and excerpts only. */
export const BODY_SEARCH_MIN_LENGTH = 3;

const queryWordsOf = (wanted: string) =>
  wanted.length < BODY_SEARCH_MIN_LENGTH ? [] : wanted.split(/\s+/).filter(Boolean);

/** Supplied with the bodies (./body-search), so the code stripping markup is not in the list's first load. */
export type BodyText = (article: SearchableArticle) => string;

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
 * The placeholder promises keywords, so beyond tags a query matches title and excerpt as substrings
 * and, from three characters on, a body holding every one of its words.
 */
export function matchesQuery(article: SearchableArticle, query: string, bodyText?: BodyText): boolean {
  return matchRank(article, query, bodyText) !== null;
}

/** Best matches first (title and tag, then excerpt, then body); each group keeps the order it was given. */
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

export function toggleTag(current: string, clicked: string): string {
  return current === clicked ? "" : clicked;
}
