import { type ClientLoaderFunctionArgs, useRevalidator } from "react-router";
import { ArticleLoading, ArticleUnavailable } from "~/features/articles/article-detail-page";
import { storeFrom } from "~/lib/content-store/route-context";

// `/articles/:slug` in the browser: reading an article, and the screens shown
// while that runs and when it fails.

export async function readArticle({ params, context }: ClientLoaderFunctionArgs) {
  // Loaded on first use: a prerendered article page hydrates without it.
  const { loadArticle } = await import("~/features/articles/load-article");
  return { rendered: await loadArticle(params.slug ?? "", storeFrom(context)) };
}

export function ArticleReadFallback() {
  return <ArticleLoading />;
}

export function ArticleReadFailed() {
  const { revalidate } = useRevalidator();
  return <ArticleUnavailable onRetry={() => void revalidate()} />;
}
