// Content-Security-Policy helpers, pure (no file system): the post-build step
// pins each page's inline scripts by hash, the static server extends the
// hosting policy for local emulators. See docs/decisions/004 and 030.
//
// Only scripts the site knows are pinned: React Router's own (by their exact
// shape) and the site's head scripts (by their exact text). Anything else in
// a built page — a <script> that slipped through an article's sanitising, or
// one a new dependency writes — fails the build instead of being allowed to
// run for every reader.
import { createHash } from "node:crypto";
import { reactRouterScriptKind } from "./react-router-output.mjs";

/**
 * An inline script element (no `src`) with its raw text: script content is
 * raw text in HTML, so no entity decoding applies. Attributes may hold quoted
 * `>` characters. `</script` ends the element whatever follows (the HTML
 * standard's "script data" state; React Router escapes `<` in its JSON, so no
 * escaped-comment states occur).
 */
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const CSP_META =
  /<meta\b(?:[^>"']|"[^"]*"|'[^']*')*\bhttp-equiv\s*=\s*(["']?)content-security-policy\1(?=[\s/>])(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const CHARSET_META = /<meta\b(?:[^>"']|"[^"]*"|'[^']*')*\bcharset\s*=(?:[^>"']|"[^"]*"|'[^']*')*>/i;
const HEAD_START = /<head\b(?:[^>"']|"[^"]*"|'[^']*')*>/i;

/** One attribute of a start tag: name, then a double-, single- or unquoted value. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/**
 * Script types a browser keeps as data and never runs (the structured data
 * search engines read). Every other type is treated as code: CSP governs
 * import maps and speculation rules too.
 */
const DATA_BLOCK_TYPES = new Set(["application/ld+json", "application/json"]);

/**
 * A start tag's attributes by lower-cased name; the first of a repeated name
 * counts, as in browsers.
 * @param {string} source the text between `<script` and `>`
 * @returns {Map<string, string>}
 */
function parseAttributes(source) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const [, name = "", double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, double ?? single ?? bare ?? "");
  }
  return attributes;
}

/** @typedef {{ type: string, text: string }} InlineScript type: trimmed, lower-cased, "" when absent */

/**
 * Every inline `<script>` element (no `src`) of a document, in order.
 * @param {string} html
 * @returns {InlineScript[]}
 */
function findInlineScriptElements(html) {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .map(([, source = "", text = ""]) => ({ attributes: parseAttributes(source), text }))
    .filter(({ attributes }) => !attributes.has("src"))
    .map(({ attributes, text }) => ({ type: (attributes.get("type") ?? "").trim().toLowerCase(), text }));
}

/**
 * The text of every inline `<script>` of a document, in order.
 * @param {string} html
 * @returns {string[]}
 */
export function findInlineScripts(html) {
  return findInlineScriptElements(html).map(({ text }) => text);
}

/**
 * The inline scripts of a page the browser would run, each checked: the
 * site's own by exact text, React Router's by shape, each once, and page data
 * only between the context and the end of the stream (where React Router
 * writes it, after the page's content). A copy placed in an article's text
 * would come too early or twice. Data blocks are left out.
 * @param {string} html
 * @param {readonly string[]} siteScripts the exact text of each of the site's own inline scripts
 * @param {string} file where the page is, for the error
 * @returns {string[]} the scripts' text
 * @throws if any other script would run
 */
export function checkInlineScripts(html, siteScripts, file) {
  const code = findInlineScriptElements(html).filter(({ type }) => !DATA_BLOCK_TYPES.has(type));
  /** @type {Set<string>} */
  const seen = new Set();
  for (const script of code) {
    const kind = siteScripts.includes(script.text) ? `site ${script.text}` : reactRouterScriptKind(script);
    if (kind === null || !isInPlace(kind, seen)) {
      throw new Error(
        `${file}: an inline script that is neither React Router's nor one of the site's own ` +
          `(scripts/lib/site-scripts.mjs), or one of theirs again or out of place, would run for ` +
          `every reader; remove it, or add it there if the site means to run it: ` +
          JSON.stringify(script.text.trim().slice(0, 80)),
      );
    }
    seen.add(kind);
  }
  return code.map(({ text }) => text);
}

/**
 * @param {string} kind what {@link reactRouterScriptKind} says, or `site <text>`
 * @param {ReadonlySet<string>} seen the kinds of the scripts before it
 */
function isInPlace(kind, seen) {
  if (kind === "data") return seen.has("context") && !seen.has("close");
  if (kind === "close") return seen.has("context") && !seen.has("close");
  return !seen.has(kind);
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
 * What Firebase App Check with reCAPTCHA Enterprise loads, per directive: its
 * script and the scripts that script loads, its frame, and the token
 * endpoint. Only builds with App Check on allow them (decision 026).
 * @type {Readonly<Record<"script-src" | "frame-src" | "connect-src", readonly string[]>>}
 */
export const APP_CHECK_SOURCES = {
  "script-src": ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  "connect-src": ["https://content-firebaseappcheck.googleapis.com"],
};

/**
 * The App Check sources a header policy does not allow yet, as
 * `directive source` lines. A directive the policy lacks falls back to
 * `default-src`, as in browsers.
 * @param {string} policy
 * @returns {string[]}
 */
export function missingAppCheckSources(policy) {
  const directives = parsePolicy(policy);
  return Object.entries(APP_CHECK_SOURCES).flatMap(([directive, sources]) => {
    const allowed = directives.get(directive) ?? directives.get("default-src") ?? [];
    return sources.filter((source) => !allowed.includes(source)).map((source) => `${directive} ${source}`);
  });
}

/**
 * The policy of a page's `<meta http-equiv="Content-Security-Policy">`: only
 * directives that work in a meta element (no frame-ancestors, report-uri or
 * sandbox: browsers ignore them there and log an error).
 * @param {readonly string[]} hashes hash sources from {@link hashScript}
 * @param {{ wasm?: boolean, appCheck?: boolean }} [options] wasm: the page compiles WebAssembly
 *   (the search page's index reader), which CSP allows only by name; appCheck: the build starts
 *   App Check, whose reCAPTCHA scripts come from Google
 * @returns {string}
 */
export function buildMetaPolicy(hashes, { wasm = false, appCheck = false } = {}) {
  const sources = [
    "'self'",
    ...(wasm ? ["'wasm-unsafe-eval'"] : []),
    ...(appCheck ? APP_CHECK_SOURCES["script-src"] : []),
    ...new Set(hashes),
  ];
  return [`script-src ${sources.join(" ")}`, "object-src 'none'", "base-uri 'self'"].join("; ");
}

/**
 * Puts (or replaces) the page's CSP meta element, listing the hash of each of
 * its inline scripts, right after `<meta charset>` (or at the start of
 * `<head>`) so it applies before the first script. Idempotent.
 * @param {string} html
 * @param {{ wasm?: boolean, appCheck?: boolean, siteScripts: readonly string[], file: string }} options
 *   wasm, appCheck: see {@link buildMetaPolicy}; siteScripts and file: see {@link checkInlineScripts}
 * @returns {{ html: string, hashes: string[] }}
 * @throws if the page has an inline script the site does not know
 */
export function injectCspMeta(html, { siteScripts, file, ...policy }) {
  const withoutMeta = html.replace(CSP_META, "");
  const hashes = [...new Set(checkInlineScripts(withoutMeta, siteScripts, file).map(hashScript))];
  const meta = `<meta http-equiv="Content-Security-Policy" content="${buildMetaPolicy(hashes, policy)}"/>`;
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
