// The carousel's base styles ship with the page (not the lazy chunk), so the
// prerendered testimonials are laid out before react-slick arrives.
import "slick-carousel/slick/slick.css";
import { ArticleCarousel } from "~/features/articles/article-carousel";
import { latestArticlesForBuild } from "~/features/articles/prerender.server";
import { vault } from "~/config/content";
import { lazyWhenNear } from "~/components/ui/lazy-when-near";
import { Banner } from "~/features/home/banner";
import { BenefitGrid } from "~/features/home/benefit-grid";
import { BenefitTicker } from "~/features/home/benefit-ticker";
import { Explainer } from "~/features/home/explainer";
import { FinalCta } from "~/features/home/final-cta";
import { Hero } from "~/features/home/hero";
import { SiteOffer } from "~/features/home/site-offer";
import { pageMeta } from "~/lib/seo";
import { organizationJsonLd, websiteJsonLd } from "~/lib/structured-data";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import type { Route } from "./+types/home";

// Below the fold and library-heavy: their code loads, and their prerendered HTML hydrates, only as
// they near the viewport.
const Stats = lazyWhenNear(() => import("~/features/home/stats").then((module) => module.Stats));
const Testimonials = lazyWhenNear(() =>
  import("~/features/home/testimonials").then((module) => module.Testimonials),
);

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ description: site.description, path: paths.home }),
  { "script:ld+json": organizationJsonLd() },
  { "script:ld+json": websiteJsonLd() },
];

export async function loader() {
  return { latestArticles: await latestArticlesForBuild(vault.carousel.count) };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <Banner />
      <SiteOffer />
      <Explainer />
      <BenefitGrid />
      <BenefitTicker />
      <ArticleCarousel prerendered={loaderData.latestArticles} />
      <Stats />
      <Testimonials />
      <FinalCta />
    </>
  );
}
