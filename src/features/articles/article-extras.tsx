import type { Article } from "~/lib/content-store/model";
import { RecommendedProducts } from "./recommended-products";
import { RelatedArticles } from "./related-articles";

/** What follows an article: recommended products, then related reads. Loaded
 * on demand, as the reader nears the end of the article. */
export default function ArticleExtras({ article }: { article: Article }) {
  return (
    <>
      <RecommendedProducts article={article} />
      <RelatedArticles article={article} />
    </>
  );
}
