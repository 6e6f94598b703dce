import { MealExamplesPage } from "~/features/tools/meal-examples/meal-examples-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/meal-examples";

// The 180 meal ideas are read at build time and their figures computed from
// the food table there, so they ship as page data, not as JavaScript.
export async function loader() {
  const [{ mealIdeas }, { foods }, { mealCards }] = await Promise.all([
    import("~/content/meal-ideas"),
    import("~/content/ingredients"),
    import("~/lib/meal-nutrition/meal-nutrition"),
  ]);
  return { mealCards: mealCards(mealIdeas, foods) };
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Meal Examples",
    description:
      "Five meal ideas for every combination of diet (keto, paleo, Mediterranean, vegan), goal and meal of the day — breakfast, lunch and dinner.",
    path: location.pathname,
  });

export default function ToolRoute({ loaderData }: Route.ComponentProps) {
  return <MealExamplesPage ideas={loaderData.mealCards} />;
}
