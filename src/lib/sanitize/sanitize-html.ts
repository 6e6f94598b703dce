import DOMPurify from "dompurify";
import { UNSAFE_IN_SITE_PATH } from "../site-path";

/** Only web, mail and same-site links survive; no javascript:, data:, vbscript:,
 * and no protocol-relative "//host" (nor "/\host", which browsers read as it). */
const SAFE_URL = /^(?:https?:|mailto:|\/(?![/\\])|#)/i;

/** Whether `value` may stay in a link or source attribute. */
function isSafeUrl(value: string): boolean {
  const url = value.trim();
  // DOMPurify tests URLs with whitespace and control characters removed; a
  // site-relative one must not contain any (nor a backslash) in the first place.
  return SAFE_URL.test(url) && !(url.startsWith("/") && UNSAFE_IN_SITE_PATH.test(value));
}

/** A DOMPurify instance: the browser's default, or one bound to a jsdom window at build time. */
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
 * styles or forms, no `javascript:` (or any non-web) URLs. `purify` must be
 * bound to a DOM: the browser's (the default export) or, at build time, a
 * jsdom window's (`src/features/articles/prerender.server.ts`).
 */
export function createArticleSanitizer(purify: Purifier): (html: string) => string {
  if (!purify.isSupported) throw new Error("DOMPurify needs a DOM: pass an instance bound to a window.");
  addLinkHook(purify);
  return (html) => purify.sanitize(html, OPTIONS);
}

let browserSanitizer: ((html: string) => string) | null = null;

/** {@link createArticleSanitizer} with the browser's DOM. */
export function sanitizeArticleHtml(html: string): string {
  browserSanitizer ??= createArticleSanitizer(DOMPurify);
  return browserSanitizer(html);
}
