import { articlesForBuild } from "~/features/articles/prerender.server";
import { sitemapXml } from "~/features/seo/sitemap";

// `/sitemap.xml`, a resource route prerendered to a file at build time.

export async function loader() {
  return new Response(sitemapXml(await articlesForBuild()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
