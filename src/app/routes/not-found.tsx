import { NotFoundPage } from "~/components/layout/status-pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Page not found",
    description:
      "The page you asked for does not exist. Find articles, diet guides and free tools from here.",
  });

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
