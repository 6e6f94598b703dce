import { ArticleDetailPage } from "~/features/articles/article-detail-page";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/article";

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: "Article",
    description:
      "An article from The Vault, Fast & Fuel's library of well-sourced reads on fasting and nutrition.",
    path: paths.article(params.slug),
  });

export default function ArticleRoute({ params }: Route.ComponentProps) {
  // Keyed by slug: moving to a related article starts from a clean state.
  return <ArticleDetailPage key={params.slug} slug={params.slug} />;
}
