import { dietGuidePaths, paths } from "./paths";

/** Hosting answers these with a 301 (firebase.json). */
const redirectOnly = new Set<string>([paths.intermittentFasting]);

/** Articles written after the build are served by the SPA fallback and read in the browser. */
export function pathsToPrerender(staticPaths: readonly string[], articleIds: readonly string[]): string[] {
  const pages = staticPaths.filter((path) => !redirectOnly.has(path));
  const articles = articleIds.map((id) => paths.article(id));
  return [...pages, ...articles, ...[...articles, ...dietGuidePaths].map(paths.shareCard)];
}
