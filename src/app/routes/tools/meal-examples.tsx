import { MealExamplesPage } from "~/features/tools/meal-examples/meal-examples-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/meal-examples";

// The 180 meal ideas are read at build time and ship as page data, not as
// part of the tool's JavaScript.
export async function loader() {
  const { mealIdeas } = await import("~/content/meal-ideas");
  return { mealIdeas };
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Meal Examples",
    description:
      "Five meal ideas for every combination of diet (keto, paleo, Mediterranean, vegan), goal and meal of the day — breakfast, lunch and dinner.",
    path: location.pathname,
  });

export default function ToolRoute({ loaderData }: Route.ComponentProps) {
  return <MealExamplesPage ideas={loaderData.mealIdeas} />;
}
