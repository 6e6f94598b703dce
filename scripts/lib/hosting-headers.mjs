// Which of firebase.json's `headers` a path gets, read as Firebase Hosting
// reads them: the local static server sends them, the unit tests check them.
import { addSources, parsePolicy } from "./csp.mjs";

/** @param {string} glob a hosting glob ("/articles/*", "**") */
export function globToRegExp(glob) {
  const pattern = glob
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\*\*/g, "::globstar::")
    .replace(/\*/g, "[^/]+")
    .replace(/::globstar::/g, ".*");
  return new RegExp(`^${pattern}/?$`);
}

/** @typedef {{ key: string, value: string }} Header */
/** @typedef {{ source?: string, regex?: string, headers: Header[] }} HeaderRule */

/**
 * The rules, ready to apply. Tests talk to local emulators, so their origins
 * join `connect-src`, only in policies that let the page connect at all.
 * @param {readonly HeaderRule[]} rules
 * @param {readonly string[]} [extraConnectSrc]
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
 * The headers of a request for `pathname`, by lower-cased name: every matching
 * rule applies in order to the requested path (before rewrites), a later one
 * winning for the same name.
 * @param {ReturnType<typeof compileHeaderRules>} rules
 * @param {string} pathname
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, Header>} */
  const headers = new Map();
  for (const rule of rules.filter(({ match }) => match.test(pathname))) {
    for (const header of rule.headers) headers.set(header.key.toLowerCase(), header);
  }
  return headers;
}
