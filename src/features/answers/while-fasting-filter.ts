import type { FastingVerdict, WhileFastingGroup, WhileFastingItem } from "~/content/while-fasting";

/** What the reader narrowed the lookup to: typed words, a shelf, a verdict ("all" for either). */
export interface WhileFastingFilter {
  text: string;
  shelf: WhileFastingGroup | "all";
  verdict: FastingVerdict | "all";
}

/** Words that say nothing about what a reader wants to have ("can I have a splash of milk"). */
const FILLER = new Set(
  "a an and any break breaks can do does during for have i if in is it my of on or some the to when while with fasting fast".split(
    " ",
  ),
);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/’/g, "'")
    .match(/[\p{L}\p{N}']+/gu) ?? [];

/** The typed words that name something: filler and "fasting" left out (every item is about fasting), unless nothing else is left. */
function meaningfulWords(text: string): string[] {
  const words = wordsOf(text);
  const kept = words.filter((word) => !FILLER.has(word));
  return kept.length > 0 ? kept : words;
}

/**
 * Whether an item stays in view: every typed word begins a word of its name,
 * its other names or its reason ("milk" finds "Coffee with a splash of milk";
 * "stev" finds stevia), and it is on the chosen shelf with the chosen verdict.
 */
export function isShown(item: WhileFastingItem, filter: WhileFastingFilter): boolean {
  if (filter.shelf !== "all" && item.group !== filter.shelf) return false;
  if (filter.verdict !== "all" && item.verdict !== filter.verdict) return false;
  const wanted = meaningfulWords(filter.text);
  if (wanted.length === 0) return true;
  const own = [item.name, ...(item.also ?? []), item.why].flatMap(wordsOf);
  return wanted.every((word) => own.some((candidate) => candidate.startsWith(word)));
}
