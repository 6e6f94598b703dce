// The limits firestore.rules enforces, shared by the upload schema and validate.ts (and checked against the
// rules by a test), so a previewed upload is never refused and an accepted document never breaks a page.
// No schema library: validate.ts runs in the browser. Relative imports only, as for the build-time modules.

export const documentLimits = {
  article: {
    /** Also the built page's file name. */
    id: 100,
    title: 200,
    excerpt: 600,
    author: 100,
    content: 200_000,
    tags: 20,
    /** Every tag is copied into the list's index shards. */
    tag: 50,
    url: 2048,
    bannerImageAlt: 300,
    keyTakeaways: 5,
    keyTakeaway: 200,
    revisions: 50,
  },
  product: { name: 200, description: 2000, link: 2048, tags: 20, tag: 50, url: 2048 },
} as const;

/** Controls, line separators and text-direction marks, which can make a title read otherwise than it says. */
const NOT_IN_A_LINE = "\\x{0}-\\x{1f}\\x{7f}-\\x{9f}\\x{2028}-\\x{202e}\\x{2066}-\\x{2069}";

const NOT_IN_TEXT = "\\x{0}-\\x{8}\\x{b}\\x{c}\\x{e}-\\x{1f}\\x{7f}-\\x{9f}";

/** RE2 syntax exactly as firestore.rules spells them; there, a pattern must match the whole string. */
export const rulesPatterns = {
  id: "[a-z0-9]+(?:-[a-z0-9]+)*",
  line: `[^${NOT_IN_A_LINE}]*`,
  text: `[^${NOT_IN_TEXT}]*`,
  /** Refused when it matches. */
  cdataEnd: "(?s).*\\]\\]>.*",
} as const;

/** RE2's `\x{…}` code point escape is `\u{…}` in JavaScript. */
const appRegExp = (pattern: string) => new RegExp(pattern.replace(/\\x\{([0-9a-f]+)\}/g, "\\u{$1}"), "u");

const ARTICLE_ID = appRegExp(`^${rulesPatterns.id}$`);
const FIRST_NOT_IN_A_LINE = appRegExp(`[${NOT_IN_A_LINE}]`);
const FIRST_NOT_IN_TEXT = appRegExp(`[${NOT_IN_TEXT}]`);

/** A title holding it could end a CDATA section and put markup into readers' feeds. */
export const CDATA_END = "]]>";

export function isArticleId(id: string): boolean {
  return id.length <= documentLimits.article.id && ARTICLE_ID.test(id);
}

function describeCharacter(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  const name = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  if ([0x0a, 0x0d, 0x2028, 0x2029].includes(code)) return `a line break (${name}); keep it on one line`;
  if (code <= 0x9f) return `an invisible control character (${name}); remove it`;
  return `an invisible text-direction character (${name}); remove it`;
}

function problemWith(value: string, forbidden: RegExp): string | null {
  if (value.includes(CDATA_END)) {
    return `contains "${CDATA_END}", which the site's news feed cannot carry; put a space in it or rephrase`;
  }
  const found = forbidden.exec(value);
  return found ? `contains ${describeCharacter(found[0])}` : null;
}

export const lineProblem = (value: string) => problemWith(value, FIRST_NOT_IN_A_LINE);

export const textProblem = (value: string) => problemWith(value, FIRST_NOT_IN_TEXT);
