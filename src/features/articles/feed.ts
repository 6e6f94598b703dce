import { Feed } from "feed";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import type { Article } from "~/lib/content-store/model";
import { absoluteUrl } from "~/lib/seo";
import { sortNewestFirst } from "./filter";

// The feed library writes `type="html"` fields inside CDATA, splitting only the first "]]>", and
// escapes only "&" and the quote in attributes. Text is made safe here, so even an article that
// slipped past the upload checks cannot end an element early and put its own markup into readers' feeds.

/** Characters XML 1.0 cannot carry (one makes the whole feed unreadable), plus DEL and the C1 controls. */
const UNSAFE_IN_XML = /[^\P{Cc}\t\n\r]|\p{Cs}|[\uFFFE\uFFFF]/gu;

const plain = (text: string) => text.replace(UNSAFE_IN_XML, "");

/** Readers see the text as written, and with no ">" left the CDATA section cannot be closed from inside. */
const asHtml = (text: string) =>
  plain(text).replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The library cannot write "<" in an attribute: such a tag stays off the feed. */
const isFeedTag = (tag: string) => !tag.includes("<") && plain(tag) !== "";

/** An entry's `<updated>` is its last revision; `<published>` its first. */
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
      title: asHtml(article.title),
      id: url,
      link: url,
      description: asHtml(article.excerpt),
      date: lastChange(article),
      published: article.createdAt,
      author: [{ name: plain(article.author) }],
      category: article.tags.filter(isFeedTag).map((tag) => ({ name: plain(tag), term: plain(tag) })),
    });
  }
  return feed.atom1();
}
