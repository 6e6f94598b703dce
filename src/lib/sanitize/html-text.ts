// Only for the sanitiser's own output, whose serialised form is fixed: patterns are enough, so the same
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

export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity) => ENTITIES[entity] ?? entity);
}

export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " "));
}
