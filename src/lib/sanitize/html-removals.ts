import { sanitizeArticleHtml } from "./sanitize-html";

// Attributes the sanitiser adds to external links (target, rel): their
// presence or absence is not something the author lost.
const ADDED_BY_SANITISER = new Set(["target", "rel"]);

/** Every element ("<script>") and attribute ("onclick on <img>") in `html`, with repeats. */
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

/**
 * What the site's sanitiser would remove from `html` before showing it: the
 * elements and attributes of the original that are missing from the cleaned
 * version (each named once). Empty when the HTML renders as written. Uses the
 * page's DOM (the browser's, or jsdom in tests).
 */
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
