import { readdirSync } from "node:fs";
import { join } from "node:path";

// Apart from the compiler, so the build's config can list articles without the Markdown pipeline.

export const ARTICLES_DIR = join(process.cwd(), "src/content/articles");

export function listArticleIds(dir = ARTICLES_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -".md".length))
    .sort();
}
