/** A section of an article, for its table of contents. */
export interface ArticleSection {
  id: string;
  title: string;
}

/** The id remark gives the generated "Sources" heading. */
export const SOURCES_HEADING_ID = "footnote-label";

// Reads the sanitiser's own output, whose form is fixed (DOMPurify serialises
// with the DOM's innerHTML: attributes in double quotes, text with &amp;,
// &lt;, &gt; and &nbsp; escaped), so a pattern is enough and the same code
// runs at build time and in the browser without a DOM.
const H2 = /<h2\b[^>]*?\sid="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/g;
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&nbsp;": " ",
};
const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);

/** The level-2 headings that carry an id, in order (the Sources heading included). */
export function articleSections(sanitisedHtml: string): ArticleSection[] {
  return [...sanitisedHtml.matchAll(H2)].map(([, id = "", inner = ""]) => ({
    id: decode(id),
    title: decode(inner.replace(/<[^>]*>/g, "")).trim(),
  }));
}
