import { AboutPage } from "~/features/about/about-page";
import { pageMeta } from "~/lib/seo";
import { paths } from "~/config/paths";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "About",
    description:
      "Why Fast & Fuel exists: clear, sourced guidance on intermittent fasting and nutrition, free tools, and honest product picks.",
    path: paths.about,
  });

export default function AboutRoute() {
  return <AboutPage />;
}
