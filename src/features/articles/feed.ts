import { Feed } from "feed";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import type { Article } from "~/lib/content-store/model";
import { absoluteUrl } from "~/lib/seo";
import { sortNewestFirst } from "./filter";

/**
 * The Vault as an Atom feed: every article, newest first, with its excerpt,
 * author, tags, first-published date and (as `<updated>`) its last revision.
 * Generated at build time (the `/feed.xml` resource route).
 */
export function articleFeedXml(articles: readonly Article[]): string {
  const sorted = sortNewestFirst(articles);
  const lastChange = (article: Article) => article.updatedAt ?? article.createdAt;
  const updated = sorted.reduce<Date>(
    (latest, article) => (lastChange(article) > latest ? lastChange(article) : latest),
    new Date(0),
  );
  const feed = new Feed({
    id: absoluteUrl(paths.articles),
    title: `The Vault — ${site.name}`,
    description: site.description,
    link: absoluteUrl(paths.articles),
    language: "en",
    updated,
    generator: false,
    feedLinks: { atom: absoluteUrl(paths.feed) },
    favicon: absoluteUrl("/favicon.svg"),
    copyright: `© ${site.name}`,
    author: { name: site.name, link: absoluteUrl("/") },
  });
  for (const article of sorted) {
    const url = absoluteUrl(paths.article(article.id));
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.excerpt,
      date: lastChange(article),
      published: article.createdAt,
      author: [{ name: article.author }],
      category: article.tags.map((tag) => ({ name: tag, term: tag })),
    });
  }
  return feed.atom1();
}
