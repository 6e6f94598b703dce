import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ARTICLES_DIR, listArticleIds } from "./article-files";
import { type CompiledArticle, compileArticle, ContentError } from "./compile-article";

// For the content checks in `npm test`; the app imports the files through ./vite-plugin.ts.

const displayName = (name: string) => `articles/${name}`;

/** @throws ContentError with every problem in every file */
export function loadArticles(dir = ARTICLES_DIR): CompiledArticle[] {
  const compiled: CompiledArticle[] = [];
  const problems: string[] = [];
  for (const id of listArticleIds(dir)) {
    const name = `${id}.md`;
    try {
      compiled.push(compileArticle(displayName(name), readFileSync(join(dir, name), "utf8")));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.lines);
    }
  }
  if (problems.length > 0) throw new ContentError(null, problems);
  return compiled;
}
