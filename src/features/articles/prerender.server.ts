import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { builtInArticles } from "~/content/articles";
import { builtInProducts } from "~/content/products";
import { databaseContentForBuild } from "~/lib/firebase/database-content.server";
import { createBuiltInStore } from "~/lib/content-store/builtin-store";
import { toSummary } from "~/lib/content-store/summary-index";
import type { Article, ArticleSummary, Product } from "~/lib/content-store/model";
import { env } from "~/lib/env";
import { createArticleSanitizer } from "~/lib/sanitize/sanitize-html";
import { type Correction, correctionsLog } from "./corrections";
import { siteCorrections } from "~/content/site-corrections";
import { sortNewestFirst } from "./filter";
import { type RenderedArticle, renderArticle } from "./rendered-article";

// The content prerendered pages show: in Firebase mode the database's, read once per build. Bodies are
// sanitised here on a jsdom window, so their HTML needs no sanitiser in the browser.

async function buildContent(): Promise<{ articles: readonly Article[]; products: readonly Product[] }> {
  if (env.mode === "builtin") return { articles: builtInArticles, products: builtInProducts };
  return databaseContentForBuild(env);
}

let sanitize: ((html: string) => string) | null = null;

export async function prerenderArticle(slug: string): Promise<RenderedArticle | null> {
  const article = (await buildContent()).articles.find((candidate) => candidate.id === slug);
  if (!article) return null;
  sanitize ??= createArticleSanitizer(createDOMPurify(new JSDOM("").window));
  return renderArticle(article, sanitize);
}

export async function articleSummariesForBuild(): Promise<ArticleSummary[]> {
  return sortNewestFirst((await buildContent()).articles.map(toSummary));
}

export async function articlesForBuild(): Promise<readonly Article[]> {
  return (await buildContent()).articles;
}

export async function productsForBuild(): Promise<readonly Product[]> {
  return (await buildContent()).products;
}

/** The home rail's articles, chosen by the same query as in the browser. */
export async function latestArticlesForBuild(count: number): Promise<ArticleSummary[]> {
  const store = createBuiltInStore({ load: buildContent });
  return sortNewestFirst(await store.latestArticles(count));
}

export async function correctionsForBuild(): Promise<Correction[]> {
  return correctionsLog((await buildContent()).articles, siteCorrections);
}
