import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { env } from "./env";
import { absoluteUrl } from "./seo";
import type { JsonLd } from "./article-json-ld";

// Structured data (schema.org JSON-LD) of the home page and Quick answers,
// kept apart from pageMeta so only the routes that emit it carry this code.
// Routes return it from `meta` as `{ "script:ld+json": … }`, so it is in the
// prerendered HTML. An article's is in ./article-json-ld, which is all an
// article page needs; the organisation's id and logo are repeated there so an
// article page loads nothing of this module (the tests hold the two equal).

const SCHEMA_CONTEXT = "https://schema.org";

/** Node ids, so the website and articles refer to the one organisation. */
const organizationId = () => absoluteUrl("/#organization");

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
    // The same ImageObject as an article's publisher logo (the tests hold the two equal).
    logo: { "@type": "ImageObject", url: absoluteUrl("/icons/icon-512.png"), width: 512, height: 512 },
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
    // The site's own search answers a query in the URL, so search engines may
    // offer a search box for it.
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: absoluteUrl(`${paths.search}?q={search_term_string}`) },
      "query-input": "required name=search_term_string",
    },
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
