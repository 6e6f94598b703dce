import { ProductsPage } from "~/features/products/products-page";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Product picks",
    description:
      "Product types that come up in our articles — electrolytes, magnesium, fiber, collagen and more — what the evidence says about each, and what to look for when you buy.",
    path: paths.products,
  });

export default function ProductsRoute() {
  return <ProductsPage />;
}
