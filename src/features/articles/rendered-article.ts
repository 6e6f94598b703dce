import type { Article } from "~/lib/content-store/model";
import { readingTimeMinutes } from "~/lib/sanitize/reading-time";
import { type ArticleSection, articleSections } from "./outline";

/** An article ready to show: its body sanitised, its reading time counted. */
export interface RenderedArticle {
  article: Article;
  /** `article.content` after the sanitiser. */
  html: string;
  minutes: number;
  /** The body's sections (level-2 headings with an id), for the table of contents. */
  sections: ArticleSection[];
}

/** Sanitises the body once (in the browser, or at build time for prerendered pages). */
export function renderArticle(article: Article, sanitize: (html: string) => string): RenderedArticle {
  const html = sanitize(article.content);
  return { article, html, minutes: readingTimeMinutes(html), sections: articleSections(html) };
}
