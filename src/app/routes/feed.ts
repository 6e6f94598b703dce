import { builtInArticles } from "~/content/articles";
import { articleFeedXml } from "~/features/articles/feed";

// `/feed.xml`, a resource route prerendered to a file at build time (built-in
// mode: the feed lists the articles that ship with the site).

export function loader() {
  return new Response(articleFeedXml(builtInArticles), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
