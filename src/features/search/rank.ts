import type { PagefindData } from "./pagefind";
import { type QueryTerm, formMatched, isFiller, wordsOf } from "./query";

// How results are ordered. A reader asking a question wants the part of a page
// that answers it, so every section of a page (its text from one heading to the
// next) is scored, and a page ranks by its best one. A word counts by how rare
// it is on the site ("headache" tells more than "fasting", which is on every
// page), and most where it answers: in the section's heading, then in the
// page's title, then in its text, where the first lines count more and
// repeats count less and less. So a heading that answers the question outranks
// a section that only mentions its words.

/** One section of a result: its heading and where it starts. */
export interface SearchSection {
  title: string;
  url: string;
}

/** A piece of an excerpt: plain text, or a matched word to mark. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * A page in the results, linked at its best section with the sentence from it
 * that best matches, and up to two more sections. Plain data: it crosses from
 * the search worker, and a result that did not change between keys is not
 * drawn again.
 */
export interface SearchHit {
  pageTitle: string;
  pageUrl: string;
  best: SearchSection;
  excerpt: ExcerptPart[];
  more: SearchSection[];
}

/** A section of a page, by word positions in the page's text. */
interface Section extends SearchSection {
  /** Its heading's words (the page's title for the part before the first heading). */
  headingWords: string[];
  /** Where its text starts (after the heading) and ends, as word positions. */
  start: number;
  end: number;
}

/** A page read once for ranking: its words and sections. What a query matched is worked out per query. */
export interface RankedPage {
  url: string;
  title: string;
  titleWords: string[];
  /** The page's text, word by word as Pagefind counts them (split at spaces). */
  tokens: string[];
  /** Each distinct word of the text and where it stands. */
  positions: Map<string, number[]>;
  sections: Section[];
}

/**
 * How much each word of the query counts, by form (the reader's word and the
 * site's words for it): how rare it is on the site ({@link rarity}). A form no
 * page has is not in it.
 */
export type Weights = ReadonlyMap<string, number>;

/** How much a synonym counts against the reader's own word. */
const SYNONYM_WEIGHT = 0.8;

/**
 * How much a word of a page counts for a query term: its form's rarity, and
 * how close it is to what the reader typed (a synonym counts a little less).
 */
function matchOf(word: string, term: QueryTerm, weights: Weights): { rarity: number; closeness: number } {
  const form = formMatched(word, term);
  if (form === undefined) return { rarity: 0, closeness: 0 };
  return { rarity: weights.get(form) ?? 0, closeness: form === term.word ? 1 : SYNONYM_WEIGHT };
}

const matchWeight = (word: string, term: QueryTerm, weights: Weights) => {
  const { rarity, closeness } = matchOf(word, term, weights);
  return rarity * closeness;
};

/** How much a matching word counts in a section's heading, in the page's title, and at most in its text. */
const IN_HEADING = 4;
const IN_TITLE = 1.5;
/** Repeats count less and less (BM25's saturation); a long section needs more of them. */
const SATURATION = 1.2;
const LENGTH_NORM = 0.5;
/** Words after a section's heading that count as its first lines, and how much more a match there counts. */
const LEAD_WORDS = 40;
const LEAD_BONUS = 1.5;
/** Extra sections shown under a page's best one. */
const MORE_SECTIONS = 2;
/** The longest sentence shown whole in an excerpt, and the words kept around the match when one is longer. */
const SENTENCE_WORDS = 45;
const WINDOW_WORDS = 32;
/** Fewer words than this make a line, not a sentence. */
const SHORT_SENTENCE = 6;

/** One spelling per page: no trailing slash before the path's end or its `#`. */
export function siteUrl(url: string): string {
  return url.replace(/(.)\/(?=#|$)/, "$1");
}

/** Headings of an article's sources (left out of the index) and of its log of changes: no answer is there. */
const NOT_ANSWERS = new Set(["footnote-label", "what-changed"]);

/** Headings readers land on: not ids React made up for a form's legend (they change between builds). */
const isLandingHeading = (element: string, id: string) =>
  /^h[1-6]$/.test(element) && !id.startsWith("_") && !NOT_ANSWERS.has(id);

/** Reads a page's text and headings once (Pagefind's words are the text split at spaces). */
export function preparePage(data: PagefindData): RankedPage {
  const url = siteUrl(data.url);
  const title = data.meta.title ?? url;
  const tokens = data.content.split(/\s+/).filter((token) => token !== "");
  const positions = new Map<string, number[]>();
  tokens.forEach((token, at) => {
    for (const word of wordsOf(token)) {
      const list = positions.get(word);
      if (list) list.push(at);
      else positions.set(word, [at]);
    }
  });
  const headings = data.anchors
    .filter(({ element, id }) => isLandingHeading(element, id))
    .sort((a, b) => a.location - b.location);
  const sections: Section[] = [
    { title, url, headingWords: wordsOf(title), start: 0, end: headings[0]?.location ?? tokens.length },
    ...headings.map((heading, index) => ({
      title: heading.text,
      url: `${url}#${heading.id}`,
      headingWords: wordsOf(heading.text),
      start: heading.location + heading.text.split(/\s+/).filter(Boolean).length,
      end: headings[index + 1]?.location ?? tokens.length,
    })),
  ];
  return { url, title, titleWords: wordsOf(title), tokens, positions, sections };
}

/** How well a list of words (a heading, a title) matches a term: its best word. */
const bestMatch = (words: readonly string[], term: QueryTerm, weights: Weights) =>
  words.reduce((best, word) => Math.max(best, matchWeight(word, term, weights)), 0);

interface Match {
  at: number;
  rarity: number;
  closeness: number;
}

/** Where a term matches in a page's text. */
function matchesIn(page: RankedPage, term: QueryTerm, weights: Weights): Match[] {
  const found: Match[] = [];
  for (const [word, at] of page.positions) {
    const match = matchOf(word, term, weights);
    if (match.rarity > 0) for (const position of at) found.push({ at: position, ...match });
  }
  return found;
}

/**
 * How rare a term is on the site (BM25's inverse document frequency): a word
 * on every page counts for little, one on a few pages for a lot.
 * @param pagesWith pages that have the term; @param pages pages on the site
 */
export function rarity(pagesWith: number, pages: number): number {
  return Math.log(1 + (pages - pagesWith + 0.5) / (pagesWith + 0.5));
}

/** The share of a heading's meaningful words that are the query's (0 to 1): "Does tea break a fast?" is about little else. */
function focus(words: readonly string[], terms: readonly QueryTerm[]): number {
  const meaningful = words.filter((word) => !isFiller(word));
  if (meaningful.length === 0) return 0;
  return (
    meaningful.filter((word) => terms.some((term) => formMatched(word, term) !== undefined)).length /
    meaningful.length
  );
}

interface ScoredSection {
  section: Section;
  /** How well it answers the query, the page's title included: what orders pages. */
  score: number;
  /** The same without the page's title: which of a page's sections a result links to. */
  own: number;
}

/** Every section of a page that matches the query, in the order a result links to them. */
export function scoreSections(
  page: RankedPage,
  terms: readonly QueryTerm[],
  weights: Weights,
): ScoredSection[] {
  const matches = terms.map((term) => matchesIn(page, term, weights));
  const averageLength = page.tokens.length / page.sections.length || 1;
  const inTitle = terms.map((term) => bestMatch(page.titleWords, term, weights) * IN_TITLE);
  // How much each term says about the page's topic: its rarest form. A section that misses a term
  // the site has loses that share of its score (a term no page has says nothing).
  const termRarity = terms.map((term) => Math.max(0, ...term.forms.map((form) => weights.get(form) ?? 0)));
  const searched = termRarity.reduce((sum, rarity) => sum + rarity, 0);
  return page.sections
    .map((section) => {
      const isTop = section.url === page.url;
      const length = Math.max(1, section.end - section.start);
      let own = 0;
      let score = 0;
      let covered = 0;
      terms.forEach((term, index) => {
        let repeats = 0;
        let rarest = 0;
        for (const { at, rarity, closeness } of matches[index] ?? []) {
          if (at < section.start || at >= section.end) continue;
          repeats += at - section.start < LEAD_WORDS ? closeness * LEAD_BONUS : closeness;
          rarest = Math.max(rarest, rarity);
        }
        // Repeats of one word count less and less; a long section needs more of them.
        const inText =
          (rarest * (repeats * (SATURATION + 1))) /
          (repeats + SATURATION * (1 - LENGTH_NORM + (LENGTH_NORM * length) / averageLength));
        // The part before the first heading is headed by the page's title: it ranks the page by it,
        // but a section of the page whose own heading answers is the better place to land.
        const inHeading = bestMatch(section.headingWords, term, weights) * IN_HEADING;
        const forPage = isTop ? inText + inHeading : inText + inHeading + (inTitle[index] ?? 0);
        own += isTop ? inText : inText + inHeading;
        score += forPage;
        if (forPage > 0) covered += termRarity[index] ?? 0;
      });
      // Between equals, the heading about the question alone.
      const focused = isTop ? 0 : focus(section.headingWords, terms) * 0.5;
      // A section that answers every part of the question beats one that answers a part of it well.
      const coverage = searched > 0 ? covered / searched : 0;
      return {
        section,
        score: (score + focused) * coverage,
        own: (own + focused) * coverage,
        matched: covered > 0,
      };
    })
    .filter(({ matched }) => matched)
    .sort((a, b) => b.own - a.own || a.section.start - b.section.start);
}

/** The end of a sentence: a word ending in . ! or ? (a closing quote or bracket may follow). */
const endsSentence = (token: string) => /[.!?…][”’")\]]*$/.test(token);

/** The matched part of a token to mark: the word, without the punctuation around it. */
function markToken(token: string, isMatch: boolean): ExcerptPart[] {
  if (!isMatch) return [{ text: token, marked: false }];
  const [, before = "", word = "", after = ""] = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(token) ?? [];
  return [
    { text: before, marked: false },
    { text: word, marked: true },
    { text: after, marked: false },
  ].filter(({ text }) => text !== "");
}

/**
 * The sentence of a section that matches the query best (its rarest words),
 * whole, with the matched words marked; a sentence too long to show is cut
 * around its first match, with an ellipsis where words were left out. A
 * section that matched by its heading alone shows its first sentence.
 */
export function excerptOf(
  page: RankedPage,
  section: Section,
  terms: readonly QueryTerm[],
  weights: Weights,
): ExcerptPart[] {
  const { tokens } = page;
  const isMatch = (token: string) =>
    wordsOf(token).some((word) => terms.some((term) => matchWeight(word, term, weights) > 0));
  // The section's sentences, as [start, end) word positions.
  const sentences: [number, number][] = [];
  let from = section.start;
  for (let at = section.start; at < section.end; at += 1) {
    if (endsSentence(tokens[at] ?? "") || at === section.end - 1) {
      sentences.push([from, at + 1]);
      from = at + 1;
    }
  }
  // A sentence is worth its best match of each term; a line that only repeats the heading, or a
  // few words of a link list, is worth less than a sentence that says something.
  const heading = wordsOf(section.title).join(" ");
  const worth = ([start, end]: [number, number]) => {
    const words = tokens.slice(start, end).flatMap(wordsOf);
    if (words.join(" ") === heading) return -1;
    const value = terms.reduce(
      (sum, term) => sum + Math.max(0, ...words.map((word) => matchWeight(word, term, weights))),
      0,
    );
    return words.length < SHORT_SENTENCE ? value / 2 : value;
  };
  let best = sentences[0];
  let bestWorth = best ? worth(best) : 0;
  for (const sentence of sentences.slice(1)) {
    const value = worth(sentence);
    if (value > bestWorth) [best, bestWorth] = [sentence, value];
  }
  if (!best) return [];
  let [start, end] = best;
  const cutStart = end - start > SENTENCE_WORDS;
  if (cutStart) {
    const first = tokens.slice(start, end).findIndex(isMatch);
    start = Math.max(start, start + Math.max(0, first) - 8);
    end = Math.min(end, start + WINDOW_WORDS);
  }
  const parts: ExcerptPart[] = [];
  const add = (part: ExcerptPart) => {
    const last = parts.at(-1);
    // Unmarked text joins the text before it: one text node, not many.
    if (last && !last.marked && !part.marked) last.text += part.text;
    else parts.push({ ...part });
  };
  if (start > best[0]) add({ text: "… ", marked: false });
  tokens.slice(start, end).forEach((token, index) => {
    if (index > 0) add({ text: " ", marked: false });
    for (const part of markToken(token, isMatch(token))) add(part);
  });
  if (end < best[1]) add({ text: " …", marked: false });
  return parts;
}

/**
 * Pages ordered by their best section, each linked there with its best
 * sentence and the next best sections.
 */
export function rankPages(
  pages: readonly RankedPage[],
  terms: readonly QueryTerm[],
  weights: Weights,
): SearchHit[] {
  return pages
    .map((page, order) => {
      const sections = scoreSections(page, terms, weights);
      return { page, order, sections, score: Math.max(0, ...sections.map(({ score }) => score)) };
    })
    .filter(({ sections }) => sections.length > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ page, sections }) => {
      const [top, ...rest] = sections as [ScoredSection, ...ScoredSection[]];
      return {
        pageTitle: page.title,
        pageUrl: page.url,
        best: { title: top.section.title, url: top.section.url },
        excerpt: excerptOf(page, top.section, terms, weights),
        // The page's top is no further section: its title is already under the link.
        more: rest
          .filter(({ section }) => section.url !== page.url)
          .slice(0, MORE_SECTIONS)
          .map(({ section }) => ({ title: section.title, url: section.url })),
      };
    });
}
