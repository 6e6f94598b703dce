import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { env } from "./env";

export interface PageMetaInput {
  /** Page title without the brand; omit on the home page. */
  title?: string;
  description: string;
  /** Path of the page, for its canonical URL. Omit for pages without one (404). */
  path?: string;
  /** Keep the page out of search results (sign-in and developer pages). */
  noindex?: boolean;
}

/** Full `<title>` text: "Page | Fast & Fuel", or the brand and tagline on home. */
export function formatTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name} — ${site.tagline}`;
}

/** The meta tags every route returns from its `meta` export: title,
 * description, canonical URL and the basic Open Graph / Twitter card tags. */
export function pageMeta({ title, description, path, noindex = false }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = formatTitle(title);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  if (path !== undefined) {
    const url = `${env.siteUrl}${path}`;
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  }
  return tags;
}
