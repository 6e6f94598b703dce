import { paths } from "~/config/paths";
import type { Article } from "~/lib/content-store/model";

/** One line of the corrections page: a change, and the page it changed. */
export interface Correction {
  /** The page's title, and where its own record of the change is. */
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

/**
 * Every revision of every article, and every correction to the site's other
 * pages, newest first; one day's by page title.
 */
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
