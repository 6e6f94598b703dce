import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { dietGuidePaths, paths } from "./config/paths";
import { toolCards } from "./config/tools";

/** Route paths are the URLs of `config/paths.ts` without their leading slash. */
const at = (url: string) => url.replace(/^\//, "");

// The one route table. Static routes are prerendered at build time
// (react-router.config.ts), and so is every article; the catch-all renders
// the not-found page. The `.xml`/`.json`/`.txt` routes
// and the share cards are resource routes, prerendered to files.
export default [
  index("app/routes/home.tsx"),
  route(at(paths.about), "app/routes/about.tsx"),
  route(at(paths.articles), "app/routes/articles.tsx"),
  route(`${at(paths.articles)}/:slug`, "app/routes/article.tsx"),
  route(at(paths.feed), "app/routes/feed.ts"),
  route(at(paths.sitemap), "app/routes/sitemap.ts"),
  route(at(paths.robots), "app/routes/robots.ts"),
  // paths.shareCard: /share/<page path>.png
  route("share/*", "app/routes/share-card.ts"),
  route(at(paths.articlesJson), "app/routes/content-json.ts", { id: "articles-json" }),
  route(at(paths.productsJson), "app/routes/content-json.ts", { id: "products-json" }),
  route(at(paths.products), "app/routes/products.tsx"),
  route(at(paths.editorialStandards), "app/routes/editorial-standards.tsx"),
  route(at(paths.corrections), "app/routes/corrections.tsx"),
  route(at(paths.quickAnswers), "app/routes/quick-answers.tsx"),
  route(at(paths.whileFasting), "app/routes/while-fasting.tsx"),
  route(at(paths.search), "app/routes/search.tsx"),
  route(at(paths.subscribe), "app/routes/subscribe.tsx"),
  route(at(paths.privacy), "app/routes/privacy.tsx"),
  route(at(paths.intermittentFasting), "app/routes/intermittent-fasting.tsx"),
  // The five diet guides share one route module.
  ...dietGuidePaths.map((path) =>
    route(at(path), "app/routes/diet.tsx", { id: `diet${path.replaceAll("/", "-")}` }),
  ),
  route(at(paths.diets.compare), "app/routes/diet-compare.tsx"),
  route(at(paths.tools), "app/routes/tools.tsx"),
  ...toolCards.map((tool) => route(at(tool.link), `app/routes/tools/${tool.id}.tsx`)),
  route(at(paths.fastingTimer), "app/routes/tools/fasting-timer.tsx"),
  route(at(paths.progressTracker), "app/routes/tools/progress-tracker.tsx"),
  route(at(paths.myPlan), "app/routes/tools/my-plan.tsx"),
  route(at(paths.login), "app/routes/login.tsx"),
  route(at(paths.developer), "app/routes/dev-add-product.tsx"),
  route(at(paths.offline), "app/routes/offline.tsx"),
  route("*", "app/routes/not-found.tsx"),
] satisfies RouteConfig;
