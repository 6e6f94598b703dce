import { dietGuidePaths, paths } from "./paths";

// What the build prerenders (react-router.config.ts). Pure, so the choice is
// unit-tested.

/** Routes that only redirect (hosting answers them with a 301, firebase.json). */
const redirectOnly = new Set<string>([paths.intermittentFasting]);

/**
 * Every static route except redirect-only ones, plus each article's page: the
 * built-in articles in built-in mode, the database's in Firebase mode (read at
 * build time). Articles written after the build are served by the SPA
 * fallback and read in the browser. Each article and guide also gets its
 * share card.
 */
export function pathsToPrerender(staticPaths: readonly string[], articleIds: readonly string[]): string[] {
  const pages = staticPaths.filter((path) => !redirectOnly.has(path));
  const articles = articleIds.map((id) => paths.article(id));
  return [...pages, ...articles, ...[...articles, ...dietGuidePaths].map(paths.shareCard)];
}
