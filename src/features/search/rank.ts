import type { PagefindData, PagefindSubResult } from "./pagefind";

// How results are ordered. Pagefind ranks whole pages; a reader asking a
// question wants the part of a page that answers it. So each page is scored
// by its best section. A section's heading says what it answers: the more of
// the question's meaningful words its heading has, the higher it goes; then
// the heading that is about the question alone. Among equals, its strongest
// matches decide (Pagefind weights heading words), and words in its first
// lines count more than the same words further down.

/** One section of a result: its heading and where it starts. */
export interface SearchSection {
  title: string;
  url: string;
}

/**
 * A page in the results, linked at its best section with a few words from it,
 * and up to two more sections. Plain data: it crosses from the search worker,
 * and a result that did not change between keys is not drawn again.
 */
export interface SearchHit {
  pageTitle: string;
  pageUrl: string;
  best: SearchSection;
  excerpt: ExcerptPart[];
  more: SearchSection[];
}

/** Words after a section's heading that count as its first lines. */
const LEAD_WORDS = 40;
/** How much more a match in the first lines counts. */
const LEAD_BONUS = 1.5;
/** Extra sections shown under a page's best one. */
const MORE_SECTIONS = 2;
/** A heading word of the question outweighs any amount of matches (Pagefind scores a heading word about 20,000). */
const HEADING_TERM = 1_000_000;
/** A heading about the question alone outweighs the matches too, but never a heading word. */
const HEADING_FOCUS = 500_000;

/**
 * Words that say nothing about the topic: "can I drink tea while fasting" is
 * about tea and fasting, and a heading "Can I exercise while fasting?" should
 * not win on "can", "I" and "while".
 */
const FILLER = new Set(
  (
    "a an and are as at be but by can could do does did for from had has have how i if in into is it its " +
    "me my of on or should so than that the their them then there these this to too was we what when " +
    "where which while who why will with would you your"
  ).split(" "),
);

/** One spelling per page: no trailing slash before the path's end or its `#`. */
export function siteUrl(url: string): string {
  return url.replace(/(.)\/(?=#|$)/, "$1");
}

/**
 * A section's score: its `terms` strongest matches (so a section that names
 * every word of the query beats one that repeats a single word), with matches
 * in its first lines counted {@link LEAD_BONUS} times.
 */
export function sectionScore(section: PagefindSubResult, terms: number): number {
  const start = section.anchor?.location ?? 0;
  return section.weighted_locations
    .map(({ balanced_score, location }) =>
      location - start <= LEAD_WORDS ? balanced_score * LEAD_BONUS : balanced_score,
    )
    .sort((a, b) => b - a)
    .slice(0, Math.max(1, terms))
    .reduce((sum, score) => sum + score, 0);
}

/** The distinct words of a text, lowercased. */
const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** The number of distinct words in a query, as the reader typed them. */
export function countTerms(query: string): number {
  return wordsOf(query).size;
}

/**
 * How many of the query's meaningful words a heading has. Word forms count as
 * the same word when one begins the other ("fast" and "fasting", "calorie"
 * and "calories"), as Pagefind's stemming matched them.
 */
export function headingTerms(heading: string, query: string): number {
  const headingWords = [...wordsOf(heading)];
  return meaningfulTerms(query).filter((term) => headingWords.some((word) => sameWord(word, term))).length;
}

/**
 * The share of a heading's meaningful words that are the query's (0 to 1).
 * Between headings with as many of the question's words, the one that is
 * about little else answers it: "Does tea break a fast?" over "A drink is
 * food as far as your fast is concerned" for "can I drink tea while fasting".
 */
export function headingFocus(heading: string, query: string): number {
  const terms = meaningfulTerms(query);
  const words = [...wordsOf(heading)].filter((word) => !FILLER.has(word));
  if (words.length === 0) return 0;
  return words.filter((word) => terms.some((term) => sameWord(word, term))).length / words.length;
}

/**
 * The query as Pagefind is asked it: without the one- and two-letter words
 * that say nothing about the topic ("a", "I", "do", "is"). Pagefind would
 * match them as the start of countless words, which costs time on every key
 * and adds nothing to the order; longer ones ("who", "should") still help it
 * find pages that ask the question. A query of nothing else stays as typed.
 */
export function searchTerms(query: string): string {
  const kept = query
    .split(/\s+/)
    .filter((token) => [...wordsOf(token)].some((word) => word.length > 2 || !FILLER.has(word)));
  return kept.length > 0 ? kept.join(" ") : query;
}

/** The query's words that say what it is about (not {@link FILLER}). */
const meaningfulTerms = (query: string) => [...wordsOf(query)].filter((term) => !FILLER.has(term));

/** Whether two lowercased words are forms of one word (one begins the other, 3+ letters). */
const sameWord = (word: string, term: string) =>
  word.length >= 3 && term.length >= 3 ? word.startsWith(term) || term.startsWith(word) : word === term;

const toSection = (section: PagefindSubResult): SearchSection => ({
  title: section.title,
  url: siteUrl(section.url),
});

/**
 * Pages ordered by their best section (Pagefind's order breaks ties), each
 * with that section and the next best ones.
 * @param pages Pagefind's results' data, in Pagefind's order
 */
export function rankResults(pages: readonly PagefindData[], query: string): SearchHit[] {
  const terms = countTerms(query);
  return pages
    .map((page, order) => {
      const sections = page.sub_results
        .map((section) => ({ section, matched: sectionScore(section, terms) }))
        .filter(({ matched }) => matched > 0)
        .map(({ section, matched }) => ({
          section,
          score:
            headingTerms(section.title, query) * HEADING_TERM +
            headingFocus(section.title, query) * HEADING_FOCUS +
            matched,
        }))
        .sort((a, b) => b.score - a.score);
      const [top] = sections;
      const pageUrl = siteUrl(page.url);
      const pageTitle = page.meta.title ?? pageUrl;
      const best = top ? toSection(top.section) : { title: pageTitle, url: pageUrl };
      return {
        hit: {
          pageTitle,
          pageUrl,
          best,
          excerpt: excerptParts(top?.section.excerpt ?? page.excerpt, query),
          // The page's top is no further section: its title is already under the link.
          more: sections
            .slice(1)
            .map(({ section }) => toSection(section))
            .filter((section) => section.url !== pageUrl)
            .slice(0, MORE_SECTIONS),
        },
        score: top?.score ?? 0,
        order,
      };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ hit }) => hit);
}

/** A piece of an excerpt: plain text, or a matched word to mark. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** Pagefind's excerpts escape only these two characters of the page's text. */
const unescapeExcerpt = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/**
 * Splits Pagefind's excerpt (the page's text with `<` and `>` escaped and
 * `<mark>` around the matched words) into parts React renders as text, so no
 * markup from the index reaches the page. Read as a string, not parsed as
 * HTML: a parser per excerpt cost a few milliseconds a result on a slow
 * phone, on every keystroke. Only the query's meaningful words stay marked:
 * Pagefind also marks "a", "does" and words that merely begin with them
 * ("any", "almost"), which reads as noise.
 */
export function excerptParts(excerpt: string, query: string): ExcerptPart[] {
  const terms = meaningfulTerms(query);
  const isMeaningful = (text: string) =>
    [...wordsOf(text)].some((word) => terms.some((term) => sameWord(word, term)));
  const parts: ExcerptPart[] = [];
  const add = (text: string, marked: boolean) => {
    const last = parts.at(-1);
    // Unmarked text joins the text before it: one text node, not many.
    if (last && !last.marked && !marked) last.text += text;
    else if (text !== "") parts.push({ text, marked });
  };
  let from = 0;
  for (const match of excerpt.matchAll(/<mark>(.*?)<\/mark>/g)) {
    add(unescapeExcerpt(excerpt.slice(from, match.index)), false);
    const word = unescapeExcerpt(match[1] ?? "");
    add(word, isMeaningful(word));
    from = match.index + match[0].length;
  }
  add(unescapeExcerpt(excerpt.slice(from)), false);
  return parts;
}
