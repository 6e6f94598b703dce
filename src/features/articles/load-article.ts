import type { ContentStore } from "~/lib/content-store/store";
import { type RenderedArticle, renderArticle } from "./rendered-article";

/**
 * An article read in the browser (a route `clientLoader`): from the content
 * store, sanitised here (the sanitiser loads with it, so it is never part of
 * a page's first load). Null, after logging 'No such article!' to the console,
 * when there is no such article.
 */
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
 * An article as the deploy holds it, when readers do not read the database
 * (App Check on): its prerendered copy, or for a slug the deploy was not built
 * with, 'No such article!' as for a slug nobody wrote.
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
