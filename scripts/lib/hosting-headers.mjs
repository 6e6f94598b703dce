// Which of firebase.json's `headers` a response gets: the local static server
// sends them and the unit tests ask what a path would be sent, so both read
// the rules the same way Firebase Hosting (superstatic) does.
import { addSources, parsePolicy } from "./csp.mjs";

/**
 * A hosting glob ("/articles/*", "**") as a RegExp.
 * @param {string} glob
 */
export function globToRegExp(glob) {
  const pattern = glob
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\*\*/g, "::globstar::")
    .replace(/\*/g, "[^/]+")
    .replace(/::globstar::/g, ".*");
  return new RegExp(`^${pattern}/?$`);
}

/** @typedef {{ source?: string, regex?: string, headers: { key: string, value: string }[] }} HeaderRule */
/** @typedef {{ match: RegExp, headers: { key: string, value: string }[] }} CompiledHeaderRule */

/**
 * The rules, ready to apply. Production never talks to the emulators; tests
 * do, so their origins join `connect-src`, only in policies that let the page
 * connect somewhere at all (`default-src 'none'` stays unable to).
 * @param {readonly HeaderRule[]} rules
 * @param {readonly string[]} [extraConnectSrc]
 * @returns {CompiledHeaderRule[]}
 */
export function compileHeaderRules(rules, extraConnectSrc = []) {
  return rules.map((rule) => ({
    match: rule.regex === undefined ? globToRegExp(rule.source ?? "**") : new RegExp(rule.regex),
    headers: rule.headers.map(({ key, value }) => ({
      key,
      value:
        /^content-security-policy$/i.test(key) && parsePolicy(value).has("connect-src")
          ? addSources(value, "connect-src", extraConnectSrc)
          : value,
    })),
  }));
}

/**
 * The headers a request for `pathname` gets, keyed by lower-cased name: every
 * matching rule applies in order to the requested path (before rewrites), a
 * later rule winning for the same key.
 * @param {readonly CompiledHeaderRule[]} rules
 * @param {string} pathname
 * @returns {Map<string, { key: string, value: string }>}
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, { key: string, value: string }>} */
  const headers = new Map();
  for (const rule of rules) {
    if (!rule.match.test(pathname)) continue;
    for (const header of rule.headers) headers.set(header.key.toLowerCase(), header);
  }
  return headers;
}
