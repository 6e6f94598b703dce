// @vitest-environment node
import { RE2JS } from "re2js";
import { describe, expect, test } from "vitest";
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
import { productRecordSchema } from "~/lib/content-store/document-schema";
import { evidenceLevels } from "~/lib/content-store/model";
import { SUMMARY_COLLECTION } from "~/lib/content-store/summary-index";
import { SLUG } from "~/lib/schema/fields";
import { isSitePath, SITE_PATH_PATTERN } from "~/lib/site-path";
import rules from "../../firestore.rules?raw";

/**
 * Static checks of firestore.rules that run everywhere (the emulator tests in
 * tests/emulator/rules.test.ts need Java 21+): who may read and write, that the
 * rules hold the app's limits and checks, and that their patterns, run with RE2
 * as Firestore runs them, agree with the app's own checks.
 */

/** A string literal; and a comment or a string literal, whichever starts first: a `//` inside
 * 'https://…' is not a comment, and an `allow` or a check inside a comment is not a rule. */
const STRING = /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g;
const LEXEME = new RegExp(String.raw`//[^\n]*|/\*[\s\S]*?\*/|${STRING.source}`, "g");

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

/** The source with comments blanked, the same length. */
const plain = rules.replace(LEXEME, (lexeme) =>
  lexeme.startsWith("/") ? lexeme.replace(/[^\n]/g, " ") : lexeme,
);
/** The content of every string literal. */
const strings = [...plain.matchAll(STRING)].map(([literal]) => literal.slice(1, -1));
/** `plain` with string contents masked, the same length: code checks never read a string's words. */
const code = plain.replace(STRING, (literal) => {
  const quote = literal.charAt(0);
  return `${quote}${"_".repeat(literal.length - 2)}${quote}`;
});

/** Every `match <path> { … }`, its body with nested blocks. */
const blocks = [...code.matchAll(/\bmatch\s+(\S+)\s*\{/g)].map((found) => ({
  path: found[1] ?? "",
  allows: parseAllows(blockBody(code, found.index + found[0].length - 1)),
}));

/** `true`, `(true)`, `x || true`: a condition that holds whatever the request. */
const isAlwaysTrue = (condition: string) => /(^|\|\|)\(*true\)*(\|\||$)/.test(condition.replace(/\s+/g, ""));

const isWrite = ({ methods }: { methods: string[] }) =>
  methods.some((method) => ["write", "create", "update", "delete"].includes(method));

/** The body of `function <name>(…) { … }`, string literals included, comments
 * left out and whitespace collapsed (a check does not depend on line breaks). */
function functionSource(name: string): string {
  const found = new RegExp(`\\bfunction\\s+${name}\\s*\\([^)]*\\)\\s*\\{`).exec(code);
  if (!found) throw new Error(`no function ${name}() in firestore.rules`);
  const open = found.index + found[0].length - 1;
  // The masked code has the source's length, so its braces locate the source's body.
  return plain.slice(open + 1, open + 1 + blockBody(code, open).length).replace(/\s+/g, " ");
}

describe("firestore.rules", () => {
  test("allow no unconditional write (`if true`, a bare allow) and no time-limited rule", () => {
    const open = parseAllows(code)
      .filter(isWrite)
      .filter(({ condition }) => condition === null || isAlwaysTrue(condition));
    expect(open.map(({ text }) => text)).toEqual([]);
    expect(code).not.toMatch(/request\.time\s*[<>]|[<>]=?\s*request\.time\b|\btimestamp\.date\s*\(/);
  });

  // A match whose first segment is a wildcard reaches every collection; it may only deny.
  test("have no catch-all match that allows anything", () => {
    const catchAll = blocks
      .filter(({ path }) => /^\/\{[^}]*\}/.test(path))
      .flatMap(({ allows }) =>
        allows.filter(({ condition }) => condition?.replace(/[\s()]/g, "") !== "false"),
      );
    expect(catchAll).toEqual([]);
  });

  // Readers' e-mail addresses: the developer page lists, exports and removes sign-ups.
  test("let anyone add a sign-up checked against its own address, only the developer get, list or delete one, and nobody change one", () => {
    const subscribers = blocks.filter(({ path }) => path.startsWith("/subscribers/"));
    // One address, one document: a second sign-up would be an update, which no rule allows.
    expect(subscribers.map(({ path }) => path)).toEqual(["/subscribers/{address}"]);
    const allowed = subscribers.flatMap(({ allows }) =>
      allows.flatMap(({ methods, condition }) => methods.map((method) => `${method}: ${condition}`)),
    );
    expect(allowed.sort()).toEqual([
      "create: isValidSubscriber(address)",
      "delete: isDeveloper()",
      "get: isDeveloper()",
      "list: isDeveloper()",
    ]);
  });

  test("name one e-mail address, DEVELOPER_EMAIL", () => {
    const emails = strings.filter((text) => /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,}$/.test(text));
    expect(new Set(emails)).toEqual(new Set([DEVELOPER_EMAIL]));
  });

  test("make isDeveloper() need the claim, the e-mail, its verification and the authenticator code, all of them", () => {
    const body = blockBody(code, code.indexOf("{", code.indexOf("function isDeveloper()")));
    for (const pattern of [
      // Only admin credentials can set a custom claim: this is what grants access.
      /\brequest\.auth\.token\.developer\s*==\s*true\b/,
      // String contents are masked; the address itself is checked above.
      /\brequest\.auth\.token\.email\s*==\s*'_+'/,
      /\brequest\.auth\.token\.email_verified\s*==\s*true\b/,
      // A password alone must not write: this sign-in passed the authenticator app's code.
      /\brequest\.auth\.token\.firebase\.sign_in_second_factor\s*==\s*'_{4}'/,
    ]) {
      expect(body).toMatch(pattern);
    }
    expect(body).not.toContain("||");
  });

  test("start every write of articles, their summaries and products with isDeveloper() &&", () => {
    const content = blocks.filter(({ path }) => /^\/(articles|products|articleSummaries)\//.test(path));
    expect(content.map(({ path }) => path).sort()).toEqual([
      `/${SUMMARY_COLLECTION}/{shard}`,
      "/articles/{slug}",
      "/products/{productId}",
    ]);
    const unguarded = content.flatMap(({ allows }) =>
      allows
        .filter(isWrite)
        .filter(({ condition }) => !/^isDeveloper\(\)(\s*&&[^|]*)?$/.test(condition ?? "")),
    );
    expect(unguarded).toEqual([]);
  });
});

/** The patterns a piece of the rules passes to `matches()`, as RE2 reads them (in a rules string
 * literal, `\\` stands for one backslash and `\'` for a quote). */
const matchesPatterns = (source: string) =>
  [...source.matchAll(/\.matches\('((?:[^'\\]|\\.)*)'\)/g)].map(([, literal = ""]) =>
    literal.replace(/\\(.)/g, "$1"),
  );

/** A rules pattern as Firestore runs it: RE2, matching the whole string. */
const re2 = (pattern: string) => {
  const compiled = RE2JS.compile(pattern);
  return (value: string) => compiled.matches(value);
};

/** The `matches()` patterns of a rules function, in order, as Firestore runs them. */
const patternsOf = (name: string) => {
  const [first = "", second = ""] = matchesPatterns(functionSource(name));
  return [re2(first), re2(second)] as const;
};
const [line, lineCdata] = patternsOf("isOneLine");
const [text, textCdata] = patternsOf("isCleanText");
const [id] = patternsOf("isArticleId");

/** What the rules accept, pattern by pattern (the other checks of each function aside). */
const rulesAccept: Record<"line" | "text" | "id" | "sitePath" | "email", (value: string) => boolean> = {
  line: (value) => line(value) && !lineCdata(value),
  text: (value) => text(value) && !textCdata(value),
  id: (value) => value.length <= documentLimits.article.id && id(value),
  sitePath: patternsOf("isSitePath")[0],
  email: patternsOf("isValidSubscriber")[0],
};

/** The app's own check for each kind of value the rules pattern-match. */
const appAccepts: typeof rulesAccept = {
  line: (value) => lineProblem(value) === null,
  text: (value) => textProblem(value) === null,
  id: isArticleId,
  sitePath: isSitePath,
  email: isValidEmail,
};

/** The places of a list the rules check one by one: `(items.size() <= i || check(items[i]))`. */
const checkedPlaces = (source: string, check: string) =>
  [
    ...source.matchAll(
      new RegExp(`\\(items\\.size\\(\\) <= (\\d+) \\|\\| ${check}\\(items\\[(\\d+)\\]\\)\\)`, "g"),
    ),
  ].map(([, size, index]) => [Number(size), Number(index)]);
const everyPlace = (count: number) => Array.from({ length: count }, (_, index) => [index, index]);
/** The quoted words of the first `[...]` after `before` in a rules source. */
const listAfter = (source: string, before: string) =>
  [...(source.split(before)[1]?.split("]")[0] ?? "").matchAll(/'([^']+)'/g)].map(([, word]) => word);

// The upload page checks a file against the app's limits before anything is
// sent, and the reading side skips what they refuse; the rules must hold the
// same numbers and apply the same character checks to the same fields, or a
// previewed-as-valid upload is refused. Which characters each check refuses:
// the RE2 tests below.
describe("firestore.rules enforce the app's limits and checks, field by field", () => {
  const { article, product } = documentLimits;

  test.each([
    ["isOneLine", "&& !text.matches("],
    ["isCleanText", "&& !text.matches("],
    ["isArticleId", `id.size() <= ${article.id}`],
    ["isValidArticle", "&& isArticleId(slug)"],
    ["isValidArticle", `isText(data.title, ${article.title}) && isOneLine(data.title)`],
    ["isValidArticle", `isText(data.excerpt, ${article.excerpt}) && isCleanText(data.excerpt)`],
    ["isValidArticle", `isText(data.author, ${article.author}) && isOneLine(data.author)`],
    ["isValidArticle", `isText(data.content, ${article.content}) && isCleanText(data.content)`],
    [
      "isValidArticle",
      `data.bannerImageAlt.size() <= ${article.bannerImageAlt} && isOneLine(data.bannerImageAlt)`,
    ],
    [
      "isValidArticle",
      `data.keyTakeaways.size() <= ${article.keyTakeaways} && isTakeawayList(data.keyTakeaways)`,
    ],
    ["isValidArticle", `data.revisions.size() <= ${article.revisions}`],
    ["isTag", `tag.size() > 0 && tag.size() <= ${article.tag}`],
    ["isTagList", `items is list && items.size() <= ${article.tags}`],
    ["isTagList", "&& isOneLine(items.join(' '))"],
    ["isTakeaway", `isText(item, ${article.keyTakeaway}) && isOneLine(item)`],
    ["isTakeaway", `isText(item.text, ${article.keyTakeaway}) && isOneLine(item.text)`],
    ["isImageUrl", `isText(url, ${article.url}) && isSitePath(url)`],
    ["isValidProduct", `isText(data.name, ${product.name})`],
    ["isValidProduct", `isText(data.description, ${product.description})`],
    ["isValidProduct", `isText(data.link, ${product.link})`],
    ["isValidSubscriber", `data.email.size() <= ${EMAIL_MAX_LENGTH}`],
  ])("%s: %s", (name, check) => {
    expect(functionSource(name)).toContain(check);
  });

  test("articles and products share the tag checks, which reach every place of a list", () => {
    expect(product).toMatchObject({ tag: article.tag, tags: article.tags, url: article.url });
    expect(checkedPlaces(functionSource("isTagList"), "isTag")).toEqual(everyPlace(article.tags));
    expect(checkedPlaces(functionSource("isTakeawayList"), "isTakeaway")).toEqual(
      everyPlace(article.keyTakeaways),
    );
  });

  test("the evidence levels, a product's fields and the upload file's slug format are the app's", () => {
    expect(listAfter(functionSource("isTakeaway"), "item.evidence in [")).toEqual([...evidenceLevels]);
    // A field the file may carry but the rules refuse would pass the preview and fail the write.
    const fileKeys = Object.keys(productRecordSchema.shape).filter((key) => key !== "id");
    expect(listAfter(functionSource("isValidProduct"), "hasOnly([").sort()).toEqual(fileKeys.sort());
    expect(`^${rulesPatterns.id}$`).toBe(SLUG.source);
  });

  test("every pattern in the rules is one of the app's, so the RE2 tests below reach it", () => {
    const known = new Set<string>([
      ...Object.values(rulesPatterns),
      SITE_PATH_PATTERN,
      EMAIL_PATTERN,
      CONSENT_VERSION_PATTERN,
      "https://.+",
      "shard-[0-9]+",
    ]);
    expect(matchesPatterns(plain).filter((pattern) => !known.has(pattern))).toEqual([]);
    // The consent version the sign-up form sends is one the rules accept.
    expect(matchesPatterns(functionSource("isValidSubscriber"))).toContain(CONSENT_VERSION_PATTERN);
    expect(re2(CONSENT_VERSION_PATTERN)(CONSENT_VERSION)).toBe(true);
  });
});

// Firestore runs `matches()` with RE2, not JavaScript: `\s` there is only the
// ASCII space, tab, line feed, form feed and carriage return (no vertical tab,
// no-break space or U+2028), and `.` stops at a line break. The rules' own
// patterns (run with RE2JS) and the app's checks must both give the expected answer.
describe("firestore.rules patterns, run with RE2, agree with the app's checks", () => {
  const inRanges = (point: number, ranges: [number, number][]) =>
    ranges.some(([from, to]) => point >= from && point <= to);
  const controls: [number, number][] = [
    [0x00, 0x1f],
    [0x7f, 0x9f],
  ];
  /** The characters each kind refuses. */
  const refuses = {
    // Controls, the line and paragraph separators, the text-direction embeddings, overrides and isolates.
    line: (point: number) => inRanges(point, [...controls, [0x2028, 0x202e], [0x2066, 0x2069]]),
    // Controls but tab, line feed and carriage return.
    text: (point: number) => inRanges(point, controls) && ![0x09, 0x0a, 0x0d].includes(point),
    // Controls and a backslash, which browsers read as a slash.
    sitePath: (point: number) => inRanges(point, controls) || point === 0x5c,
  };

  test("every character of the Basic Multilingual Plane, and some beyond, gets the expected answer from both", () => {
    const wrong: string[] = [];
    const points = [...Array.from({ length: 0x10000 }, (_, point) => point), 0x1f600, 0xe0001, 0x10ffff];
    // Lone surrogates are not characters.
    for (const point of points.filter((point) => point < 0xd800 || point > 0xdfff)) {
      const char = String.fromCodePoint(point);
      for (const [kind, value] of [
        ["line", `a${char}b`],
        ["text", `a${char}b`],
        ["sitePath", `/a${char}b`],
      ] as const) {
        const accepted = !refuses[kind](point);
        if (rulesAccept[kind](value) !== accepted || appAccepts[kind](value) !== accepted) {
          wrong.push(`${kind} U+${point.toString(16)}`);
        }
      }
      // The app's own tests (features/newsletter/email.test.ts) say which addresses are valid.
      const email = `a${char}b@example.com`;
      if (rulesAccept.email(email) !== appAccepts.email(email)) wrong.push(`email U+${point.toString(16)}`);
    }
    expect(wrong).toEqual([]);
  });

  test.each<[keyof typeof rulesAccept, string, boolean]>([
    ["line", "a]] b]>", true],
    ["line", "A]]>B", false],
    ["text", "One.\n\nTwo,\tthree.\r\n", true],
    ["text", "first line\n]]>", false],
    ["id", "fasting-101", true],
    ["id", "a", true],
    ["id", "x".repeat(documentLimits.article.id), true],
    ["id", "x".repeat(documentLimits.article.id + 1), false],
    ["id", "Fasting-101", false],
    ["id", "fasting--101", false],
    ["id", "-fasting", false],
    ["id", "fasting\n", false],
    ["id", "", false],
    ["sitePath", "/images/articles/x.svg", true],
    ["sitePath", "/", false],
    ["sitePath", "//evil.example/x.svg", false],
    ["sitePath", "/\\evil.example", false],
    ["sitePath", "/\t/evil.example", false],
    ["sitePath", "https://evil.example/x.svg", false],
    ["email", "x@xn--p1ai.xn--p1ai", true],
    ["email", "]]>@example.com", false],
    ["email", "+1@example.com", false],
    ["email", "@example.com", false],
    ["email", "reader@@example.com", false],
    ["email", "name@example", false],
  ])("%s %j → %s", (kind, value, accepted) => {
    expect(rulesAccept[kind](value)).toBe(accepted);
    expect(appAccepts[kind](value)).toBe(accepted);
  });
});
