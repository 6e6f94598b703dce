import { paths } from "~/config/paths";
import { EditorialStandardsPage } from "~/features/editorial/editorial-standards-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/editorial-standards";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Editorial standards",
    description:
      "How Fast & Fuel chooses topics and sources, checks and updates its articles, handles corrections, and keeps affiliate links from deciding what it recommends.",
    path: paths.editorialStandards,
  });

export default function EditorialStandardsRoute() {
  return <EditorialStandardsPage />;
}
