import type { FastingVerdict, WhileFastingGroup, WhileFastingItem } from "~/content/while-fasting";

/** "all" for either shelf or verdict. */
export interface WhileFastingFilter {
  text: string;
  shelf: WhileFastingGroup | "all";
  verdict: FastingVerdict | "all";
}

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

/** "fasting" is filler too (every item is about it), unless nothing else is left. */
function meaningfulWords(text: string): string[] {
  const words = wordsOf(text);
  const kept = words.filter((word) => !FILLER.has(word));
  return kept.length > 0 ? kept : words;
}

/** Every typed word begins a word of its name, other names or reason ("stev" finds stevia). */
export function isShown(item: WhileFastingItem, filter: WhileFastingFilter): boolean {
  if (filter.shelf !== "all" && item.group !== filter.shelf) return false;
  if (filter.verdict !== "all" && item.verdict !== filter.verdict) return false;
  const wanted = meaningfulWords(filter.text);
  if (wanted.length === 0) return true;
  const own = [item.name, ...(item.also ?? []), item.why].flatMap(wordsOf);
  return wanted.every((word) => own.some((candidate) => candidate.startsWith(word)));
}
