import { AffiliateDisclosure, ProductCard } from "~/components/ui/affiliate";
import { ErrorWithRetry } from "~/components/ui/status-message";
import { useAsync } from "~/hooks/use-async";
import { useContentStore } from "~/lib/content-store/context";

/** `/products`: every product pick, with the affiliate disclosure on top. */
export function ProductsPage() {
  const store = useContentStore();
  const products = useAsync(() => store.listProducts(), "products");
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <p className="font-display text-sm font-semibold tracking-widest text-fuel-700 uppercase">
          Product picks
        </p>
        <h1 className="mt-2 text-display-sm sm:text-display-md">Products we actually recommend</h1>
        <p className="mt-4 text-lg text-ink-700">
          A short list of supplements and staples that fit a fasting or low-carb routine — with what to look
          for when you buy. None of them is required; food, sleep and consistency come first.
        </p>
        <div className="mt-6 rounded-2xl border border-ink-100 bg-white p-4">
          <AffiliateDisclosure />
        </div>
      </header>

      {products.status === "loading" && (
        <ul aria-label="Loading products" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <li
              key={index}
              className="h-80 animate-pulse rounded-2xl bg-ink-100 motion-reduce:animate-none"
            />
          ))}
        </ul>
      )}
      {products.status === "error" && (
        <div className="mt-10">
          <ErrorWithRetry
            message="We couldn’t load the products. Check your connection and try again."
            onRetry={products.retry}
          />
        </div>
      )}
      {products.status === "success" && (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.data.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel={2} showTags />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
