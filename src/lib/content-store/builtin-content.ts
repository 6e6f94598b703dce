import type { Article, ArticleDocument, Product } from "./model";
import { parseArticle } from "./validate";

export interface BuiltInContent {
  articles: readonly Article[];
  products: readonly Product[];
}

/** Each article file on its own, loaded when asked for (one chunk each in the browser), keyed by slug:
 * opening one article downloads that article, not the whole Vault. */
export const articleFiles: Readonly<Record<string, () => Promise<ArticleDocument>>> = Object.fromEntries(
  Object.entries(import.meta.glob<ArticleDocument>("../../content/articles/*.md", { import: "default" })).map(
    ([path, load]) => [path.slice(path.lastIndexOf("/") + 1, -".md".length), load],
  ),
);

/** An article as the UI sees it (dates as `Date`s), through the store's own validation. */
export function toBuiltInArticle(document: ArticleDocument): Article {
  const parsed = parseArticle(document.id, document);
  if (!parsed.ok) throw new Error(`articles/${document.id}.md: ${parsed.reason}`);
  return parsed.value;
}

/** Loads the built-in content on demand, so it is never part of a page's first load. */
export const loadBuiltInContent = async (): Promise<BuiltInContent> => {
  const [{ builtInArticles }, { builtInProducts }] = await Promise.all([
    import("~/content/articles"),
    import("~/content/products"),
  ]);
  return { articles: builtInArticles, products: builtInProducts };
};

/** One article, from its own file; a slug the build has no file for is answered without a download. */
export async function loadBuiltInArticle(id: string): Promise<Article | null> {
  const file = Object.hasOwn(articleFiles, id) ? articleFiles[id] : undefined;
  return file ? toBuiltInArticle(await file()) : null;
}
