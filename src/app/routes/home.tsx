import { ArticleCarousel } from "~/features/articles/article-carousel";
import { Banner } from "~/features/home/banner";
import { Explainer } from "~/features/home/explainer";
import { Hero } from "~/features/home/hero";
import { pageMeta } from "~/lib/seo";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta({ description: site.description, path: paths.home });

export default function HomeRoute() {
  return (
    <>
      <Hero />
      <Banner />
      <Explainer />
      <ArticleCarousel />
    </>
  );
}
