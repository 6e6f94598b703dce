import { type MetaFunction, useParams } from "react-router";
import { ArticleDetailPage } from "~/features/articles/article-detail-page";
import { articleMeta } from "~/features/articles/article-meta";

// `/articles/:slug` in a Firebase-mode build: articles live in Firestore, so
// every article page is served by the SPA fallback and read in the browser.
// (Built-in mode uses ./article-builtin.tsx; see src/config/prerender.ts. Only
// one of the two is in the route table, so neither relies on generated types.)

export const meta: MetaFunction = ({ params }) => articleMeta(params.slug ?? "");

export default function ArticleRoute() {
  const { slug = "" } = useParams();
  // Keyed by slug: moving to a related article starts from a clean state.
  return <ArticleDetailPage key={slug} slug={slug} />;
}
