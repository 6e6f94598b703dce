import { DietComparePage } from "~/features/diets/diet-compare-page";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/diet-compare";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Compare diets",
    description:
      "Intermittent fasting, keto, Mediterranean, paleo and vegan compared: carb levels, who each suits, and whether it works with intermittent fasting.",
    path: paths.diets.compare,
  });

export default function DietCompareRoute() {
  return <DietComparePage />;
}
