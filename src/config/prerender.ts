import { paths } from "./paths";

// What the build prerenders (react-router.config.ts). Pure, so the choice is
// unit-tested.

/** Routes that only redirect (hosting answers them with a 301, firebase.json). */
const redirectOnly = new Set<string>([paths.intermittentFasting]);

/**
 * Every static route except redirect-only ones, plus each article's page: the
 * built-in articles in built-in mode, the database's in Firebase mode (read at
 * build time). Articles written after the build are served by the SPA
 * fallback and read in the browser.
 */
export function pathsToPrerender(staticPaths: readonly string[], articleIds: readonly string[]): string[] {
  const pages = staticPaths.filter((path) => !redirectOnly.has(path));
  return [...pages, ...articleIds.map((id) => paths.article(id))];
}
