import { paths } from "~/config/paths";
import { quickAnswers } from "~/content/quick-answers";
import { QuickAnswersPage } from "~/features/answers/quick-answers-page";
import { pageMeta } from "~/lib/seo";
import { faqPageJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/quick-answers";

/** As page data, neither the text nor the JSON-LD code is in the page's JavaScript. Each accepted
 * answer reads as the page does: the verdict, then the answer. */
export function loader() {
  const faqJsonLd = faqPageJsonLd(
    quickAnswers.map(({ question, verdict, answer }) => ({ question, answer: `${verdict} ${answer}` })),
  );
  return { answers: quickAnswers, faqJsonLd };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: "Quick answers",
    description:
      "Does coffee break a fast? How do you start 16:8, and who should not fast? Short answers to common fasting and keto questions, each with its source.",
    path: paths.quickAnswers,
  }),
  { "script:ld+json": loaderData.faqJsonLd },
];

export default function QuickAnswersRoute({ loaderData }: Route.ComponentProps) {
  return <QuickAnswersPage answers={loaderData.answers} />;
}
