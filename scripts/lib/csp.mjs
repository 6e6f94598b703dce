// CSP helpers (decision 004): an inline script the site does not know fails the build instead of running.
import { createHash } from "node:crypto";
import { reactRouterScriptKind } from "./react-router-output.mjs";

// Quoted values may hold `>`; script content ends at `</script`, and React Router escapes `<` in its JSON.
const ATTRIBUTES = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
const SCRIPT_ELEMENT = new RegExp(String.raw`<script\b(${ATTRIBUTES})>([\s\S]*?)<\/script[\s/>]`, "gi");
const CSP_META = new RegExp(
  String.raw`<meta\b${ATTRIBUTES}\bhttp-equiv\s*=\s*(["']?)content-security-policy\1(?=[\s/>])${ATTRIBUTES}>`,
  "gi",
);
const CHARSET_META = new RegExp(String.raw`<meta\b${ATTRIBUTES}\bcharset\s*=${ATTRIBUTES}>`, "i");
const HEAD_START = new RegExp(String.raw`<head\b${ATTRIBUTES}>`, "i");
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

// Data a browser never runs (structured data); CSP governs every other type.
const DATA_BLOCK_TYPES = new Set(["application/ld+json", "application/json"]);

/** @param {string} html */
function inlineScriptElements(html) {
  return [...html.matchAll(SCRIPT_ELEMENT)].flatMap(([, source = "", text = ""]) => {
    // As in browsers, the first of a repeated attribute counts.
    /** @type {Map<string, string>} */
    const attributes = new Map();
    for (const [, name = "", double, single, bare] of source.matchAll(ATTRIBUTE)) {
      const key = name.toLowerCase();
      if (!attributes.has(key)) attributes.set(key, double ?? single ?? bare ?? "");
    }
    if (attributes.has("src")) return [];
    return [{ type: (attributes.get("type") ?? "").trim().toLowerCase(), text }];
  });
}

/** @param {string} html */
export const findInlineScripts = (html) => inlineScriptElements(html).map(({ text }) => text);

/** Page data only between React Router's context and the stream's end: a copy in an article comes too early.
 * @param {string} html @param {readonly string[]} siteScripts @param {string} file named in the error */
export function checkInlineScripts(html, siteScripts, file) {
  const code = inlineScriptElements(html).filter(({ type }) => !DATA_BLOCK_TYPES.has(type));
  const seen = new Set();
  for (const script of code) {
    const kind = siteScripts.includes(script.text) ? `site ${script.text}` : reactRouterScriptKind(script);
    const streamed = kind === "data" || kind === "close";
    if (kind === null || (streamed ? !seen.has("context") || seen.has("close") : seen.has(kind))) {
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

/** @param {string} text hashed as browsers do, after the parser turns CRLF and CR into LF */
export function hashScript(text) {
  const hash = createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8");
  return `'sha256-${hash.digest("base64")}'`;
}

// App Check's reCAPTCHA (decision 026): exact files where fixed, as a whole `/recaptcha/` path could be misused.
/** @type {Readonly<Record<"script-src" | "frame-src" | "connect-src", readonly string[]>>} */
export const APP_CHECK_SOURCES = {
  "script-src": [
    "https://www.google.com/recaptcha/enterprise.js",
    "https://www.gstatic.com/recaptcha/releases/",
  ],
  "frame-src": [
    "https://www.google.com/recaptcha/enterprise/",
    "https://recaptcha.google.com/recaptcha/enterprise/",
  ],
  "connect-src": ["https://content-firebaseappcheck.googleapis.com"],
};

/** @param {Map<string, string[]>} directives @param {string} directive */
const sourcesOf = (directives, directive) => directives.get(directive) ?? directives.get("default-src") ?? [];

/** @param {string} policy a header policy; returns what App Check needs and it lacks */
export function missingAppCheckSources(policy) {
  const directives = parsePolicy(policy);
  return Object.entries(APP_CHECK_SOURCES).flatMap(([directive, sources]) => {
    const allowed = sourcesOf(directives, directive);
    return sources.filter((source) => !allowed.includes(source)).map((source) => `${directive} ${source}`);
  });
}

/** Right after `<meta charset>`, so it covers the first script. @param {string} html
 * @param {{ wasm?: boolean, appCheck?: boolean, siteScripts: readonly string[], file: string }} options */
export function injectCspMeta(html, { siteScripts, file, wasm = false, appCheck = false }) {
  const withoutMeta = html.replace(CSP_META, "");
  const hashes = [...new Set(checkInlineScripts(withoutMeta, siteScripts, file).map(hashScript))];
  const sources = [
    "'self'",
    ...(wasm ? ["'wasm-unsafe-eval'"] : []),
    ...(appCheck ? APP_CHECK_SOURCES["script-src"] : []),
    ...hashes,
  ];
  const policy = `script-src ${sources.join(" ")}; object-src 'none'; base-uri 'self'`;
  const anchor = CHARSET_META.exec(withoutMeta) ?? HEAD_START.exec(withoutMeta);
  if (!anchor) throw new Error("No <head> to put the Content-Security-Policy meta element in.");
  const at = anchor.index + anchor[0].length;
  const firstScript = withoutMeta.search(/<script\b/i);
  if (firstScript !== -1 && firstScript < at) {
    throw new Error("A <script> comes before <meta charset>: the CSP meta element would not cover it.");
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return { html: withoutMeta.slice(0, at) + meta + withoutMeta.slice(at), hashes };
}

/** @param {string} policy as in browsers, the first of a repeated directive wins */
export function parsePolicy(policy) {
  /** @type {Map<string, string[]>} */
  const directives = new Map();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** @param {string} policy @param {string} directive @param {readonly string[]} sources */
export function addSources(policy, directive, sources) {
  if (sources.length === 0) return policy;
  const directives = parsePolicy(policy);
  const existing = sourcesOf(directives, directive);
  directives.set(directive, [...existing, ...sources.filter((source) => !existing.includes(source))]);
  return [...directives].map(([name, values]) => [name, ...values].join(" ")).join("; ");
}
