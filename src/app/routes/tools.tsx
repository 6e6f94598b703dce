import { ToolsIndexPage } from "~/features/tools/tools-index-page";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/tools";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Free tools",
    description:
      "Free fasting and nutrition tools: fasting schedule generator, keto macro calculator, meal ideas, ketosis quiz, grocery lists and a supplement matcher.",
    path: paths.tools,
  });

export default function ToolsRoute() {
  return <ToolsIndexPage />;
}
