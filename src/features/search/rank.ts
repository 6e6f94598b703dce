import type { PagefindData } from "./pagefind";
import { type QueryTerm, formMatched, isFiller, wordsOf } from "./query";

// Every section of a page (heading to heading) is scored and a page ranks by its best one, so a heading
// that answers the question outranks a section that only mentions its words (decision 018).

export interface SearchSection {
  title: string;
  url: string;
}

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** Plain data: it crosses from the search worker, and a result unchanged between keys is not redrawn. */
export interface SearchHit {
  pageTitle: string;
  pageUrl: string;
  best: SearchSection;
  excerpt: ExcerptPart[];
  more: SearchSection[];
}

interface Section extends SearchSection {
  /** The page's title for the part before the first heading. */
  headingWords: string[];
  /** Word positions; `start` is after the heading. */
  start: number;
  end: number;
}

export interface RankedPage {
  url: string;
  title: string;
  titleWords: string[];
  /** Split at spaces, as Pagefind counts words. */
  tokens: string[];
  positions: Map<string, number[]>;
  sections: Section[];
}

/** Each query form's rarity on the site; a form no page has is absent. */
export type Weights = ReadonlyMap<string, number>;

const SYNONYM_WEIGHT = 0.8;

function matchOf(word: string, term: QueryTerm, weights: Weights): { rarity: number; closeness: number } {
  const form = formMatched(word, term);
  if (form === undefined) return { rarity: 0, closeness: 0 };
  return { rarity: weights.get(form) ?? 0, closeness: form === term.word ? 1 : SYNONYM_WEIGHT };
}

const matchWeight = (word: string, term: QueryTerm, weights: Weights) => {
  const { rarity, closeness } = matchOf(word, term, weights);
  return rarity * closeness;
};

const IN_HEADING = 4;
const IN_TITLE = 1.5;
/** BM25's saturation: repeats count less and less, and a long section needs more of them. */
const SATURATION = 1.2;
const LENGTH_NORM = 0.5;
const LEAD_WORDS = 40;
const LEAD_BONUS = 1.5;
const MORE_SECTIONS = 2;
const SENTENCE_WORDS = 45;
const WINDOW_WORDS = 32;
const SHORT_SENTENCE = 6;

/** One spelling per page: no trailing slash before the path's end or its `#`. */
export function siteUrl(url: string): string {
  return url.replace(/(.)\/(?=#|$)/, "$1");
}

/** An article's sources (not indexed) and its log of changes: no answer is there. */
const NOT_ANSWERS = new Set(["footnote-label", "what-changed"]);

/** Not React's made-up ids for a form's legend: they change between builds. */
const isLandingHeading = (element: string, id: string) =>
  /^h[1-6]$/.test(element) && !id.startsWith("_") && !NOT_ANSWERS.has(id);

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

const bestMatch = (words: readonly string[], term: QueryTerm, weights: Weights) =>
  words.reduce((best, word) => Math.max(best, matchWeight(word, term, weights)), 0);

interface Match {
  at: number;
  rarity: number;
  closeness: number;
}

function matchesIn(page: RankedPage, term: QueryTerm, weights: Weights): Match[] {
  const found: Match[] = [];
  for (const [word, at] of page.positions) {
    const match = matchOf(word, term, weights);
    if (match.rarity > 0) for (const position of at) found.push({ at: position, ...match });
  }
  return found;
}

/** BM25's inverse document frequency: a word on every page counts for little. */
export function rarity(pagesWith: number, pages: number): number {
  return Math.log(1 + (pages - pagesWith + 0.5) / (pagesWith + 0.5));
}

/** "Does tea break a fast?" is about little else: between equals, that heading wins. */
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
  /** Page title included: what orders pages. */
  score: number;
  /** Without the page's title: which of a page's sections a result links to. */
  own: number;
}

export function scoreSections(
  page: RankedPage,
  terms: readonly QueryTerm[],
  weights: Weights,
): ScoredSection[] {
  const matches = terms.map((term) => matchesIn(page, term, weights));
  const averageLength = page.tokens.length / page.sections.length || 1;
  const inTitle = terms.map((term) => bestMatch(page.titleWords, term, weights) * IN_TITLE);
  // A section that misses a term the site has loses that term's share of its score.
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
        const inText =
          (rarest * (repeats * (SATURATION + 1))) /
          (repeats + SATURATION * (1 - LENGTH_NORM + (LENGTH_NORM * length) / averageLength));
        // The top part is headed by the page's title: that ranks the page, but a section whose own heading
        // answers is the better place to land.
        const inHeading = bestMatch(section.headingWords, term, weights) * IN_HEADING;
        const forPage = isTop ? inText + inHeading : inText + inHeading + (inTitle[index] ?? 0);
        own += isTop ? inText : inText + inHeading;
        score += forPage;
        if (forPage > 0) covered += termRarity[index] ?? 0;
      });
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

const endsSentence = (token: string) => /[.!?…][”’")\]]*$/.test(token);

function markToken(token: string, isMatch: boolean): ExcerptPart[] {
  if (!isMatch) return [{ text: token, marked: false }];
  const [, before = "", word = "", after = ""] = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(token) ?? [];
  return [
    { text: before, marked: false },
    { text: word, marked: true },
    { text: after, marked: false },
  ].filter(({ text }) => text !== "");
}

/** The best-matching sentence, cut around its first match when too long to show whole. */
export function excerptOf(
  page: RankedPage,
  section: Section,
  terms: readonly QueryTerm[],
  weights: Weights,
): ExcerptPart[] {
  const { tokens } = page;
  const isMatch = (token: string) =>
    wordsOf(token).some((word) => terms.some((term) => matchWeight(word, term, weights) > 0));
  const sentences: [number, number][] = [];
  let from = section.start;
  for (let at = section.start; at < section.end; at += 1) {
    if (endsSentence(tokens[at] ?? "") || at === section.end - 1) {
      sentences.push([from, at + 1]);
      from = at + 1;
    }
  }
  // A line that only repeats the heading, or a few words of a link list, is worth less than a sentence.
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
    // One text node, not many.
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
        // The page's top is no further section: its title is already the link.
        more: rest
          .filter(({ section }) => section.url !== page.url)
          .slice(0, MORE_SECTIONS)
          .map(({ section }) => ({ title: section.title, url: section.url })),
      };
    });
}
