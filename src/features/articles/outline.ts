import { decodeEntities, htmlToText } from "~/lib/sanitize/html-text";

export interface ArticleSection {
  id: string;
  title: string;
}

// Reads the sanitiser's own output (see lib/sanitize/html-text.ts).
const H2 = /<h2\b[^>]*?\sid="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/g;

/** The level-2 headings that carry an id, in order (the Sources heading included). */
export function articleSections(sanitisedHtml: string): ArticleSection[] {
  return [...sanitisedHtml.matchAll(H2)].map(([, id = "", inner = ""]) => ({
    id: decodeEntities(id),
    title: htmlToText(inner).replace(/\s+/g, " ").trim(),
  }));
}
