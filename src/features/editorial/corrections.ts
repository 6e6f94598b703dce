import type { Article } from "~/lib/content-store/model";

/** One line of the corrections page: a revision and the article it changed. */
export interface Correction {
  articleId: string;
  articleTitle: string;
  date: Date;
  change: string;
}

/** Every revision of every article, newest first; one day's by article title. */
export function correctionsLog(
  articles: readonly Pick<Article, "id" | "title" | "revisions">[],
): Correction[] {
  return articles
    .flatMap(({ id, title, revisions = [] }) =>
      revisions.map(({ date, change }) => ({ articleId: id, articleTitle: title, date, change })),
    )
    .sort((a, b) => b.date.getTime() - a.date.getTime() || a.articleTitle.localeCompare(b.articleTitle));
}
