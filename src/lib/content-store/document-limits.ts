// The limits and character rules firestore.rules enforce on stored articles
// and products, as one set of numbers and patterns: the upload file's schema
// (document-schema.ts) and the reading-side checks (validate.ts) take them
// from here, and tests/unit/firestore-rules.test.ts reads the rules' own copies
// back out of firestore.rules and runs them with RE2, the rules' engine. An
// upload the page previews as valid is then never refused by the database,
// and a document the database accepts never breaks a page or the feed.
// No schema library here: validate.ts reads documents in the browser.
// Relative imports only, like the modules that use it at build time.

/** Lengths in characters and counts of list items. */
export const documentLimits = {
  article: {
    /** The id is the page address, /articles/<id>, and the built page's file name. */
    id: 100,
    title: 200,
    excerpt: 600,
    author: 100,
    content: 200_000,
    tags: 20,
    /** One tag (tags and productTags): every tag is copied into the list's index shards. */
    tag: 50,
    url: 2048,
    bannerImageAlt: 300,
    keyTakeaways: 5,
    /** The text of one key takeaway. */
    keyTakeaway: 200,
    revisions: 50,
  },
  product: { name: 200, description: 2000, link: 2048, tags: 20, tag: 50, url: 2048 },
} as const;

/** Characters no one-line field may hold: C0 and C1 controls and DEL, the
 * line and paragraph separators, and the text-direction embeddings, overrides
 * and isolates, which can make a title read differently from what it says. */
const NOT_IN_A_LINE = "\\x{0}-\\x{1f}\\x{7f}-\\x{9f}\\x{2028}-\\x{202e}\\x{2066}-\\x{2069}";

/** Characters no text field may hold: the controls, but tab, line feed and carriage return. */
const NOT_IN_TEXT = "\\x{0}-\\x{8}\\x{b}\\x{c}\\x{e}-\\x{1f}\\x{7f}-\\x{9f}";

/**
 * The rules' `matches()` patterns, in RE2 syntax exactly as firestore.rules
 * spells them (there, a pattern must match the whole string). `\x{…}` is
 * RE2's code point escape; JavaScript reads it as `\u{…}` (see `appRegExp`).
 */
export const rulesPatterns = {
  /** An article id: lowercase letters and digits in words joined by single hyphens. */
  id: "[a-z0-9]+(?:-[a-z0-9]+)*",
  line: `[^${NOT_IN_A_LINE}]*`,
  text: `[^${NOT_IN_TEXT}]*`,
  /** Text the rules refuse when it matches: "]]>" anywhere ((?s) lets `.` cross line breaks). */
  cdataEnd: "(?s).*\\]\\]>.*",
} as const;

/** A rules pattern as a JavaScript RegExp (RE2's `\x{…}` as `\u{…}`). */
const appRegExp = (pattern: string) => new RegExp(pattern.replace(/\\x\{([0-9a-f]+)\}/g, "\\u{$1}"), "u");

const ARTICLE_ID = appRegExp(`^${rulesPatterns.id}$`);
const FIRST_NOT_IN_A_LINE = appRegExp(`[${NOT_IN_A_LINE}]`);
const FIRST_NOT_IN_TEXT = appRegExp(`[${NOT_IN_TEXT}]`);

/** Ends a CDATA section of the feed: a title holding it could put markup into readers' feeds. */
export const CDATA_END = "]]>";

/** An article id the rules accept: the slug format, and short enough for a page address and a file name. */
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

/** Why a one-line field (a title, author, tag, key takeaway, alt text) is refused, or null. */
export const lineProblem = (value: string) => problemWith(value, FIRST_NOT_IN_A_LINE);

/** Why a field that may run over several lines (an excerpt, a body) is refused, or null. */
export const textProblem = (value: string) => problemWith(value, FIRST_NOT_IN_TEXT);
