import type { Article, ArticleDocument } from "~/lib/content-store/model";
import { articleFiles, toBuiltInArticle } from "~/lib/content-store/builtin-content";

// The Vault's built-in articles: one Markdown file each (`<slug>.md`, see
// docs/content.md), compiled, validated and sanitised at build
// time by the article-source Vite plugin. Served in built-in mode, written
// to `articles.json` and uploaded to Firestore from the developer page.

/** Every article file, in the shape uploads write to Firestore. */
export const articleDocuments: readonly ArticleDocument[] = (
  await Promise.all(Object.values(articleFiles).map((load) => load()))
).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** The same articles as the UI sees them. */
export const builtInArticles: readonly Article[] = articleDocuments.map(toBuiltInArticle);
