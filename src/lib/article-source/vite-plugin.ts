import { relative } from "node:path";
import type { Plugin } from "vite";
import { compileArticle, ContentError } from "./compile-article";

/** An article file imports as its `ArticleDocument`, compiled at build time, so the browser gets HTML and
 * never the Markdown pipeline (decision 009). */
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
