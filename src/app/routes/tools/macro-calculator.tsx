import { MacroCalculatorPage } from "~/features/tools/macro-calculator/macro-calculator-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/macro-calculator";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Keto Macro Calculator",
    description:
      "Estimate your daily calories and keto macros (fat, protein, carbs) with the Harris-Benedict or Mifflin-St Jeor equation, in imperial or metric units.",
    path: location.pathname,
  });

export default function ToolRoute() {
  return <MacroCalculatorPage />;
}
