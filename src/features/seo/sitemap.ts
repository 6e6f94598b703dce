import { paths } from "~/config/paths";
import { toolCards } from "~/config/tools";
import type { Article } from "~/lib/content-store/model";
import { absoluteUrl } from "~/lib/seo";

/** Left out: the `noindex` pages and `/intermittent-fasting`, which hosting redirects. */
export const indexedPagePaths: readonly string[] = [
  paths.home,
  paths.about,
  paths.articles,
  paths.products,
  paths.editorialStandards,
  paths.corrections,
  paths.quickAnswers,
  paths.whileFasting,
  paths.subscribe,
  paths.privacy,
  ...Object.values(paths.diets),
  paths.tools,
  ...toolCards.map((tool) => tool.link),
  paths.fastingTimer,
  paths.progressTracker,
  paths.myPlan,
];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);

export function sitemapXml(articles: readonly Pick<Article, "id" | "createdAt" | "updatedAt">[]): string {
  const urls = [
    ...indexedPagePaths.map((path) => ({ path, lastmod: null })),
    ...articles.map((article) => ({
      path: paths.article(article.id),
      lastmod: (article.updatedAt ?? article.createdAt).toISOString(),
    })),
  ];
  const entries = urls.map(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
    return `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${modified}</url>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${entries.join("")}</urlset>\n`
  );
}

/** The `noindex` pages are not listed: that would publish their paths. */
export function robotsTxt(): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl(paths.sitemap)}`, ""].join("\n");
}
