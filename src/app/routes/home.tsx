import { lazy, Suspense } from "react";
// The carousel's base styles ship with the page (not the lazy chunk), so the
// prerendered testimonials are laid out before react-slick arrives.
import "slick-carousel/slick/slick.css";
import { ArticleCarousel } from "~/features/articles/article-carousel";
import { Banner } from "~/features/home/banner";
import { BenefitGrid } from "~/features/home/benefit-grid";
import { BenefitTicker } from "~/features/home/benefit-ticker";
import { Explainer } from "~/features/home/explainer";
import { FinalCta } from "~/features/home/final-cta";
import { Hero } from "~/features/home/hero";
import { pageMeta } from "~/lib/seo";
import { organizationJsonLd, websiteJsonLd } from "~/lib/structured-data";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import type { Route } from "./+types/home";

// Below the fold and library-heavy (react-countup, react-slick): loaded after
// the first paint. They are still prerendered into the HTML, which stays on
// screen until their code arrives.
const Stats = lazy(() => import("~/features/home/stats").then((module) => ({ default: module.Stats })));
const Testimonials = lazy(() =>
  import("~/features/home/testimonials").then((module) => ({ default: module.Testimonials })),
);

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ description: site.description, path: paths.home }),
  // Who publishes the site, and the site's name, for search results.
  { "script:ld+json": organizationJsonLd() },
  { "script:ld+json": websiteJsonLd() },
];

export default function HomeRoute() {
  return (
    <>
      <Hero />
      <Banner />
      <Explainer />
      <BenefitGrid />
      <BenefitTicker />
      <ArticleCarousel />
      <Suspense fallback={null}>
        <Stats />
        <Testimonials />
      </Suspense>
      <FinalCta />
    </>
  );
}
