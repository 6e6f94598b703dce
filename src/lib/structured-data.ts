import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { env } from "./env";
import { absoluteUrl } from "./seo";
import type { JsonLd } from "./article-json-ld";

// Apart from pageMeta so only the routes that emit it carry this code. Article pages use ./article-json-ld,
// which repeats the organisation's id and logo so they load nothing of this module (tests hold them equal).

const SCHEMA_CONTEXT = "https://schema.org";

/** So the website and articles refer to the one organisation. */
const organizationId = () => absoluteUrl("/#organization");

export function organizationJsonLd(): JsonLd {
  const sameAs = site.social.flatMap(({ id }) => env.social[id] ?? []);
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Organization",
    "@id": organizationId(),
    name: site.name,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl("/icons/icon-512.png"), width: 512, height: 512 },
    ...(sameAs.length > 0 && { sameAs }),
  };
}

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
    // The site's search answers a query in the URL, so search engines may offer a search box for it.
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: absoluteUrl(`${paths.search}?q={search_term_string}`) },
      "query-input": "required name=search_term_string",
    },
  };
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Answers exactly as the page shows them: search engines require the two to match. */
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
