import { KetosisQuizPage } from "~/features/tools/ketosis-quiz/ketosis-quiz-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/ketosis-quiz";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Ketosis Indicator Quiz",
    description:
      "Five yes-or-no questions about common signs of ketosis, with an honest read of your answers and how to measure ketones properly.",
    path: location.pathname,
  });

export default function ToolRoute() {
  return <KetosisQuizPage />;
}
