import { paths } from "~/config/paths";
import { whileFastingItems } from "~/content/while-fasting";
import { WhileFastingPage, verdicts } from "~/features/answers/while-fasting-page";
import { pageMeta } from "~/lib/seo";
import { faqPageJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/while-fasting";

/** Build time: the items and their FAQPage data travel as page data, not in the page's JavaScript.
 * Each question is the page's own, asked of one item; its answer is the verdict, then the reason. */
export function loader() {
  const faqJsonLd = faqPageJsonLd(
    whileFastingItems.map(({ name, verdict, why }) => ({
      question: `Can I have ${name.charAt(0).toLowerCase()}${name.slice(1)} while fasting?`,
      answer: `${verdicts[verdict].label}. ${why}`,
    })),
  );
  return { items: whileFastingItems, faqJsonLd };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: "Can I have this while fasting?",
    description:
      "Coffee with milk, stevia, gum, electrolytes, bone broth, creatine, medicines: what breaks a fast and what doesn’t, each with the reason, the evidence and its source.",
    path: paths.whileFasting,
  }),
  { "script:ld+json": loaderData.faqJsonLd },
];

export default function WhileFastingRoute({ loaderData }: Route.ComponentProps) {
  return <WhileFastingPage items={loaderData.items} />;
}
