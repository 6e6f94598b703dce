import { paths } from "~/config/paths";
import type { Article } from "~/lib/content-store/model";

export interface Correction {
  title: string;
  url: string;
  date: Date;
  change: string;
}

/** A correction to a page that is not an article (a guide, a tool, the home page). */
export interface PageCorrection {
  /** ISO date, `YYYY-MM-DD`. */
  date: string;
  title: string;
  path: string;
  change: string;
}

export function correctionsLog(
  articles: readonly Pick<Article, "id" | "title" | "revisions">[],
  pages: readonly PageCorrection[] = [],
): Correction[] {
  return [
    ...articles.flatMap(({ id, title, revisions = [] }) =>
      revisions.map(({ date, change }) => ({
        title,
        url: `${paths.article(id)}#what-changed`,
        date,
        change,
      })),
    ),
    ...pages.map(({ date, title, path, change }) => ({
      title,
      url: path,
      date: new Date(`${date}T00:00:00Z`),
      change,
    })),
  ].sort((a, b) => b.date.getTime() - a.date.getTime() || a.title.localeCompare(b.title));
}
