import { sanitizeArticleHtml } from "./sanitize-html";

// The sanitiser adds these to external links: not something the author lost.
const ADDED_BY_SANITISER = new Set(["target", "rel"]);

/** E.g. "<script>" and "onclick on <img>", with repeats. */
function markupOf(html: string): string[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of template.content.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (!ADDED_BY_SANITISER.has(name)) found.push(`${name}="${value}" on <${tag}>`);
    }
  }
  return found;
}

/** What the sanitiser would remove from `html` before showing it, each named once. */
export function htmlRemovals(html: string): string[] {
  const kept = markupOf(sanitizeArticleHtml(html));
  const removed = new Set<string>();
  for (const item of markupOf(html)) {
    const index = kept.indexOf(item);
    if (index === -1) removed.add(item);
    else kept.splice(index, 1);
  }
  return [...removed];
}
