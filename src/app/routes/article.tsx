import { type ClientLoaderFunctionArgs, type MetaFunction, useLoaderData, useParams } from "react-router";
import { ArticleDetailPage } from "~/features/articles/article-detail-page";
import { articleMeta } from "~/features/articles/article-meta";
import { ArticleReadFailed, ArticleReadFallback, readArticle } from "~/app/article-read";

// `/articles/:slug` in a Firebase-mode build: articles live in Firestore, so
// every article page is served by the SPA fallback and read in the browser.
// (Built-in mode uses ./article-builtin.tsx; see src/config/prerender.ts. Only
// one of the two is in the route table, so neither relies on generated types.)

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  return readArticle(args);
}
clientLoader.hydrate = true as const;

export const meta: MetaFunction<typeof clientLoader> = ({ params, loaderData }) =>
  articleMeta(params.slug ?? "", loaderData?.rendered);

export const HydrateFallback = ArticleReadFallback;
export const ErrorBoundary = ArticleReadFailed;

export default function ArticleRoute() {
  const { slug = "" } = useParams();
  const { rendered } = useLoaderData<typeof clientLoader>();
  // Keyed by slug: moving to a related article starts from a clean state.
  return <ArticleDetailPage key={slug} rendered={rendered} />;
}
