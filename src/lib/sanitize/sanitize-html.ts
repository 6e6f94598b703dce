import DOMPurify from "dompurify";
import { UNSAFE_IN_SITE_PATH } from "../site-path";

/** No protocol-relative "//host", nor "/\host", which browsers read as it. */
const SAFE_URL = /^(?:https?:|mailto:|\/(?![/\\])|#)/i;

function isSafeUrl(value: string): boolean {
  const url = value.trim();
  // DOMPurify tests URLs with whitespace and controls removed; a site path must hold none in the first place.
  return SAFE_URL.test(url) && !(url.startsWith("/") && UNSAFE_IN_SITE_PATH.test(value));
}

type Purifier = typeof DOMPurify;

const OPTIONS = {
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
};

function addLinkHook(purify: Purifier) {
  purify.addHook("afterSanitizeAttributes", (node) => {
    // DOMPurify lets data: URLs through on media elements; the site needs none.
    for (const name of ["src", "href", "xlink:href"]) {
      const value = node.getAttribute(name);
      if (value !== null && !isSafeUrl(value)) node.removeAttribute(name);
    }
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

/** `purify` must be bound to a DOM: the browser's, or a jsdom window's at build time. */
export function createArticleSanitizer(purify: Purifier): (html: string) => string {
  if (!purify.isSupported) throw new Error("DOMPurify needs a DOM: pass an instance bound to a window.");
  addLinkHook(purify);
  return (html) => purify.sanitize(html, OPTIONS);
}

let browserSanitizer: ((html: string) => string) | null = null;

export function sanitizeArticleHtml(html: string): string {
  browserSanitizer ??= createArticleSanitizer(DOMPurify);
  return browserSanitizer(html);
}
