import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { builtInArticles } from "~/content/articles";
import { createArticleSanitizer } from "~/lib/sanitize/sanitize-html";
import { type RenderedArticle, renderArticle } from "./rendered-article";

// Build time only (a `.server` module never reaches the browser): the built-in
// articles, sanitised with the site's own rules on a jsdom window, for the
// prerendered article pages. Their HTML then needs no sanitiser in the browser.

let sanitize: ((html: string) => string) | null = null;

/** The built-in article `slug`, ready to prerender; null when there is none. */
export function prerenderBuiltInArticle(slug: string): RenderedArticle | null {
  const article = builtInArticles.find((candidate) => candidate.id === slug);
  if (!article) return null;
  sanitize ??= createArticleSanitizer(createDOMPurify(new JSDOM("").window));
  return renderArticle(article, sanitize);
}
