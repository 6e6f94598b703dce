import { paths } from "~/config/paths";
import { correctionsForBuild } from "~/features/articles/prerender.server";
import { CorrectionsPage } from "~/features/articles/corrections-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/corrections";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Corrections and updates",
    description:
      "Every correction and substantive update to a Fast & Fuel article, diet guide or tool, newest first, with what changed and why.",
    path: paths.corrections,
  });

export async function loader() {
  return { corrections: await correctionsForBuild() };
}

export default function CorrectionsRoute({ loaderData }: Route.ComponentProps) {
  return <CorrectionsPage corrections={loaderData.corrections} />;
}
