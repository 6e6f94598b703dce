import { productsForBuild } from "~/features/articles/prerender.server";
import { ProductsPage } from "~/features/products/products-page";
import { paths } from "~/config/paths";
import { readDatabaseElseBuild } from "~/lib/content-store/database-else-build";
import type { Product } from "~/lib/content-store/model";
import { storeFrom } from "~/lib/content-store/route-context";
import { useRefreshAfterHydration, useRetry } from "~/hooks/use-refresh-after-hydration";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Product picks",
    description:
      "Product types that come up in our articles — electrolytes, magnesium, fiber, collagen and more — what the evidence says about each, and what to look for when you buy.",
    path: paths.products,
  });

export async function loader() {
  return { products: await productsForBuild(), isStale: false };
}

/** The prerendered data file, or in Firebase mode the database, falling back to the build's copy. */
export async function clientLoader({ context, serverLoader }: Route.ClientLoaderArgs) {
  const store = storeFrom(context);
  if (!store.readsLive) return serverLoader();
  return readDatabaseElseBuild<{ products: readonly Product[] }>(
    async () => ({ products: await store.listProducts() }),
    serverLoader,
    (error) => console.warn("Failed to fetch products:", error),
  );
}

export function HydrateFallback() {
  return <ProductsPage products={{ status: "loading" }} />;
}

export function ErrorBoundary() {
  return <ProductsPage products={{ status: "error", retry: useRetry() }} />;
}

export default function ProductsRoute({ loaderData }: Route.ComponentProps) {
  // Firebase mode: the build's products from the first paint, then the database's.
  const retry = useRefreshAfterHydration();
  return (
    <ProductsPage
      products={{ status: "success", data: loaderData.products }}
      onStaleRetry={loaderData.isStale ? retry : undefined}
    />
  );
}
