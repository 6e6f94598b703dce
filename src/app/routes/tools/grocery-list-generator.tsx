import { GroceryListPage } from "~/features/tools/grocery-list-generator/grocery-list-generator-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/grocery-list-generator";

// The grocery lists are read at build time and ship as page data.
export async function loader() {
  const { groceryLists } = await import("~/content/grocery-lists");
  return { groceryLists };
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Grocery List Generator",
    description:
      "Ready-made keto, paleo, Mediterranean and vegan grocery lists by aisle. Check items off as you shop, print the list or copy it as text.",
    path: location.pathname,
  });

export default function ToolRoute({ loaderData }: Route.ComponentProps) {
  return <GroceryListPage lists={loaderData.groceryLists} />;
}
