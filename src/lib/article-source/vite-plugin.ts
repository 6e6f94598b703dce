import { relative } from "node:path";
import type { Plugin } from "vite";
import { compileArticle, ContentError } from "./compile-article";

/**
 * Lets the app import an article file (`src/content/articles/<slug>.md`) as a
 * module whose default export is its `ArticleDocument`: compiled, validated
 * and sanitised at build time, so the browser gets HTML, never Markdown or the
 * pipeline. An invalid file fails the build (and the dev server shows the
 * message) with the file and field named.
 */
export function articleSourcePlugin(): Plugin {
  return {
    name: "fast-and-fuel:article-source",
    enforce: "pre",
    transform(source, id) {
      if (id.includes("?") || !id.endsWith(".md") || !id.includes("/src/content/articles/")) return null;
      const file = relative("src/content", relative(process.cwd(), id));
      try {
        const { document } = compileArticle(file.split("\\").join("/"), source);
        return { code: `export default ${JSON.stringify(document)};`, map: null };
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
  };
}
