import { AffiliateDisclosure, ProductCard } from "~/components/ui/affiliate";
import { useAsync } from "~/hooks/use-async";
import { useContentStore } from "~/lib/content-store/context";
import type { Article } from "~/lib/content-store/model";

/** Up to 3 random products sharing the article's productTags (none → hidden). */
export function RecommendedProducts({ article }: { article: Article }) {
  const store = useContentStore();
  const productTags = article.productTags ?? [];
  const products = useAsync(() => store.productsForTags(productTags), `products:${article.id}`);
  if (products.status !== "success" || products.data.length === 0) return null;
  return (
    // As wide as the article's text: a pick or two, not a shop window.
    <section aria-labelledby="products-title" className="mx-auto mt-16 max-w-3xl">
      <h2 id="products-title" className="text-2xl font-semibold">
        Products we recommend
      </h2>
      <div className="mt-3">
        <AffiliateDisclosure />
      </div>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {products.data.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
