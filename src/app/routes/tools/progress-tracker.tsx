import { ProgressTrackerPage } from "~/features/tools/progress-tracker/progress-tracker-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/progress-tracker";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Progress tracker",
    description:
      "A free weight and waist log: see the smoothed trend under the scale’s daily ups and downs, your weekly rate, and an honest date range for an optional goal, all kept on your own device.",
    path: location.pathname,
  });

export default function ToolRoute() {
  return <ProgressTrackerPage />;
}
