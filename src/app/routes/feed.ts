import { articleFeedXml } from "~/features/articles/feed";
import { articlesForBuild } from "~/features/articles/prerender.server";

// `/feed.xml`, a resource route prerendered to a file at build time.

export async function loader() {
  return new Response(articleFeedXml(await articlesForBuild()), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
