import { type ClientLoaderFunctionArgs, useRevalidator } from "react-router";
import { ArticleLoading, ArticleUnavailable } from "~/features/articles/article-detail-page";
import type { RenderedArticle } from "~/features/articles/rendered-article";
import { storeFrom } from "~/lib/content-store/route-context";

// `/articles/:slug` in the browser: reading an article, and the screens shown
// while that runs and when it fails.

export async function readArticle({
  params,
  context,
  serverLoader,
}: ClientLoaderFunctionArgs): Promise<{ rendered: RenderedArticle | null }> {
  const store = storeFrom(context);
  // Loaded on first use: a prerendered article page hydrates without it.
  const { loadArticle } = await import("~/features/articles/load-article");
  try {
    return { rendered: await loadArticle(params.slug ?? "", store) };
  } catch (error) {
    // Firebase mode: an article the build prerendered still has the build's
    // copy; older, perhaps, but better than an error page.
    const built = store.mode === "firebase" ? await serverLoader().catch(() => null) : null;
    if (!built) throw error;
    console.warn("Could not read the article from the database; showing the published copy:", error);
    return built as { rendered: RenderedArticle | null };
  }
}

export function ArticleReadFallback() {
  return <ArticleLoading />;
}

export function ArticleReadFailed() {
  const { revalidate } = useRevalidator();
  return <ArticleUnavailable onRetry={() => void revalidate()} />;
}
