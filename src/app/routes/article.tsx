import {
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useParams,
} from "react-router";
import { ArticleDetailPage } from "~/features/articles/article-detail-page";
import { articleMeta } from "~/features/articles/article-meta";
import { prerenderArticle } from "~/features/articles/prerender.server";
import type { RenderedArticle } from "~/features/articles/rendered-article";
import { ArticleReadFailed, ArticleReadFallback, readArticle } from "~/app/article-read";
import { useRefreshAfterHydration } from "~/hooks/use-refresh-after-hydration";

// `/articles/:slug`: every article the build knows is prerendered with its sanitised body, meta tags,
// share card and JSON-LD. One written after the last deploy gets the SPA fallback and is read in the browser.

interface ArticleRouteData {
  rendered: RenderedArticle | null;
}

export async function loader({ params }: LoaderFunctionArgs): Promise<ArticleRouteData> {
  return { rendered: await prerenderArticle(params.slug ?? "") };
}

/** Client-side navigation and SPA-fallback slugs; in Firebase mode also once a prerendered page hydrates. */
export async function clientLoader(args: ClientLoaderFunctionArgs) {
  return readArticle(args);
}

export const meta: MetaFunction<typeof loader> = ({ params, loaderData }) =>
  articleMeta(params.slug ?? "", loaderData?.rendered);

export const HydrateFallback = ArticleReadFallback;
export const ErrorBoundary = ArticleReadFailed;

export default function ArticleRoute() {
  // Firebase mode: the build's copy from the first paint, then the database's.
  useRefreshAfterHydration();
  const { slug = "" } = useParams();
  const { rendered } = useLoaderData<typeof loader>();
  // Keyed by slug: moving to a related article starts from a clean state.
  return <ArticleDetailPage key={slug} rendered={rendered} />;
}
