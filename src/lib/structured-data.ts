import { site } from "~/config/site";
import { env } from "./env";
import type { Article } from "./content-store/model";
import { absoluteUrl, defaultShareImage } from "./seo";

// Structured data (schema.org JSON-LD), kept apart from pageMeta so only the
// routes that emit it (home, articles) carry this code. Routes return it from
// `meta` as `{ "script:ld+json": … }`, so it is in the prerendered HTML.

type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

/** A schema.org JSON-LD object. */
export interface JsonLd {
  [key: string]: JsonLdValue;
}

const SCHEMA_CONTEXT = "https://schema.org";
/** The square brand mark (512 px PNG from public/favicon.svg). */
const LOGO_PATH = "/icons/icon-512.png";

/** Node ids, so the website and articles refer to the one organisation. */
function organizationId(): string {
  return absoluteUrl("/#organization");
}

/** The publisher: name, home page, logo and the social profiles that are set
 * (`env.social`; none is claimed before the owner configures it). */
export function organizationJsonLd(): JsonLd {
  const sameAs = site.social.flatMap(({ id }) => env.social[id] ?? []);
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Organization",
    "@id": organizationId(),
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl(LOGO_PATH),
    ...(sameAs.length > 0 && { sameAs }),
  };
}

/** The site itself (its name in search results). */
export function websiteJsonLd(): JsonLd {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "WebSite",
    "@id": absoluteUrl("/#website"),
    name: site.name,
    url: absoluteUrl("/"),
    description: site.description,
    inLanguage: "en",
    publisher: { "@id": organizationId() },
  };
}

export type ArticleJsonLdInput = Pick<
  Article,
  "title" | "excerpt" | "author" | "createdAt" | "bannerImageUrl"
> & {
  /** Last substantive change; `createdAt` when absent. */
  updatedAt?: Date;
};

/**
 * An article page's structured data. Bylines that name the brand ("Fast &
 * Fuel Editorial Team") are the organisation's; any other byline is a person.
 * @param url the article's canonical URL
 */
export function articleJsonLd(article: ArticleJsonLdInput, url: string): JsonLd {
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
      logo: absoluteUrl(LOGO_PATH),
    },
    datePublished: article.createdAt.toISOString(),
    dateModified: (article.updatedAt ?? article.createdAt).toISOString(),
    image: [absoluteUrl(article.bannerImageUrl ?? defaultShareImage.url)],
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
  };
}

/** A question and its answer in plain text, as on the Quick answers page. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** The Quick answers page as a FAQPage: each question with its answer text,
 * exactly as the page shows it (search engines require the two to match). */
export function faqPageJsonLd(entries: readonly FaqEntry[]): JsonLd {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}
