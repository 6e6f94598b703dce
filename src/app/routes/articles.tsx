import { ArticleListPage, type ListedArticle } from "~/features/articles/article-list-page";
import { sortNewestFirst } from "~/features/articles/filter";
import { articleSummariesForBuild } from "~/features/articles/prerender.server";
import { paths } from "~/config/paths";
import { readDatabaseElseBuild } from "~/lib/content-store/database-else-build";
import { storeFrom } from "~/lib/content-store/route-context";
import { useRefreshAfterHydration, useRetry } from "~/hooks/use-refresh-after-hydration";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/articles";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "The Vault — articles",
    description:
      "Well-sourced articles on intermittent fasting, keto, gut health, sleep and weight loss. Filter by topic or search by keyword.",
    path: paths.articles,
  });

export async function loader(): Promise<{ articles: ListedArticle[]; isStale: boolean }> {
  return { articles: await articleSummariesForBuild(), isStale: false };
}

/** The prerendered data file, or in Firebase mode the database, falling back to the build's copy. */
export async function clientLoader({ context, serverLoader }: Route.ClientLoaderArgs) {
  const store = storeFrom(context);
  if (!store.readsLive) return serverLoader();
  return readDatabaseElseBuild(
    async () => ({ articles: sortNewestFirst(await store.listArticleSummaries()) }),
    serverLoader,
    (error) => console.error("Failed to fetch articles:", error),
  );
}

export function ErrorBoundary() {
  return <ArticleListPage articles={{ status: "error", retry: useRetry() }} />;
}

export default function ArticlesRoute({ loaderData }: Route.ComponentProps) {
  // Firebase mode: the build's list from the first paint, then the database's.
  const retry = useRefreshAfterHydration();
  return (
    <ArticleListPage
      articles={{ status: "success", data: loaderData.articles }}
      onStaleRetry={loaderData.isStale ? retry : undefined}
    />
  );
}
