import { readdirSync } from "node:fs";
import { join } from "node:path";

// Node only: where the article files are. Kept apart from the compiler so the
// build's configuration can list them without loading the Markdown pipeline.

export const ARTICLES_DIR = join(process.cwd(), "src/content/articles");

/** The ids (file names without `.md`) of every article file, sorted. */
export function listArticleIds(dir = ARTICLES_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -".md".length))
    .sort();
}
