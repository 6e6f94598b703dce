import { SubscribePage } from "~/features/newsletter/subscribe-page";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/subscribe";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Subscribe",
    description:
      "Join the Fast & Fuel newsletter: quick, sourced tips on fasting and nutrition and honest product picks, once in a while.",
    path: paths.subscribe,
  });

export default function SubscribeRoute() {
  return <SubscribePage />;
}
