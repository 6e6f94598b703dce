import { MyPlanPage } from "~/features/tools/my-plan/my-plan-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/my-plan";

// The ideas and food table ship as page data with the default week worked out at build time, so the
// page shows a plan before any of its maths has loaded.
export async function loader() {
  const [{ mealIdeas }, { foods }, plan] = await Promise.all([
    import("~/content/meal-ideas"),
    import("~/content/ingredients"),
    import("~/features/tools/my-plan/plan-view"),
  ]);
  const ideas = plan.toPlanIdeas(mealIdeas);
  const planFoods = plan.toPlanFoods(foods);
  return { ideas, foods: planFoods, initial: plan.planView(new URLSearchParams(), ideas, planFoods) };
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "My plan",
    description:
      "A free week plan: meals from our keto, paleo, Mediterranean or vegan ideas fitted to your eating window and calorie target, with day totals, one shopping list and a calendar file.",
    path: location.pathname,
  });

export default function ToolRoute({ loaderData }: Route.ComponentProps) {
  return <MyPlanPage ideas={loaderData.ideas} foods={loaderData.foods} initial={loaderData.initial} />;
}
