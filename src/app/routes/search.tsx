import { SearchPage } from "~/features/search/search-page";
import { pageMeta } from "~/lib/seo";
import { paths } from "~/config/paths";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Search",
    description:
      "Search every Fast & Fuel article, diet guide and tool, and go straight to the section that answers your question.",
    path: paths.search,
    // A page of results is not a page to land on from a search engine.
    noindex: true,
  });

export default function SearchRoute() {
  return <SearchPage />;
}
