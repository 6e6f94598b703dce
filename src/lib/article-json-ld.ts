import { site } from "~/config/site";
import type { Article } from "./content-store/model";
import { absoluteUrl } from "./seo";

// An article page's structured data (schema.org JSON-LD). The home page's
// and Quick answers' are in ./structured-data.

type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

/** A schema.org JSON-LD object. */
export interface JsonLd {
  [key: string]: JsonLdValue;
}

const SCHEMA_CONTEXT = "https://schema.org";

/** Node ids, so the website and articles refer to the one organisation. */
function organizationId(): string {
  return absoluteUrl("/#organization");
}

export type ArticleJsonLdInput = Pick<Article, "title" | "excerpt" | "author" | "createdAt"> & {
  /** Last substantive change; `createdAt` when absent. */
  updatedAt?: Date;
};

/**
 * An article page's structured data. Bylines that name the brand ("Fast &
 * Fuel Editorial Team") are the organisation's; any other byline is a person.
 * @param url the article's canonical URL
 * @param image its share card's URL
 */
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
      // The square brand mark (512 px PNG of public/favicon.svg), as the ImageObject search engines expect.
      logo: { "@type": "ImageObject", url: absoluteUrl("/icons/icon-512.png"), width: 512, height: 512 },
    },
    datePublished: article.createdAt.toISOString(),
    dateModified: (article.updatedAt ?? article.createdAt).toISOString(),
    image: [image],
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
  };
}
