import type { Article, ArticleDocument } from "~/lib/content-store/model";
import { parseArticle } from "~/lib/content-store/validate";

// The Vault's built-in articles: one Markdown file each (`<slug>.md`, see
// docs/content.md), compiled, validated and sanitised at build
// time by the article-source Vite plugin. Served in built-in mode, written
// to `articles.json` and uploaded to Firestore from the developer page.

const modules = import.meta.glob<ArticleDocument>("./*.md", { eager: true, import: "default" });

/** Every article file, in the shape uploads write to Firestore. */
export const articleDocuments: readonly ArticleDocument[] = Object.values(modules).sort((a, b) =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
);

/** The same articles as the UI sees them (dates as `Date`s), through the store's own validation. */
export const builtInArticles: readonly Article[] = articleDocuments.map((document) => {
  const parsed = parseArticle(document.id, document);
  if (!parsed.ok) throw new Error(`articles/${document.id}.md: ${parsed.reason}`);
  return parsed.value;
});
