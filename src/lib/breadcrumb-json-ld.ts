import type { JsonLd } from "./article-json-ld";
import { absoluteUrl } from "./seo";

// Apart from ./structured-data, so the pages with a breadcrumb load only this.

export interface Crumb {
  name: string;
  path: string;
}

/** The last crumb is the page itself. */
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
