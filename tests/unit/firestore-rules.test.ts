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

interface Lexed {
  /** The source with comments blanked and string contents masked; same length
   * as the source, so an index into one is an index into the other. */
  code: string;
  /** The content of every string literal, as written. */
  strings: string[];
}

/** Separates code from comments and string literals, so a `//` inside
 * 'https://…' is not a comment and an `allow` inside a comment is not a rule. */
function lexRules(source: string): Lexed {
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

interface AllowStatement {
  text: string;
  methods: string[];
  /** The condition after `if`; null for a bare `allow x;`, which always allows. */
  condition: string | null;
}

function parseAllows(code: string): AllowStatement[] {
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

interface MatchBlock {
  path: string;
  /** The block's code between its braces, nested blocks included. */
  body: string;
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

function parseMatchBlocks(code: string): MatchBlock[] {
  return [...code.matchAll(/\bmatch\s+(\S+)\s*\{/g)].map((found) => ({
    path: found[1] ?? "",
    body: blockBody(code, found.index + found[0].length - 1),
  }));
}

/** `true`, `(true)`, `x || true`: a condition that holds whatever the request. */
function isAlwaysTrue(condition: string): boolean {
  const compact = condition.replace(/\s+/g, "");
  return /(^|\|\|)\(*true\)*(\|\||$)/.test(compact);
}

/** The statement before the first `;`, comments skipped, whitespace collapsed. */
function firstStatement(source: string): string {
  const { code } = lexRules(source);
  const start = Math.max(code.search(/\S/), 0);
  const end = code.indexOf(";", start);
  return source
    .slice(start, end === -1 ? source.length : end + 1)
    .replace(/\s+/g, " ")
    .trim();
}

/** The file must open with `rules_version = '2';` (v1 lacks collection-group and `let`). */
function findVersionProblems(source: string): string[] {
  const statement = firstStatement(source);
  return /^rules_version ?= ?(['"])2\1 ?;$/.test(statement) ? [] : [`first statement is: ${statement}`];
}

/** Allow statements that let anyone write, create, update or delete. */
function findUnconditionalWrites(source: string): string[] {
  return parseAllows(lexRules(source).code)
    .filter(({ methods }) => methods.some((method) => WRITE_METHODS.has(method)))
    .filter(({ condition }) => condition === null || isAlwaysTrue(condition))
    .map(({ text }) => text);
}

/** "Test mode" style expiry: `request.time < timestamp.date(…)` and the like. */
function findTimeLimits(source: string): string[] {
  const { code } = lexRules(source);
  const patterns = [/request\.time\s*[<>]=?/g, /[<>]=?\s*request\.time\b/g, /\btimestamp\.date\s*\(/g];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map(([text]) => text));
}

/** Matches whose first segment is a wildcard (`/{document=**}`, `/{path=**}`,
 * `/{collection}/{id}`) reach every collection; they may only deny. */
function findOpenCatchAlls(source: string): string[] {
  return parseMatchBlocks(lexRules(source).code)
    .filter(({ path }) => /^\/\{[^}]*\}/.test(path))
    .flatMap(({ path, body }) =>
      parseAllows(body)
        .filter(({ condition }) => condition?.replace(/[\s()]/g, "") !== "false")
        .map(({ text }) => `match ${path}: ${text}`),
    );
}

/** Anything but a validated create on subscribers (a missing block too). */
function findSubscriberAccessProblems(source: string): string[] {
  const blocks = parseMatchBlocks(lexRules(source).code).filter(({ path }) =>
    path.startsWith("/subscribers/"),
  );
  if (blocks.length === 0) return ["no match block for /subscribers/{id}"];
  return blocks.flatMap(({ body }) =>
    parseAllows(body).flatMap(({ text, methods, condition }) => {
      const problems = methods
        .filter((method) => method !== "create")
        .map((method) => `"${method}" is allowed: ${text}`);
      if (condition === null || isAlwaysTrue(condition)) problems.push(`create is not validated: ${text}`);
      return problems;
    }),
  );
}

/** Every e-mail address written as a string literal (comments ignored). */
function findEmailAddresses(source: string): string[] {
  return lexRules(source).strings.filter((text) => /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,}$/.test(text));
}

/** The only address in the rules must be DEVELOPER_EMAIL (one source of truth, src/config). */
function findDeveloperEmailProblems(source: string): string[] {
  const emails = [...new Set(findEmailAddresses(source))];
  if (emails.length === 1 && emails[0] === DEVELOPER_EMAIL) return [];
  return [`expected only ${DEVELOPER_EMAIL}, found: ${emails.join(", ") || "no e-mail address"}`];
}

/** What `isDeveloper()` must require, all of it (see its comment in the rules). */
const DEVELOPER_GATE = [
  // Only admin credentials can set a custom claim: this is what grants access.
  ["the custom claim developer == true", /\brequest\.auth\.token\.developer\s*==\s*true\b/],
  // String contents are masked in the lexed code; the address itself is checked below.
  ["the developer e-mail", /\brequest\.auth\.token\.email\s*==\s*'_+'/],
  ["a verified e-mail", /\brequest\.auth\.token\.email_verified\s*==\s*true\b/],
] as const;

/** Checks `isDeveloper()` leaves out, or lets one another replace (`||`). */
function findDeveloperGateProblems(source: string): string[] {
  const { code } = lexRules(source);
  const found = /\bfunction\s+isDeveloper\s*\(\s*\)\s*\{/.exec(code);
  if (!found) return ["no function isDeveloper()"];
  const body = blockBody(code, found.index + found[0].length - 1);
  const problems = DEVELOPER_GATE.filter(([, pattern]) => !pattern.test(body)).map(
    ([name]) => `isDeveloper() does not require ${name}`,
  );
  if (body.includes("||")) problems.push("isDeveloper() joins its checks with ||: one of them would do");
  return problems;
}

/** Writes to articles, products or the article summaries whose condition does not start with `isDeveloper() &&`. */
function findUngatedContentWrites(source: string): string[] {
  return parseMatchBlocks(lexRules(source).code)
    .filter(({ path }) => /^\/(articles|products|articleSummaries)\//.test(path))
    .flatMap(({ path, body }) =>
      parseAllows(body)
        .filter(({ methods }) => methods.some((method) => WRITE_METHODS.has(method)))
        .filter(({ condition }) => !/^isDeveloper\(\)(\s*&&[^|]*)?$/.test(condition ?? ""))
        .map(({ text }) => `match ${path}: ${text}`),
    );
}

describe("firestore.rules", () => {
  it("starts with rules_version = '2'", () => {
    expect(findVersionProblems(rules)).toEqual([]);
  });

  it("never allows a write, create, update or delete unconditionally (no `if true`, no bare allow)", () => {
    expect(findUnconditionalWrites(rules)).toEqual([]);
  });

  it("has no time-limited rules (no request.time < … / timestamp.date( expiry)", () => {
    expect(findTimeLimits(rules)).toEqual([]);
  });

  it("has no catch-all match (/{document=**}, /{path=**}, …) that allows anything", () => {
    expect(findOpenCatchAlls(rules)).toEqual([]);
  });

  it("lets clients only create subscribers, validated: no get, list, update or delete", () => {
    expect(findSubscriberAccessProblems(rules)).toEqual([]);
  });

  it("names exactly one developer e-mail, equal to DEVELOPER_EMAIL (src/config/developer.json)", () => {
    expect(findDeveloperEmailProblems(rules)).toEqual([]);
  });

  it("lets only the developer write: the developer claim, the developer e-mail and a verified e-mail", () => {
    expect(findDeveloperGateProblems(rules)).toEqual([]);
  });

  it("guards every write to articles, products and the article summaries with isDeveloper()", () => {
    expect(findUngatedContentWrites(rules)).toEqual([]);
  });

  it("has a rule for the article summaries the list reads (SUMMARY_COLLECTION)", () => {
    const blocks = parseMatchBlocks(lexRules(rules).code).map(({ path }) => path);
    expect(blocks).toContain(`/${SUMMARY_COLLECTION}/{shard}`);
  });
});

/** A rules file around `body` (placed inside /databases/{database}/documents). */
function rulesWith(body: string, version = "rules_version = '2';"): string {
  return `${version}\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`;
}

const SAFE_BODY = `
    // allow write: if true;  (a comment, not a rule)
    function isDeveloper() {
      return request.auth != null && request.auth.token.developer == true
        && request.auth.token.email == '${DEVELOPER_EMAIL}' && request.auth.token.email_verified == true;
    }
    match /articles/{slug} {
      allow read: if true;
      allow write: if isDeveloper() && request.resource.data.link.matches('https://.*');
    }
    match /subscribers/{id} {
      allow create: if request.resource.data.createdAt == request.time;
    }
    match /{document=**} {
      allow read, write: if false;
    }`;

describe("the rules checks", () => {
  it("pass a safe sample (comments, 'https://' strings, read-only `if true`, deny-all catch-all)", () => {
    const sample = rulesWith(SAFE_BODY);
    expect(findVersionProblems(sample)).toEqual([]);
    expect(findUnconditionalWrites(sample)).toEqual([]);
    expect(findTimeLimits(sample)).toEqual([]);
    expect(findOpenCatchAlls(sample)).toEqual([]);
    expect(findSubscriberAccessProblems(sample)).toEqual([]);
    expect(findDeveloperEmailProblems(sample)).toEqual([]);
    expect(findDeveloperGateProblems(sample)).toEqual([]);
    expect(findUngatedContentWrites(sample)).toEqual([]);
  });

  it.each([
    ["version 1", rulesWith(SAFE_BODY, "rules_version = '1';")],
    ["no version", rulesWith(SAFE_BODY, "")],
    ["version after another statement", rulesWith(SAFE_BODY, "service x {} rules_version = '2';")],
  ])("catch a wrong first statement: %s", (_name, sample) => {
    expect(findVersionProblems(sample)).not.toEqual([]);
  });

  it.each([
    "allow read, write: if true;",
    "allow write;",
    "allow create: if (true);",
    "allow update: if isDeveloper() || true;",
    "allow delete:if true;",
  ])("catch an unconditional write: %s", (statement) => {
    expect(findUnconditionalWrites(rulesWith(`match /articles/{slug} { ${statement} }`))).not.toEqual([]);
  });

  it.each([
    "allow read, write: if request.time < timestamp.date(2030, 1, 1);",
    "allow read: if timestamp.date(2030, 1, 1) > request.time;",
    "allow write: if request.time<=expiry();",
  ])("catch a time-limited rule: %s", (statement) => {
    expect(findTimeLimits(rulesWith(`match /articles/{slug} { ${statement} }`))).not.toEqual([]);
  });

  it.each([
    "match /{document=**} { allow read: if true; }",
    "match /{path=**} { allow write: if isDeveloper(); }",
    "match /{path=**} { allow read; }",
    "match /{collection}/{id} { allow get: if request.auth != null; }",
    "match /{document=**} { match /x/{y} { allow read: if true; } }",
  ])("catch a catch-all that allows something: %s", (block) => {
    expect(findOpenCatchAlls(rulesWith(block))).not.toEqual([]);
  });

  it.each([
    ["a read", "allow create: if valid(); allow read: if true;"],
    ["a list for the developer", "allow create: if valid(); allow list: if isDeveloper();"],
    ["a get", "allow get, create: if valid();"],
    ["an update", "allow create, update: if valid();"],
    ["a delete", "allow create: if valid(); allow delete: if isDeveloper();"],
    ["a write", "allow write: if valid();"],
    ["an unvalidated create", "allow create: if true;"],
  ])("catch subscriber access beyond a validated create: %s", (_name, statements) => {
    expect(findSubscriberAccessProblems(rulesWith(`match /subscribers/{id} { ${statements} }`))).not.toEqual(
      [],
    );
  });

  it("catch a missing subscribers block", () => {
    expect(
      findSubscriberAccessProblems(rulesWith("match /articles/{slug} { allow read: if true; }")),
    ).toEqual(["no match block for /subscribers/{id}"]);
  });

  it.each([
    ["another address", "'someone@example.com'"],
    ["a second address next to the developer's", `'${DEVELOPER_EMAIL}' || x == 'old@fastandfuel.app'`],
    ["no address", "'nobody'"],
  ])("catch a developer e-mail that differs from DEVELOPER_EMAIL: %s", (_name, literal) => {
    const sample = rulesWith(`function isDeveloper() { return request.auth.token.email == ${literal}; }`);
    expect(findDeveloperEmailProblems(sample)).not.toEqual([]);
  });

  // The same checks against bad edits of the real file.
  const openAll = "match /{document=**} { allow read, write: if true; }\n    match /subscribers/";
  it.each([
    [
      "a changed developer e-mail",
      rules.replaceAll(DEVELOPER_EMAIL, "someone@example.com"),
      findDeveloperEmailProblems,
    ],
    ["version 1", rules.replace("rules_version = '2';", "rules_version = '1';"), findVersionProblems],
    ["an open catch-all", rules.replace("match /subscribers/", openAll), findOpenCatchAlls],
    ["an open catch-all (its write)", rules.replace("match /subscribers/", openAll), findUnconditionalWrites],
    [
      "a readable subscriber list",
      rules.replace("allow create: if isValidSubscriber();", "allow create, list: if isValidSubscriber();"),
      findSubscriberAccessProblems,
    ],
    [
      "no developer claim",
      rules.replace(/\s*&& request\.auth\.token\.developer == true/, ""),
      findDeveloperGateProblems,
    ],
    [
      "the claim as an alternative to the e-mail",
      rules.replace("&& request.auth.token.developer == true", "|| request.auth.token.developer == true"),
      findDeveloperGateProblems,
    ],
    [
      "the e-mail no longer required to be verified",
      rules.replace("request.auth.token.email_verified == true", "true"),
      findDeveloperGateProblems,
    ],
    [
      "a product write without isDeveloper()",
      rules.replace(
        "allow create, update: if isDeveloper() && isValidProduct();",
        "allow create, update: if isValidProduct();",
      ),
      findUngatedContentWrites,
    ],
    [
      "an article delete open to any signed-in user",
      rules.replace(
        "allow delete: if isDeveloper();",
        "allow delete: if isDeveloper() || request.auth != null;",
      ),
      findUngatedContentWrites,
    ],
    [
      "an expiry",
      rules.replace(
        "allow get, list: if true;",
        "allow get, list: if request.time < timestamp.date(2030, 1, 1);",
      ),
      findTimeLimits,
    ],
  ])("catch a bad edit of firestore.rules: %s", (_name, edited, check) => {
    expect(edited).not.toBe(rules);
    expect(check(edited)).not.toEqual([]);
  });

  it("ignore addresses in comments and regular expressions", () => {
    const sample = rulesWith(
      `// old: someone@example.com\n    function ok(e) { return e.matches('^[^@\\\\s]+@[^@\\\\s]+$'); }`,
    );
    expect(findEmailAddresses(sample)).toEqual([]);
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
  const cases = [
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

  it.each(cases)("an image path %j: the rules agree with isSitePath", (path) => {
    expect(rulesPattern("url").test(path)).toBe(isSitePath(path));
  });

  it.each(cases)("a subscriber's page %j: a site path or the home page", (path) => {
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
