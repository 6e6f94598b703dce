import type { MetaDescriptor } from "react-router";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { env } from "./env";

/** An image for link previews (Open Graph, Twitter cards). */
export interface ShareImage {
  /** Absolute URL, or a path on this site ("/images/…"). */
  url: string;
  /** What the image shows, for readers who cannot see it. */
  alt: string;
  /** Pixel size; previews can be laid out before the image loads. */
  width?: number;
  height?: number;
}

/** The brand card (public/og-image.png, drawn in scripts/assets/og-image.svg):
 * 1200×630, the size Facebook, LinkedIn and X show large. Articles and guides
 * have their own (shareCardImage). */
export const defaultShareImage = {
  url: "/og-image.png",
  alt: `${site.name}: ${site.tagline.toLowerCase()} — a fasting clock next to a salad bowl`,
  width: 1200,
  height: 630,
} as const satisfies ShareImage;

export interface PageMetaInput {
  /** Page title without the brand; omit on the home page. */
  title?: string;
  description: string;
  /** Path of the page, for its canonical URL. Omit for pages without one (404). */
  path?: string;
  /** Keep the page out of search results (sign-in and developer pages). */
  noindex?: boolean;
  /** The page's own share image (an article's or guide's card); the brand card otherwise. */
  image?: ShareImage;
  /** Marks the page as an article (`og:type` article) with its dates; the
   * post-build sitemap reads them for `<lastmod>`. */
  article?: { publishedTime: Date; modifiedTime?: Date };
}

/** A page's own card, drawn at build time from its title and illustration
 * (src/app/routes/share-card.ts). */
export function shareCardImage(pagePath: string, title: string): ShareImage {
  return {
    url: paths.shareCard(pagePath),
    alt: `${title} — ${site.name}`,
    width: 1200,
    height: 630,
  };
}

/** Full `<title>` text: "Page | Fast & Fuel", or the brand and tagline on home. */
export function formatTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name} — ${site.tagline}`;
}

/** An absolute URL on the configured origin (`VITE_SITE_URL`) for a path;
 * absolute URLs pass through. Crawlers and link previews need absolute URLs. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${env.siteUrl}/`).href;
}

/** One spelling per page: no trailing slash (hosting's `trailingSlash: false`
 * redirects it away). Prerendering hands some routes' `location.pathname` a
 * trailing slash, so it is removed here. */
function canonicalPath(path: string): string {
  return path.replace(/(.)\/+$/, "$1");
}

function shareImageMeta(image: ShareImage): MetaDescriptor[] {
  const url = absoluteUrl(image.url);
  const tags: MetaDescriptor[] = [{ property: "og:image", content: url }];
  // og:image:* describe the og:image before them (Open Graph structured properties).
  if (image.width !== undefined) tags.push({ property: "og:image:width", content: String(image.width) });
  if (image.height !== undefined) tags.push({ property: "og:image:height", content: String(image.height) });
  tags.push(
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:image", content: url },
    { name: "twitter:image:alt", content: image.alt },
  );
  return tags;
}

/** The meta tags every route returns from its `meta` export: title,
 * description, canonical URL, and the Open Graph / Twitter card tags with a
 * share image. */
export function pageMeta({
  title,
  description,
  path,
  noindex = false,
  image = defaultShareImage,
  article,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = formatTitle(title);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    ...shareImageMeta(image),
    // X reads og:title and og:description too, but validators and some
    // other apps want their own.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  if (article) {
    tags.push({ property: "article:published_time", content: article.publishedTime.toISOString() });
    if (article.modifiedTime) {
      tags.push({ property: "article:modified_time", content: article.modifiedTime.toISOString() });
    }
  }
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  if (path !== undefined) {
    const url = `${env.siteUrl}${canonicalPath(path)}`;
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  }
  return tags;
}
