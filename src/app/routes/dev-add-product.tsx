import { DeveloperPage } from "~/features/developer/developer-page";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/dev-add-product";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Developer uploads",
    description: "Upload the built-in articles and products to the Fast & Fuel database.",
    path: paths.developer,
    noindex: true,
  });

export default function DeveloperRoute() {
  return <DeveloperPage />;
}
