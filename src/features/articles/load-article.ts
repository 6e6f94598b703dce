import type { ContentStore } from "~/lib/content-store/store";
import { type RenderedArticle, renderArticle } from "./rendered-article";

/** The sanitiser loads with the article, so it is never part of a page's first load. */
export async function loadArticle(slug: string, store: ContentStore): Promise<RenderedArticle | null> {
  const [found, { sanitizeArticleHtml }] = await Promise.all([
    store.getArticle(slug),
    import("~/lib/sanitize/sanitize-html"),
  ]);
  if (!found) {
    console.error("No such article!");
    return null;
  }
  return renderArticle(found, sanitizeArticleHtml);
}

type Read = { rendered: RenderedArticle | null };

/**
 * For when readers do not read the database (App Check on): the prerendered copy, or for a slug the
 * deploy was not built with, 'No such article!' as for a slug nobody wrote.
 */
export async function loadDeployedArticle(
  slug: string,
  store: ContentStore,
  readBuildCopy: () => Promise<Read>,
): Promise<Read> {
  if ((await store.listArticleSummaries()).some((article) => article.id === slug)) return readBuildCopy();
  console.error("No such article!");
  return { rendered: null };
}
