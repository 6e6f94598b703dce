import type { Article } from "~/lib/content-store/model";
import { RecommendedProducts } from "./recommended-products";
import { RelatedArticles } from "./related-articles";

export default function ArticleExtras({ article }: { article: Article }) {
  return (
    <>
      <RecommendedProducts article={article} />
      <RelatedArticles article={article} />
    </>
  );
}
