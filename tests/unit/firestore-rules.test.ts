// @vitest-environment node
import { describe, expect, it } from "vitest";
import { SUMMARY_COLLECTION } from "~/lib/content-store/summary-index";
import { DEVELOPER_EMAIL } from "~/config/developer";
import { isValidEmail } from "~/features/newsletter/email";
import { isSitePath } from "~/lib/site-path";
import rules from "../../firestore.rules?raw";

/**
 * Static checks of firestore.rules that run with the unit suite, everywhere
 * (the emulator tests in tests/emulator/rules.test.ts need Java 21+). They
 * catch the classic mistakes: an open test-mode rule, an expiring rule, a
 * catch-all, a readable subscriber list, a developer address out of sync, a
 * developer gate without the custom claim (the address alone can be signed up
 * for by anyone) or a content write it does not guard.
 */

const WRITE_METHODS = new Set(["write", "create", "update", "delete"]);

/** The source with comments blanked and string contents masked (same length),
 * and the content of every string literal: a `//` inside 'https://…' is not a
 * comment, and an `allow` inside a comment is not a rule. */
function lexRules(source: string): { code: string; strings: string[] } {
  let code = "";
  const strings: string[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source.charAt(index);
    const next = source.charAt(index + 1);
    if (char === "/" && (next === "/" || next === "*")) {
      const endMarker = next === "/" ? "\n" : "*/";
      const found = source.indexOf(endMarker, index + 2);
      const end = found === -1 ? source.length : next === "/" ? found : found + 2;
      code += source.slice(index, end).replace(/[^\n]/g, " ");
      index = end;
    } else if (char === "'" || char === '"') {
      let end = index + 1;
      while (end < source.length && source.charAt(end) !== char) end += source.charAt(end) === "\\" ? 2 : 1;
      const content = source.slice(index + 1, Math.min(end, source.length));
      strings.push(content);
      code += char + "_".repeat(content.length) + (end < source.length ? char : "");
      index = end + 1;
    } else {
      code += char;
      index += 1;
    }
  }
  return { code, strings };
}

/** Each `allow` statement; `condition` is null for a bare `allow x;`, which always allows. */
function parseAllows(code: string) {
  return [...code.matchAll(/\ballow\b[^;]*;?/g)].map(([statement]) => {
    const text = statement.replace(/\s+/g, " ").trim();
    const parsed = /^allow\s+([\w\s,]+?)\s*(?::\s*if\b(.*?))?;$/.exec(text);
    if (!parsed) return { text, methods: ["(unparsed)"], condition: "(unparsed)" };
    return {
      text,
      methods: (parsed[1] ?? "").split(",").map((method) => method.trim()),
      condition: parsed[2] === undefined ? null : parsed[2].trim(),
    };
  });
}

/** The code between the brace at `open` and its closing brace. */
function blockBody(code: string, open: number): string {
  let depth = 0;
  for (let index = open; index < code.length; index += 1) {
    if (code.charAt(index) === "{") depth += 1;
    if (code.charAt(index) === "}") depth -= 1;
    if (depth === 0) return code.slice(open + 1, index);
  }
  return code.slice(open + 1);
}

/** Every `match <path> { … }`, its body with nested blocks. */
function parseMatchBlocks(code: string) {
  return [...code.matchAll(/\bmatch\s+(\S+)\s*\{/g)].map((found) => ({
    path: found[1] ?? "",
    body: blockBody(code, found.index + found[0].length - 1),
  }));
}

/** `true`, `(true)`, `x || true`: a condition that holds whatever the request. */
const isAlwaysTrue = (condition: string) => /(^|\|\|)\(*true\)*(\|\||$)/.test(condition.replace(/\s+/g, ""));

const isWrite = ({ methods }: { methods: string[] }) => methods.some((method) => WRITE_METHODS.has(method));

/** Each check lists what is wrong with a rules file (nothing when it passes). */
const checks = {
  // v1 lacks collection-group queries and `let`.
  "starts with rules_version = '2'": (source) => {
    const { code, strings } = lexRules(source);
    return /^\s*rules_version\s*=\s*'_'\s*;/.test(code) && strings[0] === "2" ? [] : ["no rules_version 2"];
  },
  "no unconditional write (`if true`, a bare allow)": (source) =>
    parseAllows(lexRules(source).code)
      .filter(isWrite)
      .filter(({ condition }) => condition === null || isAlwaysTrue(condition))
      .map(({ text }) => text),
  "no time-limited rule (request.time, timestamp.date)": (source) =>
    [/request\.time\s*[<>]=?/g, /[<>]=?\s*request\.time\b/g, /\btimestamp\.date\s*\(/g].flatMap((pattern) =>
      [...lexRules(source).code.matchAll(pattern)].map(([text]) => text),
    ),
  // A match whose first segment is a wildcard reaches every collection; it may only deny.
  "no catch-all match that allows anything": (source) =>
    parseMatchBlocks(lexRules(source).code)
      .filter(({ path }) => /^\/\{[^}]*\}/.test(path))
      .flatMap(({ path, body }) =>
        parseAllows(body)
          .filter(({ condition }) => condition?.replace(/[\s()]/g, "") !== "false")
          .map(({ text }) => `match ${path}: ${text}`),
      ),
  "subscribers: a validated create, nothing else": (source) => {
    const blocks = parseMatchBlocks(lexRules(source).code).filter(({ path }) =>
      path.startsWith("/subscribers/"),
    );
    if (blocks.length === 0) return ["no match block for /subscribers/{id}"];
    return blocks.flatMap(({ body }) =>
      parseAllows(body).flatMap(({ text, methods, condition }) => [
        ...methods.filter((method) => method !== "create").map((method) => `${method} is allowed: ${text}`),
        ...(condition === null || isAlwaysTrue(condition) ? [`create is not validated: ${text}`] : []),
      ]),
    );
  },
  "the only e-mail address is DEVELOPER_EMAIL": (source) => {
    const emails = new Set(
      lexRules(source).strings.filter((text) => /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,}$/.test(text)),
    );
    return emails.size === 1 && emails.has(DEVELOPER_EMAIL) ? [] : [`found: ${[...emails].join(", ")}`];
  },
  "isDeveloper() needs the claim, the e-mail and its verification": (source) => {
    const { code } = lexRules(source);
    const found = /\bfunction\s+isDeveloper\s*\(\s*\)\s*\{/.exec(code);
    if (!found) return ["no function isDeveloper()"];
    const body = blockBody(code, found.index + found[0].length - 1);
    return [
      // Only admin credentials can set a custom claim: this is what grants access.
      /\brequest\.auth\.token\.developer\s*==\s*true\b/,
      // String contents are masked; the address itself is checked above.
      /\brequest\.auth\.token\.email\s*==\s*'_+'/,
      /\brequest\.auth\.token\.email_verified\s*==\s*true\b/,
    ]
      .filter((pattern) => !pattern.test(body))
      .map((pattern) => `isDeveloper() does not require ${pattern.source}`)
      .concat(body.includes("||") ? ["isDeveloper() joins its checks with ||"] : []);
  },
  "every content write starts with isDeveloper() &&": (source) =>
    parseMatchBlocks(lexRules(source).code)
      .filter(({ path }) => /^\/(articles|products|articleSummaries)\//.test(path))
      .flatMap(({ path, body }) =>
        parseAllows(body)
          .filter(isWrite)
          .filter(({ condition }) => !/^isDeveloper\(\)(\s*&&[^|]*)?$/.test(condition ?? ""))
          .map(({ text }) => `match ${path}: ${text}`),
      ),
  "a rule for the article summaries (SUMMARY_COLLECTION)": (source) =>
    parseMatchBlocks(lexRules(source).code).some(({ path }) => path === `/${SUMMARY_COLLECTION}/{shard}`)
      ? []
      : [`no match /${SUMMARY_COLLECTION}/{shard}`],
} satisfies Record<string, (source: string) => string[]>;
type CheckName = keyof typeof checks;

describe("firestore.rules", () => {
  it.each(Object.entries(checks))("%s", (_name, check) => {
    expect(check(rules)).toEqual([]);
  });

  // The checks bite: each bad edit of the real file fails the check named.
  const openAll = "match /{document=**} { allow read, write: if true; }\n    match /subscribers/";
  it.each<[string, string, CheckName]>([
    [
      "a changed developer e-mail",
      rules.replaceAll(DEVELOPER_EMAIL, "someone@example.com"),
      "the only e-mail address is DEVELOPER_EMAIL",
    ],
    [
      "version 1",
      rules.replace("rules_version = '2';", "rules_version = '1';"),
      "starts with rules_version = '2'",
    ],
    [
      "an open catch-all",
      rules.replace("match /subscribers/", openAll),
      "no catch-all match that allows anything",
    ],
    [
      "an open catch-all (its write)",
      rules.replace("match /subscribers/", openAll),
      "no unconditional write (`if true`, a bare allow)",
    ],
    [
      "a readable subscriber list",
      rules.replace("allow create: if isValidSubscriber();", "allow create, list: if isValidSubscriber();"),
      "subscribers: a validated create, nothing else",
    ],
    [
      "no developer claim",
      rules.replace(/\s*&& request\.auth\.token\.developer == true/, ""),
      "isDeveloper() needs the claim, the e-mail and its verification",
    ],
    [
      "the claim as an alternative to the e-mail",
      rules.replace("&& request.auth.token.developer == true", "|| request.auth.token.developer == true"),
      "isDeveloper() needs the claim, the e-mail and its verification",
    ],
    [
      "the e-mail no longer required to be verified",
      rules.replace("request.auth.token.email_verified == true", "true"),
      "isDeveloper() needs the claim, the e-mail and its verification",
    ],
    [
      "a product write without isDeveloper()",
      rules.replace(
        "allow create, update: if isDeveloper() && isValidProduct();",
        "allow create, update: if isValidProduct();",
      ),
      "every content write starts with isDeveloper() &&",
    ],
    [
      "an article delete open to any signed-in user",
      rules.replace(
        "allow delete: if isDeveloper();",
        "allow delete: if isDeveloper() || request.auth != null;",
      ),
      "every content write starts with isDeveloper() &&",
    ],
    [
      "an expiry",
      rules.replace(
        "allow get, list: if true;",
        "allow get, list: if request.time < timestamp.date(2030, 1, 1);",
      ),
      "no time-limited rule (request.time, timestamp.date)",
    ],
  ])("catches a bad edit: %s", (_name, edited, check) => {
    expect(edited).not.toBe(rules);
    expect(checks[check](edited)).not.toEqual([]);
  });
});

/**
 * The regular expression of the rules' `<field>.matches('…')` call, as
 * JavaScript (rules match the whole string; RE2 and JavaScript agree on the
 * syntax these patterns use).
 */
function rulesPattern(field: string): RegExp {
  const call = new RegExp(`${field.replace(".", "\\.")}\\.matches\\('((?:[^'\\\\]|\\\\.)*)'\\)`).exec(rules);
  if (!call?.[1]) throw new Error(`no ${field}.matches('…') in firestore.rules`);
  // Rules string literals escape a backslash as two.
  return new RegExp(`^(?:${call[1].replace(/\\\\/g, "\\")})$`);
}

describe("firestore.rules patterns agree with the app's checks", () => {
  const paths = [
    "/images/articles/x.svg",
    "/a",
    "/",
    "//evil.example/x.svg",
    "/\\evil.example",
    "/\t/evil.example",
    "/x\ny",
    "/x\u0001y",
    "https://evil.example/x.svg",
  ];

  it.each(paths)("an image path %j: the rules agree with isSitePath", (path) => {
    expect(rulesPattern("url").test(path)).toBe(isSitePath(path));
  });

  it.each(paths)("a subscriber's page %j: a site path or the home page", (path) => {
    expect(rulesPattern("data.source").test(path)).toBe(path === "/" || isSitePath(path));
  });

  it.each([
    "name@example.com",
    "a.b+c@sub.example.co.uk",
    "<script>@example.com",
    'a"b@example.com',
    "o'brien@example.com",
    "=1+2@example.com",
    "+1@example.com",
    "-2@example.com",
    "name@example",
    "na me@example.com",
  ])("a subscriber address %j: the rules agree with isValidEmail", (email) => {
    expect(rulesPattern("data.email").test(email)).toBe(isValidEmail(email));
  });
});
