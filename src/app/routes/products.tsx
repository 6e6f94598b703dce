import { useRevalidator } from "react-router";
import { builtInProducts } from "~/content/products";
import { ProductsPage } from "~/features/products/products-page";
import { paths } from "~/config/paths";
import { readsContentOnLoad, storeFrom } from "~/lib/content-store/route-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Product picks",
    description:
      "Product types that come up in our articles — electrolytes, magnesium, fiber, collagen and more — what the evidence says about each, and what to look for when you buy.",
    path: paths.products,
  });

/** Build time: the built-in products go into the prerendered page (Firebase mode: see clientLoader). */
export function loader() {
  return { products: readsContentOnLoad ? [] : builtInProducts };
}

/** In the browser: the prerendered data file, or (Firebase mode) the database. */
export async function clientLoader({ context, serverLoader }: Route.ClientLoaderArgs) {
  const store = storeFrom(context);
  if (store.mode === "builtin") return serverLoader();
  return { products: await store.listProducts() };
}
clientLoader.hydrate = readsContentOnLoad;

export function HydrateFallback() {
  return <ProductsPage products={{ status: "loading" }} />;
}

export function ErrorBoundary() {
  const { revalidate } = useRevalidator();
  return <ProductsPage products={{ status: "error", retry: () => void revalidate() }} />;
}

export default function ProductsRoute({ loaderData }: Route.ComponentProps) {
  return <ProductsPage products={{ status: "success", data: loaderData.products }} />;
}
