// Content-Security-Policy helpers, pure (no file system): the post-build step
// pins each page's inline scripts by hash, the static server extends the
// hosting policy for local emulators. See docs/decisions/004.
import { createHash } from "node:crypto";

/**
 * An inline script element (no `src`) with its raw text: script content is
 * raw text in HTML, so no entity decoding applies. Attributes may hold quoted
 * `>` characters. `</script` ends the element whatever follows (spec'd "script
 * data" state; React Router escapes `<` in its JSON, so no escaped-comment
 * states occur).
 */
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const SRC_ATTRIBUTE = /(?:^|[\s"'])src\s*=/i;
const CSP_META =
  /<meta\b(?:[^>"']|"[^"]*"|'[^']*')*\bhttp-equiv\s*=\s*(["']?)content-security-policy\1(?=[\s/>])(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const CHARSET_META = /<meta\b(?:[^>"']|"[^"]*"|'[^']*')*\bcharset\s*=(?:[^>"']|"[^"]*"|'[^']*')*>/i;
const HEAD_START = /<head\b(?:[^>"']|"[^"]*"|'[^']*')*>/i;

/**
 * The text of every inline `<script>` of a document, in order.
 * @param {string} html
 * @returns {string[]}
 */
export function findInlineScripts(html) {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes = ""]) => !SRC_ATTRIBUTE.test(attributes))
    .map(([, , text = ""]) => text);
}

/**
 * The CSP hash source of a script's text: `'sha256-<base64>'` of its UTF-8
 * bytes. Browsers hash the text after the HTML parser's newline
 * normalisation (CRLF and CR become LF), so the same is done here.
 * @param {string} text
 * @returns {string}
 */
export function hashScript(text) {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}'`;
}

/**
 * The policy of a page's `<meta http-equiv="Content-Security-Policy">`: only
 * directives that work in a meta element (no frame-ancestors, report-uri or
 * sandbox: browsers ignore them there and log an error).
 * @param {readonly string[]} hashes hash sources from {@link hashScript}
 * @param {{ wasm?: boolean }} [options] wasm: the page compiles WebAssembly
 *   (the search page's index reader), which CSP allows only by name
 * @returns {string}
 */
export function buildMetaPolicy(hashes, { wasm = false } = {}) {
  const unique = [...new Set(hashes)];
  return [
    `script-src 'self'${wasm ? " 'wasm-unsafe-eval'" : ""}${unique.map((hash) => ` ${hash}`).join("")}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join("; ");
}

/**
 * Puts (or replaces) the page's CSP meta element, listing the hash of each of
 * its inline scripts, right after `<meta charset>` (or at the start of
 * `<head>`) so it applies before the first script. Idempotent.
 * @param {string} html
 * @param {{ wasm?: boolean }} [options] see {@link buildMetaPolicy}
 * @returns {{ html: string, hashes: string[] }}
 */
export function injectCspMeta(html, options = {}) {
  const withoutMeta = html.replace(CSP_META, "");
  const hashes = [...new Set(findInlineScripts(withoutMeta).map(hashScript))];
  const meta = `<meta http-equiv="Content-Security-Policy" content="${buildMetaPolicy(hashes, options)}"/>`;
  const anchor = CHARSET_META.exec(withoutMeta) ?? HEAD_START.exec(withoutMeta);
  if (!anchor) throw new Error("No <head> to put the Content-Security-Policy meta element in.");
  const at = anchor.index + anchor[0].length;
  const firstScript = withoutMeta.search(/<script\b/i);
  if (firstScript !== -1 && firstScript < at) {
    throw new Error("A <script> comes before <meta charset>: the CSP meta element would not cover it.");
  }
  return { html: withoutMeta.slice(0, at) + meta + withoutMeta.slice(at), hashes };
}

/**
 * Splits a policy into its directives, names lower-cased, in order.
 * @param {string} policy
 * @returns {Map<string, string[]>}
 */
export function parsePolicy(policy) {
  /** @type {Map<string, string[]>} */
  const directives = new Map();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    // The first occurrence of a directive wins (CSP 3, section 2.2.1).
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * Joins directives back into a policy string.
 * @param {Map<string, readonly string[]>} directives
 * @returns {string}
 */
export function serializePolicy(directives) {
  return [...directives].map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/**
 * Adds sources to one directive of a policy, e.g. a local emulator's origin to
 * `connect-src`. A missing directive starts from `default-src`, its fallback.
 * @param {string} policy
 * @param {string} directive
 * @param {readonly string[]} sources
 * @returns {string}
 */
export function addSources(policy, directive, sources) {
  if (sources.length === 0) return policy;
  const directives = parsePolicy(policy);
  const existing = directives.get(directive) ?? directives.get("default-src") ?? [];
  directives.set(directive, [...existing, ...sources.filter((source) => !existing.includes(source))]);
  return serializePolicy(directives);
}
