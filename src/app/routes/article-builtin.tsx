import { type LoaderFunctionArgs, type MetaFunction, useLoaderData, useParams } from "react-router";
import { ArticleDetailPage } from "~/features/articles/article-detail-page";
import { articleMeta } from "~/features/articles/article-meta";
import { prerenderBuiltInArticle } from "~/features/articles/prerender.server";
import type { RenderedArticle } from "~/features/articles/rendered-article";

// `/articles/:slug` in a built-in-mode build (src/config/prerender.ts). Each
// built-in article is prerendered: the loader runs at build time only, and the
// page's HTML carries the sanitised article, its title, description and
// Article JSON-LD. Unknown slugs get the SPA fallback, as in Firebase mode.

interface ArticleRouteData {
  /** The prerendered article; null when the page reads it in the browser. */
  rendered: RenderedArticle | null;
}

export function loader({ params }: LoaderFunctionArgs): ArticleRouteData {
  return { rendered: prerenderBuiltInArticle(params.slug ?? "") };
}

/**
 * In the browser (client-side navigation, or a slug the SPA fallback serves)
 * there is no server to ask, and a data file exists only for the built-in
 * slugs: the page reads the article from the content store instead. A
 * prerendered page hydrates with its build-time data and never calls this.
 */
export function clientLoader(): ArticleRouteData {
  return { rendered: null };
}

export const meta: MetaFunction<typeof loader> = ({ params, loaderData }) =>
  articleMeta(params.slug ?? "", loaderData?.rendered);

export default function ArticleBuiltInRoute() {
  const { slug = "" } = useParams();
  const { rendered } = useLoaderData<typeof loader>();
  // Keyed by slug: moving to a related article starts from a clean state.
  return <ArticleDetailPage key={slug} slug={slug} prerendered={rendered ?? undefined} />;
}
