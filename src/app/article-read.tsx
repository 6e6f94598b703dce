import type { ClientLoaderFunctionArgs } from "react-router";
import { ArticleLoading, ArticleUnavailable } from "~/features/articles/article-detail-page";
import type { RenderedArticle } from "~/features/articles/rendered-article";
import { readDatabaseElseBuild } from "~/lib/content-store/database-else-build";
import { storeFrom } from "~/lib/content-store/route-context";
import { useRetry } from "~/hooks/use-refresh-after-hydration";

// `/articles/:slug` in the browser: the read, and the screens while it runs and when it fails.

export async function readArticle({
  params,
  context,
  serverLoader,
}: ClientLoaderFunctionArgs): Promise<{ rendered: RenderedArticle | null }> {
  const store = storeFrom(context);
  // A prerendered article page hydrates without it. Kept as one object: a destructured dynamic
  // import makes Vite wrap it in the page's own code.
  const loaders = await import("~/features/articles/load-article");
  const slug = params.slug ?? "";
  const read = async () => ({ rendered: await loaders.loadArticle(slug, store) });
  if (store.mode !== "firebase") return read();
  if (!store.readsLive) return loaders.loadDeployedArticle(slug, store, serverLoader);
  // An article the build prerendered still has the build's copy; older,
  // perhaps, but better than an error page. A newer one has none.
  return readDatabaseElseBuild(
    read,
    () => serverLoader<{ rendered: RenderedArticle | null }>(),
    (error) => console.warn("Could not read the article from the database:", error),
  );
}

export function ArticleReadFallback() {
  return <ArticleLoading />;
}

export function ArticleReadFailed() {
  return <ArticleUnavailable onRetry={useRetry()} />;
}
