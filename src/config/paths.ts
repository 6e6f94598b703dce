/** Links are built from here; `src/routes.ts` registers the ones that have a screen. */
export const paths = {
  home: "/",
  about: "/about",
  articles: "/articles",
  article: (slug: string) => `/articles/${encodeURIComponent(slug)}`,
  products: "/products",
  editorialStandards: "/editorial-standards",
  corrections: "/corrections",
  quickAnswers: "/quick-answers",
  whileFasting: "/while-fasting",
  search: "/search",
  feed: "/feed.xml",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  articlesJson: "/articles.json",
  productsJson: "/products.json",
  subscribe: "/subscribe",
  privacy: "/privacy",
  /** Drawn at build time, by the page's path. */
  shareCard: (pagePath: string) => `/share${pagePath}.png`,
  intermittentFasting: "/intermittent-fasting",
  tools: "/tools",
  fastingTimer: "/tools/fasting-timer",
  progressTracker: "/tools/progress",
  /** `?diet=…&plan=…` holds the plan. */
  myPlan: "/tools/my-plan",
  login: "/login",
  developer: "/dev-add-product",
  offline: "/offline",
  dietGuide: (slug: string) => `/diets/${slug}`,
  diets: {
    intermittentFasting: "/diets/intermittent-fasting",
    keto: "/diets/ketogenic-diet",
    mediterranean: "/diets/mediterranean-diet",
    paleo: "/diets/paleo-diet",
    vegan: "/diets/vegan-diet",
    compare: "/diets/compare",
  },
} as const;

/** The service worker never keeps a copy of these: a stored one would only mislead. */
export const signInPaths = [paths.login, paths.developer] as const;

/** In menu order. */
export const dietGuidePaths = [
  paths.diets.intermittentFasting,
  paths.diets.keto,
  paths.diets.mediterranean,
  paths.diets.paleo,
  paths.diets.vegan,
] as const;
