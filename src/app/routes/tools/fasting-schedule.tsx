import { FastingSchedulePage } from "~/features/tools/fasting-schedule/fasting-schedule-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/fasting-schedule";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Fasting Schedule Generator",
    description:
      "Turn your wake and bed times into 16:8, 18:6 and one-meal-a-day eating windows, see them on a 24-hour timeline and add one to your calendar.",
    path: location.pathname,
  });

export default function ToolRoute() {
  return <FastingSchedulePage />;
}
