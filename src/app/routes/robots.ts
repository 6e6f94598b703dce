import { robotsTxt } from "~/features/seo/sitemap";

// `/robots.txt`, a resource route prerendered to a file at build time.

export function loader() {
  return new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
