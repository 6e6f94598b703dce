import { useState } from "react";
import { ErrorWithRetry } from "~/components/ui/status-message";
import { useAsync } from "~/hooks/use-async";
import { useContentStore } from "~/lib/content-store/context";
import { DeleteControl } from "./delete-control";
import { Notice, type Outcome } from "./notice";

/** `version` changes after an upload, which reloads the list. */
export function ProductList({ version, onDeleted }: { version: number; onDeleted: () => void }) {
  const store = useContentStore();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const products = useAsync(async () => {
    try {
      return await store.listProducts();
    } catch (error) {
      console.error("Failed to load products:", error);
      throw error;
    }
  }, `products-${version}`);

  return (
    <section aria-labelledby="current-products" className="mt-14">
      <h2 id="current-products" className="text-2xl font-bold text-ink-900">
        Our Current Products
      </h2>
      <Notice outcome={outcome} />
      <div className="mt-6" aria-live="polite" aria-busy={products.status === "loading"}>
        {products.status === "loading" && <p className="text-ink-700">Loading products…</p>}
        {products.status === "error" && (
          <ErrorWithRetry message="We couldn’t load the products." onRetry={products.retry} />
        )}
        {products.status === "success" &&
          (products.data.length === 0 ? (
            <p className="rounded-2xl bg-ink-50 p-5 text-ink-800">
              No products yet. Use “ADD PRODUCTS.JSON” to upload the built-in ones.
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {products.data.map((product) => (
                <li
                  key={product.id}
                  className="flex flex-col rounded-2xl border border-ink-200 bg-white p-5 shadow-sm"
                >
                  <h3 className="font-display text-lg font-semibold text-ink-900">{product.name}</h3>
                  <p className="mt-2 flex-1 text-sm text-ink-700">{product.description}</p>
                  {product.isAdvisedAgainst && (
                    <p className="mt-2 text-sm font-medium text-ink-800">
                      Advised against: the site shows it without a buy link.
                    </p>
                  )}
                  {store.mode === "firebase" && (
                    <div className="mt-4">
                      <DeleteControl
                        kind="product"
                        id={product.id}
                        title={product.name}
                        remove={(id) => store.deleteProduct(id)}
                        onDone={(result) => {
                          setOutcome(result);
                          if (result.ok) onDeleted();
                        }}
                      />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          ))}
      </div>
    </section>
  );
}
