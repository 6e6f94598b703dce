import { ProductsPage } from "~/features/products/products-page";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Product picks",
    description:
      "The supplements and staples we recommend for fasting and low-carb routines — collagen, electrolytes, magnesium, fibre and more — and what to look for when you buy.",
    path: paths.products,
  });

export default function ProductsRoute() {
  return <ProductsPage />;
}
