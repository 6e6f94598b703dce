import { data } from "react-router";
import { dietGuideLoaders, isDietSlug } from "~/content/diets";
import { dietComparison } from "~/content/diets/comparison";
import { DietGuidePage } from "~/features/diets/diet-guide-page";
import { paths } from "~/config/paths";
import { pageMeta, shareCardImage } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/breadcrumb-json-ld";
import type { Route } from "./+types/diet";

// One module serves the five guide routes (src/routes.ts). The loader runs at
// build time: each guide is prerendered and its text never enters the JS bundle.
export async function loader({ request }: Route.LoaderArgs) {
  // The page URL, or its data URL (/diets/<slug>.data) on client navigation.
  const segment = /\/diets\/([a-z-]+)/.exec(new URL(request.url).pathname)?.[1] ?? "";
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer 404
  if (!isDietSlug(segment)) throw data(null, { status: 404 });
  const keyFacts = dietComparison.find((row) => row.link === paths.dietGuide(segment));
  return { guide: await dietGuideLoaders[segment](), keyFacts };
}

export const meta: Route.MetaFunction = ({ loaderData: { guide } }) => {
  const path = paths.dietGuide(guide.slug);
  return [
    ...pageMeta({
      title: guide.title,
      description: guide.description,
      path,
      image: shareCardImage(path, guide.title),
    }),
    {
      "script:ld+json": breadcrumbJsonLd([
        { name: "Diets", path: paths.diets.compare },
        { name: guide.name, path },
      ]),
    },
  ];
};

export default function DietRoute({ loaderData }: Route.ComponentProps) {
  return <DietGuidePage guide={loaderData.guide} keyFacts={loaderData.keyFacts} />;
}
