import type { Article, Product } from "./model";

export interface BuiltInContent {
  articles: readonly Article[];
  products: readonly Product[];
}

/** Loads the built-in content on demand, so it is never part of a page's first load. */
export const loadBuiltInContent = async (): Promise<BuiltInContent> => {
  const [{ builtInArticles }, { builtInProducts }] = await Promise.all([
    import("~/content/articles"),
    import("~/content/products"),
  ]);
  return { articles: builtInArticles, products: builtInProducts };
};
