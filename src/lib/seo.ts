import type { MetaDescriptor } from "react-router";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { env } from "./env";

export interface ShareImage {
  url: string;
  alt: string;
  /** Lets previews be laid out before the image loads. */
  width?: number;
  height?: number;
}

/** Drawn in scripts/assets/og-image.svg at 1200×630, the size Facebook, LinkedIn and X show large. */
export const defaultShareImage = {
  url: "/og-image.png",
  alt: `${site.name}: ${site.tagline.toLowerCase()} — a fasting clock next to a salad bowl`,
  width: 1200,
  height: 630,
} as const satisfies ShareImage;

export interface PageMetaInput {
  /** Without the brand; omit on the home page. */
  title?: string;
  description: string;
  /** For the canonical URL; omit on pages without one (404). */
  path?: string;
  noindex?: boolean;
  image?: ShareImage;
  /** The post-build sitemap reads these dates for `<lastmod>`. */
  article?: { publishedTime: Date; modifiedTime?: Date };
}

/** Drawn at build time by src/app/routes/share-card.ts. */
export function shareCardImage(pagePath: string, title: string): ShareImage {
  return {
    url: paths.shareCard(pagePath),
    alt: `${title} — ${site.name}`,
    width: 1200,
    height: 630,
  };
}

export function formatTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name} — ${site.tagline}`;
}

/** Crawlers and link previews need absolute URLs. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${env.siteUrl}/`).href;
}

/** Hosting redirects a trailing slash away, but prerendering hands some routes' pathname one. */
function canonicalPath(path: string): string {
  return path.replace(/(.)\/+$/, "$1");
}

function shareImageMeta(image: ShareImage): MetaDescriptor[] {
  const url = absoluteUrl(image.url);
  const tags: MetaDescriptor[] = [{ property: "og:image", content: url }];
  // Open Graph's og:image:* describe the og:image before them, so the order matters.
  if (image.width !== undefined) tags.push({ property: "og:image:width", content: String(image.width) });
  if (image.height !== undefined) tags.push({ property: "og:image:height", content: String(image.height) });
  tags.push(
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:image", content: url },
    { name: "twitter:image:alt", content: image.alt },
  );
  return tags;
}

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
    // X reads og:title and og:description too, but validators and some other apps want their own.
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
