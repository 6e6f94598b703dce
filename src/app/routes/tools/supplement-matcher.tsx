import { SupplementMatcherPage } from "~/features/tools/supplement-matcher/supplement-matcher-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/supplement-matcher";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Supplement Matcher",
    description:
      "Choose your goals — focus, energy, gut health, stress, sleep, immunity or muscle — and see the supplements commonly used for them.",
    path: location.pathname,
  });

export default function ToolRoute() {
  return <SupplementMatcherPage />;
}
