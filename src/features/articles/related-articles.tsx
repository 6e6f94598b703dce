import { useAsync } from "~/hooks/use-async";
import { useContentStore } from "~/lib/content-store/context";
import type { Article } from "~/lib/content-store/model";
import { ArticleCard } from "./article-card";

/** Up to 3 other articles sharing a tag; hidden when there are none or the read fails. */
export function RelatedArticles({ article }: { article: Article }) {
  const store = useContentStore();
  const related = useAsync(async () => {
    try {
      return await store.relatedArticles(article);
    } catch (error) {
      console.error("Could not fetch related articles:", error);
      throw error;
    }
  }, `related:${article.id}`);
  if (related.status !== "success" || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-16">
      <h2 id="related-title" className="text-2xl font-semibold">
        Related articles
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {related.data.map((item) => (
          <li key={item.id}>
            <ArticleCard article={item} headingLevel={3} showTags={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
