// Reading the text of the sanitiser's own output. Its form is fixed (DOMPurify
// serialises with the DOM's innerHTML: attributes in double quotes, text with
// &amp;, &lt;, &gt; and &nbsp; escaped), so patterns are enough, and the same
// code runs at build time and in the browser without a DOM.

const ENTITY = /&(?:amp|lt|gt|quot|nbsp|#39);/g;
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&nbsp;": " ",
  "&#39;": "'",
};

/** `text` with the serialiser's entities turned back into characters. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity) => ENTITIES[entity] ?? entity);
}

/** The text of sanitised HTML: tags become spaces, entities characters. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " "));
}
