import { paths } from "~/config/paths";
import { quickAnswers } from "~/content/quick-answers";
import { QuickAnswersPage } from "~/features/answers/quick-answers-page";
import { pageMeta } from "~/lib/seo";
import { faqPageJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/quick-answers";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Quick answers",
    description:
      "Does coffee break a fast? How do you start 16:8, and who should not fast? Short answers to common fasting and keto questions, each with its source.",
    path: paths.quickAnswers,
  }),
  { "script:ld+json": faqPageJsonLd(quickAnswers) },
];

export default function QuickAnswersRoute() {
  return <QuickAnswersPage answers={quickAnswers} />;
}
