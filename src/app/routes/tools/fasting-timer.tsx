import { FastingTimerPage } from "~/features/tools/fasting-timer/fasting-timer-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/fasting-timer";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Fasting timer",
    description:
      "A free fasting timer: start a 16:8, 18:6, OMAD or custom fast, follow it on a progress ring, and keep your history, streak and weekly chart on your own device.",
    path: location.pathname,
  });

export default function ToolRoute() {
  return <FastingTimerPage />;
}
