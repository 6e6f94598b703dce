/**
 * Every URL of the site, in one place. Links are built from here; the route
 * table (`src/routes.ts`) registers the ones that have a screen.
 */
export const paths = {
  home: "/",
  about: "/about",
  articles: "/articles",
  article: (slug: string) => `/articles/${encodeURIComponent(slug)}`,
  products: "/products",
  editorialStandards: "/editorial-standards",
  /** Every correction and update to an article, newest first. */
  corrections: "/corrections",
  /** Short, sourced answers to the most-asked questions (FAQPage). */
  quickAnswers: "/quick-answers",
  /** "Can I have this while fasting?": drinks, sweeteners, supplements and medicines, each with a verdict. */
  whileFasting: "/while-fasting",
  /** Site search; `?q=` holds the query. */
  search: "/search",
  /** The Atom feed of The Vault (generated at build time). */
  feed: "/feed.xml",
  /** For search engines (generated at build time). */
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  /** The content the developer page's buttons are named after, as the build writes it. */
  articlesJson: "/articles.json",
  productsJson: "/products.json",
  subscribe: "/subscribe",
  /** Who is responsible for readers' data, what is kept where, and readers' rights. */
  privacy: "/privacy",
  /** A page's own link-preview card (a PNG drawn at build time), by the page's path. */
  shareCard: (pagePath: string) => `/share${pagePath}.png`,
  intermittentFasting: "/intermittent-fasting",
  tools: "/tools",
  /** The fasting timer: a tool beside the index's six cards, not one of them. */
  fastingTimer: "/tools/fasting-timer",
  /** The progress tracker: weigh-ins and their trend, kept on the device beside the timer's fasts. */
  progressTracker: "/tools/progress",
  /** A week of meals fitted to an eating window and targets; `?diet=…&plan=…` holds the plan. */
  myPlan: "/tools/my-plan",
  login: "/login",
  developer: "/dev-add-product",
  /** Shown by the service worker when a page is neither saved on the device nor reachable. */
  offline: "/offline",
  /** A diet guide by its slug (one of `diets` below). */
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

/** Pages that sign in and write: they talk to the Auth service, and the
 * service worker never keeps a copy of them (a stored one would only mislead). */
export const signInPaths = [paths.login, paths.developer] as const;

/** The five diet guides, in menu order. */
export const dietGuidePaths = [
  paths.diets.intermittentFasting,
  paths.diets.keto,
  paths.diets.mediterranean,
  paths.diets.paleo,
  paths.diets.vegan,
] as const;
