import { ArticleListPage } from "~/features/articles/article-list-page";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/articles";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "The Vault — articles",
    description:
      "Well-sourced articles on intermittent fasting, keto, gut health, sleep and weight loss. Filter by topic or search by keyword.",
    path: paths.articles,
  });

export default function ArticlesRoute() {
  return <ArticleListPage />;
}
