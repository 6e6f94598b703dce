import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { builtInArticles } from "~/content/articles";
import { createBuiltInStore, toSummary } from "~/lib/content-store/builtin-store";
import type { ArticleSummary } from "~/lib/content-store/model";
import { sortNewestFirst } from "./filter";
import { createArticleSanitizer } from "~/lib/sanitize/sanitize-html";
import { type RenderedArticle, renderArticle } from "./rendered-article";

// Build time only (a `.server` module never reaches the browser): the built-in
// articles as the prerendered pages show them. Article bodies are sanitised
// with the site's own rules on a jsdom window, so their HTML needs no
// sanitiser in the browser; lists carry no bodies.

let sanitize: ((html: string) => string) | null = null;

/** The built-in article `slug`, ready to prerender; null when there is none. */
export function prerenderBuiltInArticle(slug: string): RenderedArticle | null {
  const article = builtInArticles.find((candidate) => candidate.id === slug);
  if (!article) return null;
  sanitize ??= createArticleSanitizer(createDOMPurify(new JSDOM("").window));
  return renderArticle(article, sanitize);
}

/** Every built-in article without its body, newest first (the article list). */
export function builtInArticleSummaries(): ArticleSummary[] {
  return sortNewestFirst(builtInArticles.map(toSummary));
}

/** The home rail's articles, chosen by the same query as in the browser. */
export async function latestBuiltInArticles(count: number): Promise<ArticleSummary[]> {
  const store = createBuiltInStore({
    load: () => Promise.resolve({ articles: builtInArticles, products: [] }),
  });
  return sortNewestFirst(await store.latestArticles(count));
}
