import type { JsonLd } from "./article-json-ld";
import { absoluteUrl } from "./seo";

// A page's breadcrumb as structured data, apart from ./structured-data so the
// pages that show one (the diet guides) load only this.

/** One step of a page's breadcrumb: its visible name and where it links. */
export interface Crumb {
  name: string;
  path: string;
}

/** The breadcrumb a page shows, as a BreadcrumbList (the last crumb is the page itself). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
