import { Suspense, lazy } from "react";
import { AffiliateDisclosure, ProductCard } from "~/components/ui/affiliate";
import { HealthNote } from "~/components/ui/health-note";
import { ErrorWithRetry } from "~/components/ui/status-message";
import type { Product } from "~/lib/content-store/model";
import type { PageData } from "~/lib/page-data";
import { PageHeader } from "~/components/ui/page-header";

// Shown only when the database could not be read: its code loads then.
const StaleNotice = lazy(() => import("~/components/ui/stale-notice"));

/** `/products`: every product pick (a marketplace search per product type), with the affiliate disclosure on top. */
export function ProductsPage({
  products,
  onStaleRetry,
}: {
  products: PageData<readonly Product[]>;
  /** Given when the products are the build's copy because the database could not be read. */
  onStaleRetry?: () => void;
}) {
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Product picks"
        title="Product types we've looked into"
        intro="Generic product types, not brands, that people often pair with a fasting or low-carb routine — with what the evidence says and what to look for if you buy. Each link opens a marketplace search so you can compare options yourself. None of them is required; food, sleep and consistency come first."
      >
        <div className="mt-6 rounded-2xl border border-ink-100 bg-white p-4">
          <AffiliateDisclosure />
        </div>
      </PageHeader>

      <p className="mt-8 max-w-3xl text-ink-800">
        <strong>How we choose them:</strong> each is a product type often sold alongside fasting or low-carb
        eating. We say what the evidence shows, including where it is thin. Where a clinical guideline advises
        against one, we say so plainly and give it no buy link. No brand pays to be listed, and a commission
        never changes what we write.
      </p>

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
      {onStaleRetry && (
        <div className="mt-10">
          <Suspense fallback={null}>
            <StaleNotice what="products" onRetry={onStaleRetry} />
          </Suspense>
        </div>
      )}
      {/* Supplements meet medicines and conditions: the same note as the guides. */}
      <HealthNote className="mt-10" />
    </div>
  );
}
