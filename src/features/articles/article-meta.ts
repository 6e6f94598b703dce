import type { MetaDescriptor } from "react-router";
import { paths } from "~/config/paths";
import { absoluteUrl, pageMeta } from "~/lib/seo";
import { articleJsonLd } from "~/lib/structured-data";
import type { RenderedArticle } from "./rendered-article";

/**
 * An article page's tags. A prerendered article has its own title,
 * description, dates and Article JSON-LD in the HTML; an article read in the
 * browser starts from the generic ones (the page sets its title once loaded).
 */
export function articleMeta(slug: string, rendered?: RenderedArticle | null): MetaDescriptor[] {
  const path = paths.article(slug);
  if (!rendered) {
    return pageMeta({
      title: "Article",
      description:
        "An article from The Vault, Fast & Fuel's library of well-sourced reads on fasting and nutrition.",
      path,
    });
  }
  const { article } = rendered;
  return [
    // Banners are SVG, which link previews do not show: the brand card stays.
    ...pageMeta({
      title: article.title,
      description: article.excerpt,
      path,
      article: { publishedTime: article.createdAt, modifiedTime: article.updatedAt },
    }),
    { "script:ld+json": articleJsonLd(article, absoluteUrl(path)) },
  ];
}
