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

// `/articles/:slug`. Every article the build knows (built-in, or in Firebase
// mode the database's at build time) is prerendered: the loader runs at build
// time only, and the page's HTML carries the sanitised article, its title,
// description, share card and Article JSON-LD. Other slugs (an article written
// after the last deploy) get the SPA fallback and are read in the browser, as
// on client-side navigation.

interface ArticleRouteData {
  /** The article; null when there is no such article. */
  rendered: RenderedArticle | null;
}

export async function loader({ params }: LoaderFunctionArgs): Promise<ArticleRouteData> {
  return { rendered: await prerenderArticle(params.slug ?? "") };
}

/** In the browser (client-side navigation, or a slug the SPA fallback serves);
 * a prerendered page hydrates with its build-time data, and in Firebase mode
 * calls this once it has (useRefreshAfterHydration). */
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
