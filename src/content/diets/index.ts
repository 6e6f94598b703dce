import type { DietGuide } from "./model";

/**
 * The five diet guides, loaded by slug. Route loaders read them at build time
 * (the pages are prerendered), so the guides' text ships in each page's HTML
 * rather than in the JavaScript bundle.
 */
export const dietGuideLoaders: Record<DietGuide["slug"], () => Promise<DietGuide>> = {
  "intermittent-fasting": () => import("./intermittent-fasting").then((module) => module.guide),
  "ketogenic-diet": () => import("./ketogenic-diet").then((module) => module.guide),
  "mediterranean-diet": () => import("./mediterranean-diet").then((module) => module.guide),
  "paleo-diet": () => import("./paleo-diet").then((module) => module.guide),
  "vegan-diet": () => import("./vegan-diet").then((module) => module.guide),
};

export function isDietSlug(value: string): value is DietGuide["slug"] {
  return Object.hasOwn(dietGuideLoaders, value);
}

/** Every guide, in menu order (tests and the sitemap). */
export async function loadAllDietGuides(): Promise<DietGuide[]> {
  return Promise.all(Object.values(dietGuideLoaders).map((load) => load()));
}
