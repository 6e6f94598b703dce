import type { DataMode } from "~/lib/env-schema";
import { paths } from "./paths";

// What the build prerenders (react-router.config.ts) and which article route
// module it uses (routes.ts). Pure, so the choices are unit-tested.

/** Routes that only redirect (hosting answers them with a 301, firebase.json). */
const redirectOnly = new Set<string>([paths.intermittentFasting]);

/**
 * The `/articles/:slug` route module. Built-in mode prerenders every built-in
 * article, so its module has a build-time loader; a Firebase-mode build reads
 * articles in the browser (SPA fallback) and may not have one — with
 * `ssr: false`, a loader on a route none of whose pages is prerendered fails
 * the build.
 */
export function articleRouteFile(mode: DataMode): string {
  return mode === "builtin" ? "app/routes/article-builtin.tsx" : "app/routes/article.tsx";
}

/** Every static route except redirect-only ones, plus (built-in mode) each
 * built-in article's page. */
export function pathsToPrerender(
  staticPaths: readonly string[],
  mode: DataMode,
  builtInArticleIds: readonly string[],
): string[] {
  const pages = staticPaths.filter((path) => !redirectOnly.has(path));
  if (mode !== "builtin") return pages;
  return [...pages, ...builtInArticleIds.map((id) => paths.article(id))];
}
