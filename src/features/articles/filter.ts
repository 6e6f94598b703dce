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

/**
 * Spec: the search text matches a case-insensitive substring of any tag. The
 * placeholder promises keywords too, so it also matches the title and excerpt.
 */
export function matchesQuery(
  article: Pick<ArticleSummary, "tags" | "title" | "excerpt">,
  query: string,
): boolean {
  const wanted = query.trim().toLowerCase();
  if (wanted === "") return true;
  return [...article.tags, article.title, article.excerpt].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}

export function filterArticles<T extends ArticleSummary>(
  articles: readonly T[],
  { tag, query }: ArticleFilter,
): T[] {
  return articles.filter((article) => matchesTag(article, tag) && matchesQuery(article, query));
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
