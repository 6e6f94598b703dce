import { useRevalidator } from "react-router";
import { ArticleListPage, type ListedArticle } from "~/features/articles/article-list-page";
import { sortNewestFirst } from "~/features/articles/filter";
import { builtInArticleSummaries } from "~/features/articles/prerender.server";
import { paths } from "~/config/paths";
import { readsContentOnLoad, storeFrom } from "~/lib/content-store/route-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/articles";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "The Vault — articles",
    description:
      "Well-sourced articles on intermittent fasting, keto, gut health, sleep and weight loss. Filter by topic or search by keyword.",
    path: paths.articles,
  });

/** Build time: every built-in article's card (no bodies), newest first. */
export function loader(): { articles: ListedArticle[] } {
  return { articles: readsContentOnLoad ? [] : builtInArticleSummaries() };
}

/** In the browser: the prerendered data file, or (Firebase mode) the database. */
export async function clientLoader({ context, serverLoader }: Route.ClientLoaderArgs) {
  const store = storeFrom(context);
  if (store.mode === "builtin") return serverLoader();
  try {
    return { articles: sortNewestFirst(await store.listArticles()) };
  } catch (error) {
    // Spec: the list's failed read is reported on the console with this message.
    console.error("Failed to fetch articles:", error);
    throw error;
  }
}
clientLoader.hydrate = readsContentOnLoad;

export function HydrateFallback() {
  return <ArticleListPage articles={{ status: "loading" }} />;
}

export function ErrorBoundary() {
  const { revalidate } = useRevalidator();
  return <ArticleListPage articles={{ status: "error", retry: () => void revalidate() }} />;
}

export default function ArticlesRoute({ loaderData }: Route.ComponentProps) {
  return <ArticleListPage articles={{ status: "success", data: loaderData.articles }} />;
}
