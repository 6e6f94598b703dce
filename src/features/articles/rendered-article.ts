import type { Article } from "~/lib/content-store/model";
import { readingTimeMinutes } from "~/lib/sanitize/reading-time";
import { type ArticleSection, articleSections } from "./outline";

export interface RenderedArticle {
  article: Article;
  html: string;
  minutes: number;
  sections: ArticleSection[];
}

export function renderArticle(article: Article, sanitize: (html: string) => string): RenderedArticle {
  const html = sanitize(article.content);
  return { article, html, minutes: readingTimeMinutes(html), sections: articleSections(html) };
}
