import { MacroCalculatorPage } from "~/features/tools/macro-calculator/macro-calculator-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/macro-calculator";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Keto Macro Calculator",
    description:
      "Daily calories and keto macros from Harris-Benedict, Mifflin-St Jeor or, with your body fat, Katch-McArdle; split 70/25/5 or keto by grams.",
    path: location.pathname,
  });

export default function ToolRoute() {
  return <MacroCalculatorPage />;
}
