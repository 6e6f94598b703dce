import { site } from "~/config/site";
import type { Article } from "./content-store/model";
import { absoluteUrl } from "./seo";

type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

export interface JsonLd {
  [key: string]: JsonLdValue;
}

const SCHEMA_CONTEXT = "https://schema.org";

/** Repeated from ./structured-data so an article page loads nothing of it. */
function organizationId(): string {
  return absoluteUrl("/#organization");
}

export type ArticleJsonLdInput = Pick<Article, "title" | "excerpt" | "author" | "createdAt"> & {
  updatedAt?: Date;
};

/** A byline naming the brand ("Fast & Fuel Editorial Team") is the organisation's; any other is a person. */
export function articleJsonLd(article: ArticleJsonLdInput, url: string, image: string): JsonLd {
  const author: JsonLd = article.author.includes(site.name)
    ? { "@type": "Organization", name: article.author, url: absoluteUrl("/") }
    : { "@type": "Person", name: article.author };
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    author,
    publisher: {
      "@type": "Organization",
      "@id": organizationId(),
      name: site.name,
      url: absoluteUrl("/"),
      // The same ImageObject as the organisation's logo in ./structured-data.
      logo: { "@type": "ImageObject", url: absoluteUrl("/icons/icon-512.png"), width: 512, height: 512 },
    },
    datePublished: article.createdAt.toISOString(),
    dateModified: (article.updatedAt ?? article.createdAt).toISOString(),
    image: [image],
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
  };
}
