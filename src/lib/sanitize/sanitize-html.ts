import DOMPurify from "dompurify";

/** Only web, mail and same-site links survive; no javascript:, data:, vbscript:. */
const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

let isConfigured = false;

function configure() {
  if (isConfigured) return;
  isConfigured = true;
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    // DOMPurify lets data: URLs through on media elements; the site needs none.
    for (const name of ["src", "href", "xlink:href"]) {
      const value = node.getAttribute(name);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(name);
    }
    // External links open in a new tab without handing over `window.opener`.
    if (node.tagName !== "A") return;
    const href = node.getAttribute("href") ?? "";
    if (/^https?:/i.test(href)) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    } else {
      node.removeAttribute("target");
    }
  });
}

/**
 * Makes stored article HTML safe to render: no scripts, no event handlers, no
 * styles or forms, no `javascript:` (or any non-web) URLs. Runs in the browser
 * (DOMPurify needs a DOM).
 */
export function sanitizeArticleHtml(html: string): string {
  configure();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      "style",
      "form",
      "input",
      "button",
      "textarea",
      "select",
      "option",
      "iframe",
      "object",
      "embed",
      "base",
      "meta",
      "link",
    ],
    FORBID_ATTR: ["style", "srcset", "formaction", "action"],
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
  });
}

/** Whole minutes to read `html` at 220 words a minute (at least 1). */
export function readingTimeMinutes(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
