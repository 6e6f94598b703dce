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

// The body's words, lowercased, without markup: computed once per article
// (stripping a long body is the expensive part) and kept while the article
// object lives.
const bodyTexts = new WeakMap<object, string>();
const ENTITY = /&(?:amp|lt|gt|quot|nbsp|#39);/g;
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&nbsp;": " ",
  "&#39;": "'",
};

function bodyText(article: SearchableArticle): string {
  let text = bodyTexts.get(article);
  if (text === undefined) {
    text = (article.content ?? "")
      .replace(/<[^>]*>/g, " ")
      .replace(ENTITY, (entity) => ENTITIES[entity] ?? entity)
      .toLowerCase();
    bodyTexts.set(article, text);
  }
  return text;
}

/**
 * Prepares the search text of `articles` a few at a time while the browser
 * is idle, so no keystroke pays for it. Returns a function that stops.
 */
export function prepareSearch(
  articles: readonly SearchableArticle[],
  schedule: (task: () => void) => () => void,
  batchSize = 50,
): () => void {
  let next = 0;
  let cancel: (() => void) | null = null;
  const step = () => {
    const end = Math.min(next + batchSize, articles.length);
    for (const article of articles.slice(next, end)) bodyText(article);
    next = end;
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
  if (wanted === "") return 0;
  if (article.title.toLowerCase().includes(wanted)) return 0;
  if (article.tags.some((tag) => tag.toLowerCase().includes(wanted))) return 0;
  if (article.excerpt.toLowerCase().includes(wanted)) return 1;
  return bodyText(article).includes(wanted) ? 2 : null;
}

/**
 * Spec: the search text matches a case-insensitive substring of any tag. The
 * placeholder promises keywords too, so it also matches the title, excerpt
 * and body.
 */
export function matchesQuery(article: SearchableArticle, query: string): boolean {
  return matchRank(article, query) !== null;
}

/**
 * The articles with the tag and matching the query, best matches first:
 * title and tag matches, then excerpt, then body; each group keeps the order
 * it was given (newest first on the list page).
 */
export function filterArticles<T extends SearchableArticle>(
  articles: readonly T[],
  { tag, query }: ArticleFilter,
): T[] {
  const groups: [T[], T[], T[]] = [[], [], []];
  for (const article of articles) {
    if (!matchesTag(article, tag)) continue;
    const rank = matchRank(article, query);
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

/** Spec: the active chip, clicked again, clears the tag. */
export function toggleTag(current: string, clicked: string): string {
  return current === clicked ? "" : clicked;
}
