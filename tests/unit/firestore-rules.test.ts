// @vitest-environment node
import { RE2JS } from "re2js";
import { describe, expect, it } from "vitest";
import { DEVELOPER_EMAIL } from "~/config/developer";
import { CONSENT_VERSION, CONSENT_VERSION_PATTERN } from "~/features/newsletter/consent";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isValidEmail } from "~/features/newsletter/email";
import {
  documentLimits,
  isArticleId,
  lineProblem,
  rulesPatterns,
  textProblem,
} from "~/lib/content-store/document-limits";
import { evidenceLevels } from "~/lib/content-store/model";
import { SUMMARY_COLLECTION } from "~/lib/content-store/summary-index";
import { SLUG } from "~/lib/schema/fields";
import { isSitePath, SITE_PATH_PATTERN } from "~/lib/site-path";
import rules from "../../firestore.rules?raw";

/**
 * Static checks of firestore.rules that run with the unit suite, everywhere
 * (the emulator tests in tests/emulator/rules.test.ts need Java 21+). They
 * catch the classic mistakes: an open test-mode rule, an expiring rule, a
 * catch-all, a subscriber list someone other than the developer can read or
 * anyone can change, a developer address out of sync, a
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
  // Readers' e-mail addresses: anyone may add one (checked); only the developer
  // may read (get, list, count) or delete one; nobody may change one.
  "subscribers: a validated create for anyone; get, list and delete for the developer only": (source) => {
    const blocks = parseMatchBlocks(lexRules(source).code).filter(({ path }) =>
      path.startsWith("/subscribers/"),
    );
    if (blocks.length === 0) return ["no match block for /subscribers/{id}"];
    const allows = blocks.flatMap(({ body }) => parseAllows(body));
    // The developer page lists, exports and removes sign-ups: without these it breaks.
    const missing = ["create", "get", "list", "delete"]
      .filter((method) => !allows.some(({ methods }) => methods.includes(method)))
      .map((method) => `${method} is not allowed`);
    return missing.concat(
      allows.flatMap(({ text, methods, condition }) =>
        methods.flatMap((method) => {
          if (method === "create") {
            // Validated against the document's own id, the address: one document per address.
            const validated =
              condition !== null &&
              !isAlwaysTrue(condition) &&
              /\bisValidSubscriber\(address\)/.test(condition);
            return validated ? [] : [`create is not validated against its address: ${text}`];
          }
          if (["get", "list", "delete"].includes(method)) {
            return condition === "isDeveloper()" ? [] : [`${method} is not for the developer alone: ${text}`];
          }
          return [`${method} is allowed: ${text}`];
        }),
      ),
    );
  },
  "the only e-mail address is DEVELOPER_EMAIL": (source) => {
    const emails = new Set(
      lexRules(source).strings.filter((text) => /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,}$/.test(text)),
    );
    return emails.size === 1 && emails.has(DEVELOPER_EMAIL) ? [] : [`found: ${[...emails].join(", ")}`];
  },
  "isDeveloper() needs the claim, the e-mail, its verification and the authenticator code": (source) => {
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
      // A password alone must not write: this sign-in passed the authenticator app's code.
      /\brequest\.auth\.token\.firebase\.sign_in_second_factor\s*==\s*'_{4}'/,
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
      "a subscriber list anyone can read",
      rules.replace("allow get, list, delete: if isDeveloper();", "allow get, list, delete: if true;"),
      "subscribers: a validated create for anyone; get, list and delete for the developer only",
    ],
    [
      "a subscriber list any signed-in user can read",
      rules.replace(
        "allow get, list, delete: if isDeveloper();",
        "allow get, list, delete: if isDeveloper() || request.auth != null;",
      ),
      "subscribers: a validated create for anyone; get, list and delete for the developer only",
    ],
    [
      "subscribers the developer can change",
      rules.replace(
        "allow get, list, delete: if isDeveloper();",
        "allow get, list, update, delete: if isDeveloper();",
      ),
      "subscribers: a validated create for anyone; get, list and delete for the developer only",
    ],
    [
      "a subscriber list the developer cannot read",
      rules.replace("allow get, list, delete: if isDeveloper();", "allow delete: if isDeveloper();"),
      "subscribers: a validated create for anyone; get, list and delete for the developer only",
    ],
    [
      "a sign-up without the shape check",
      rules.replace(
        "allow create: if isValidSubscriber(address);",
        "allow create: if request.resource.data.size() < 4;",
      ),
      "subscribers: a validated create for anyone; get, list and delete for the developer only",
    ],
    [
      "no developer claim",
      rules.replace(/\s*&& request\.auth\.token\.developer == true/, ""),
      "isDeveloper() needs the claim, the e-mail, its verification and the authenticator code",
    ],
    [
      "the claim as an alternative to the e-mail",
      rules.replace("&& request.auth.token.developer == true", "|| request.auth.token.developer == true"),
      "isDeveloper() needs the claim, the e-mail, its verification and the authenticator code",
    ],
    [
      "the e-mail no longer required to be verified",
      rules.replace("request.auth.token.email_verified == true", "true"),
      "isDeveloper() needs the claim, the e-mail, its verification and the authenticator code",
    ],
    [
      "a password alone enough (no second factor)",
      rules.replace(/\s*&& request\.auth\.token\.firebase\.sign_in_second_factor == 'totp'/, ""),
      "isDeveloper() needs the claim, the e-mail, its verification and the authenticator code",
    ],
    [
      "a sign-up checked against another id than its address",
      rules.replace(
        "allow create: if isValidSubscriber(address);",
        "allow create: if isValidSubscriber(request.resource.data.email);",
      ),
      "subscribers: a validated create for anyone; get, list and delete for the developer only",
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

/** A rules string literal's value: `\\` stands for one backslash, `\'` for a quote. */
const unescapeLiteral = (literal: string) => literal.replace(/\\(.)/g, "$1");

/** The source of `function <name>(…) { … }`, string literals included. */
function functionSource(name: string): string {
  const { code } = lexRules(rules);
  const found = new RegExp(`\\bfunction\\s+${name}\\s*\\([^)]*\\)\\s*\\{`).exec(code);
  if (!found) throw new Error(`no function ${name}() in firestore.rules`);
  const open = found.index + found[0].length - 1;
  // The masked code has the source's length, so its braces locate the source's body.
  return rules.slice(open + 1, open + 1 + blockBody(code, open).length);
}

/** The patterns a piece of the rules passes to `matches()`, as RE2 reads them. */
const matchesPatterns = (source: string) =>
  [...source.matchAll(/\.matches\('((?:[^'\\]|\\.)*)'\)/g)].map(([, literal = ""]) =>
    unescapeLiteral(literal),
  );

/** A rules pattern as Firestore runs it: RE2, matching the whole string. */
const re2 = (pattern: string) => {
  const compiled = RE2JS.compile(pattern);
  return (value: string) => compiled.matches(value);
};

const [linePattern, lineCdata] = matchesPatterns(functionSource("isOneLine"));
const [textPattern, textCdata] = matchesPatterns(functionSource("isCleanText"));
const [idPattern] = matchesPatterns(functionSource("isArticleId"));
const [sitePathPattern] = matchesPatterns(functionSource("isSitePath"));
const [emailPattern] = matchesPatterns(functionSource("isValidSubscriber"));

const rulesLine = re2(linePattern ?? "");
const rulesLineCdata = re2(lineCdata ?? "");
const rulesText = re2(textPattern ?? "");
const rulesTextCdata = re2(textCdata ?? "");
const rulesId = re2(idPattern ?? "");
const rulesSitePath = re2(sitePathPattern ?? "");
const rulesEmail = re2(emailPattern ?? "");

/** What the rules accept, pattern by pattern (the other checks of each function aside). */
const rulesAccept = {
  line: (value: string) => rulesLine(value) && !rulesLineCdata(value),
  text: (value: string) => rulesText(value) && !rulesTextCdata(value),
  id: (value: string) => value.length <= documentLimits.article.id && rulesId(value),
  sitePath: rulesSitePath,
  email: (value: string) => value.length <= EMAIL_MAX_LENGTH && rulesEmail(value),
};

/** The app's own check for each kind of value the rules pattern-match. */
const appAccepts: typeof rulesAccept = {
  line: (value) => lineProblem(value) === null,
  text: (value) => textProblem(value) === null,
  id: isArticleId,
  sitePath: isSitePath,
  email: isValidEmail,
};

/** The rules' pattern and the app's check both give `accepted` for `value`. */
function expectAgreement(kind: keyof typeof rulesAccept, value: string, accepted: boolean) {
  expect(rulesAccept[kind](value)).toBe(accepted);
  expect(appAccepts[kind](value)).toBe(accepted);
}

describe("firestore.rules use the app's limits and patterns, word for word", () => {
  const { article, product } = documentLimits;

  it("a line: no controls, line breaks or direction controls, and no ]]>", () => {
    expect(functionSource("isOneLine")).toContain("&& !text.matches(");
    expect([linePattern, lineCdata]).toEqual([rulesPatterns.line, rulesPatterns.cdataEnd]);
  });

  it("text over several lines: no controls but tab, line feed and carriage return, and no ]]>", () => {
    expect(functionSource("isCleanText")).toContain("&& !text.matches(");
    expect([textPattern, textCdata]).toEqual([rulesPatterns.text, rulesPatterns.cdataEnd]);
  });

  it("an article id: the upload file's slug format, and at most the app's length", () => {
    expect(`^${rulesPatterns.id}$`).toBe(SLUG.source);
    expect(idPattern).toBe(rulesPatterns.id);
    expect(functionSource("isArticleId")).toContain(`id.size() <= ${article.id}`);
    expect(functionSource("isValidArticle")).toContain("&& isArticleId(slug)");
  });

  it("image paths and a subscriber's page: the pattern of src/lib/site-path.ts", () => {
    expect(sitePathPattern).toBe(SITE_PATH_PATTERN);
    expect(functionSource("isImageUrl")).toContain("isSitePath(url)");
    expect(functionSource("isValidSubscriber")).toContain("(data.source == '/' || isSitePath(data.source))");
  });

  it("a subscriber's address: the pattern and length of features/newsletter/email.ts, lowercased, and its document's id", () => {
    const subscriber = functionSource("isValidSubscriber");
    expect(emailPattern).toBe(EMAIL_PATTERN);
    expect(subscriber).toContain(`data.email.size() <= ${EMAIL_MAX_LENGTH}`);
    expect(subscriber).toContain("data.email == data.email.lower()");
    // One address, one document: a second sign-up is an update, which no rule allows.
    expect(subscriber).toContain("data.email == address");
    expect(rules).toContain("match /subscribers/{address} {");
  });

  it("a subscriber's consent version: a date, as CONSENT_VERSION is", () => {
    expect(matchesPatterns(functionSource("isValidSubscriber"))).toContain(CONSENT_VERSION_PATTERN);
    expect(re2(CONSENT_VERSION_PATTERN)(CONSENT_VERSION)).toBe(true);
  });

  it("the fields the feed carries, and the alt text, are checked for their characters", () => {
    const articleRules = functionSource("isValidArticle");
    for (const check of [
      "isOneLine(data.title)",
      "isCleanText(data.excerpt)",
      "isOneLine(data.author)",
      "isCleanText(data.content)",
      "isOneLine(data.bannerImageAlt)",
    ]) {
      expect(articleRules).toContain(check);
    }
  });

  it("each tag: 1 to the app's length, every place of the list checked, characters all at once", () => {
    expect(article.tag).toBe(product.tag);
    expect(functionSource("isTag")).toContain(`tag.size() > 0 && tag.size() <= ${article.tag}`);
    const list = functionSource("isTagList");
    const places = [...list.matchAll(/\(items\.size\(\) <= (\d+) \|\| isTag\(items\[(\d+)\]\)\)/g)];
    expect(places.map(([, size, index]) => [Number(size), Number(index)])).toEqual(
      Array.from({ length: article.tags }, (_, index) => [index, index]),
    );
    expect(list).toContain(`items.size() <= ${article.tags}`);
    expect(list).toContain("&& isOneLine(items.join(' '))");
  });

  it("each key takeaway: a line of the app's length, with a known evidence level", () => {
    const takeaway = functionSource("isTakeaway");
    expect(takeaway).toContain(`isText(item, ${article.keyTakeaway}) && isOneLine(item)`);
    expect(takeaway).toContain(`isText(item.text, ${article.keyTakeaway})`);
    expect(takeaway).toContain("isOneLine(item.text)");
    const levels = /item\.evidence in \[([^\]]*)\]/.exec(takeaway)?.[1] ?? "";
    expect([...levels.matchAll(/'([^']+)'/g)].map(([, level]) => level)).toEqual([...evidenceLevels]);
    const places = [
      ...functionSource("isTakeawayList").matchAll(
        /\(items\.size\(\) <= (\d+) \|\| isTakeaway\(items\[(\d+)\]\)\)/g,
      ),
    ];
    expect(places.map(([, size, index]) => [Number(size), Number(index)])).toEqual(
      Array.from({ length: article.keyTakeaways }, (_, index) => [index, index]),
    );
    expect(functionSource("isValidArticle")).toContain(
      `data.keyTakeaways.size() <= ${article.keyTakeaways}\n                                          && isTakeawayList(data.keyTakeaways)`,
    );
  });

  it("every pattern in the rules is one of these, so none goes untested", () => {
    const known = new Set<string>([
      rulesPatterns.line,
      rulesPatterns.text,
      rulesPatterns.cdataEnd,
      rulesPatterns.id,
      SITE_PATH_PATTERN,
      EMAIL_PATTERN,
      CONSENT_VERSION_PATTERN,
      "https://.+",
      "shard-[0-9]+",
    ]);
    expect(matchesPatterns(rules).filter((pattern) => !known.has(pattern))).toEqual([]);
  });
});

// Firestore runs `matches()` with RE2, not JavaScript: `\s` there is only the
// ASCII space, tab, line feed, form feed and carriage return (no vertical tab,
// no-break space or U+2028), and `.` stops at a line break. Each row is what a
// reader, the owner or a script might send; the rules' own patterns (run with
// RE2JS) and the app's checks must both give the expected answer.
describe("firestore.rules patterns, run with RE2, agree with the app's checks", () => {
  it.each<[string, string, boolean]>([
    ["a plain title", "Fasting 101: where to start", true],
    ["ampersand and angle brackets", "Salt & water <3", true],
    ["accents and an emoji", "Café au lait, sans sucre 🍵", true],
    ["a no-break space", "10\u00a0grams", true],
    ["]] and ]> apart", "a]] b]>", true],
    ["]]> (ends the feed's CDATA section)", "A]]>B", false],
    ["]]> at the start", "]]>", false],
    ["a line feed", "two\nlines", false],
    ["a tab", "a\tb", false],
    ["U+2028 line separator", "a\u2028b", false],
    ["U+2029 paragraph separator", "a\u2029b", false],
    ["a vertical tab", "a\u000bb", false],
    ["NUL", "a\u0000b", false],
    ["DEL", "a\u007fb", false],
    ["C1 NEL (U+0085)", "a\u0085b", false],
    ["C1 U+009F", "a\u009fb", false],
    ["right-to-left override U+202E", "gpj.\u202Eexe", false],
    ["left-to-right embedding U+202A", "a\u202Ab", false],
    ["first strong isolate U+2068", "a\u2068b", false],
    ["pop directional isolate U+2069", "a\u2069b", false],
    ["right-to-left mark U+200F (not an override)", "a\u200Fb", true],
  ])("one line with %s: %j → %s", (_name, value, accepted) => {
    expectAgreement("line", value, accepted);
  });

  it.each<[string, string, boolean]>([
    ["paragraphs", "One.\n\nTwo,\tthree.\r\n", true],
    ["a line separator", "a\u2028b", true],
    ["]]> after a line break ((?s) in the rules)", "first line\n]]>", false],
    ["]]> inside markup", '<p title="]]>">x</p>', false],
    ["a form feed", "a\u000cb", false],
    ["a vertical tab", "a\u000bb", false],
    ["NUL", "\u0000", false],
    ["C1 NEL (U+0085)", "a\u0085b", false],
    ["DEL", "a\u007f", false],
  ])("text with %s: %j → %s", (_name, value, accepted) => {
    expectAgreement("text", value, accepted);
  });

  it("every character of the Basic Multilingual Plane, and some beyond, gets the same answer", () => {
    const disagreements: string[] = [];
    const codePoints = [
      ...Array.from({ length: 0x10000 }, (_, code) => code).filter((code) => code < 0xd800 || code > 0xdfff),
      0x1f600,
      0xe0001,
      0x10ffff,
    ];
    for (const code of codePoints) {
      const value = `a${String.fromCodePoint(code)}b`;
      for (const [kind, tried] of [
        ["line", value],
        ["text", value],
        ["sitePath", `/${value}`],
      ] as const) {
        if (rulesAccept[kind](tried) !== appAccepts[kind](tried))
          disagreements.push(`${kind} U+${code.toString(16)}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it.each<[string, boolean]>([
    ["fasting-101", true],
    ["a", true],
    ["x".repeat(documentLimits.article.id), true],
    ["x".repeat(documentLimits.article.id + 1), false],
    [`a-${"b".repeat(298)}`, false],
    ["Fasting-101", false],
    ["fasting_101", false],
    ["fasting 101", false],
    ["fasting--101", false],
    ["-fasting", false],
    ["fasting-", false],
    ["café", false],
    ["fasting\n", false],
    ["", false],
  ])("an article id %j → %s", (id, accepted) => {
    expectAgreement("id", id, accepted);
  });

  it.each<[string, boolean]>([
    ["/images/articles/x.svg", true],
    ["/a", true],
    ["/images/a b.png", true],
    ["/images/caf\u00e9.png", true],
    ["/", false],
    ["//evil.example/x.svg", false],
    ["/\\evil.example", false],
    ["/images\\x.svg", false],
    ["/\t/evil.example", false],
    ["/x\ny", false],
    ["/x\u0001y", false],
    ["/x\u007fy", false],
    ["/x\u0085y", false],
    ["/\u009f/evil.example", false],
    ["https://evil.example/x.svg", false],
  ])("an image path %j → %s", (path, accepted) => {
    expectAgreement("sitePath", path, accepted);
  });

  it.each<[string, boolean]>([
    ["name@example.com", true],
    ["a.b+c@sub.example.co.uk", true],
    ["o'brien@example.ie", true],
    ["first_last-1@mail-host.example", true],
    ["x@xn--p1ai.xn--p1ai", true],
    [`${"x".repeat(EMAIL_MAX_LENGTH - "@example.com".length)}@example.com`, true],
    [`${"x".repeat(EMAIL_MAX_LENGTH + 1 - "@example.com".length)}@example.com`, false],
    ["na\u00a0me@example.com", false],
    ["name@exam\u2028ple.com", false],
    ["na\u000bme@example.com", false],
    ["na\u0000me@example.com", false],
    ["name@example.com\u0000", false],
    ["na\u202Eme@example.com", false],
    ["na\u0085me@example.com", false],
    ["na\tme@example.com", false],
    ["na me@example.com", false],
    ["n\u00e4me@example.com", false],
    ["name@ex\u00e4mple.com", false],
    ["<script>@example.com", false],
    ['a"b@example.com', false],
    ["a`b@example.com", false],
    ["name@exa<b>mple.com", false],
    ["]]>@example.com", false],
    ["=1+2@example.com", false],
    ["+1@example.com", false],
    ["-2@example.com", false],
    ["@example.com", false],
    ["reader@@example.com", false],
    ["name@example", false],
    ["a@b.c", false],
    ["name@.example.com", false],
  ])("a subscriber address %j → %s", (email, accepted) => {
    expectAgreement("email", email, accepted);
  });
});
