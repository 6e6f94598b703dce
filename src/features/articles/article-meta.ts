import type { MetaDescriptor } from "react-router";
import { paths } from "~/config/paths";
import { absoluteUrl, pageMeta, shareCardImage } from "~/lib/seo";
import { articleJsonLd } from "~/lib/article-json-ld";
import type { RenderedArticle } from "./rendered-article";

/** Generic tags while the article loads (undefined) and when there is no such article (null). */
export function articleMeta(slug: string, rendered?: RenderedArticle | null): MetaDescriptor[] {
  const path = paths.article(slug);
  if (!rendered) {
    return pageMeta({
      title: rendered === null ? "Article not found" : "Article",
      description:
        "An article from The Vault, Fast & Fuel's library of well-sourced reads on fasting and nutrition.",
      path,
    });
  }
  const { article } = rendered;
  const image = shareCardImage(path, article.title);
  return [
    ...pageMeta({
      title: article.title,
      description: article.excerpt,
      path,
      image,
      article: { publishedTime: article.createdAt, modifiedTime: article.updatedAt },
    }),
    { "script:ld+json": articleJsonLd(article, absoluteUrl(path), absoluteUrl(image.url)) },
  ];
}
