import type { PagefindData } from "~/features/search/pagefind";

/**
 * A page as Pagefind's `data()` gives it: the title, the text before the first
 * heading, then each heading (Pagefind ends it with a full stop) and its text,
 * with each heading's place as a word position.
 */
export function pagefindPage(
  url: string,
  title: string,
  intro: string,
  sections: readonly { id: string; heading: string; text: string }[] = [],
): PagefindData {
  const words: string[] = `${title}. ${intro}`.split(/\s+/).filter(Boolean);
  const anchors: PagefindData["anchors"] = [];
  for (const { id, heading, text } of sections) {
    anchors.push({ element: "h2", id, text: heading, location: words.length });
    words.push(...`${heading}. ${text}`.split(/\s+/).filter(Boolean));
  }
  return { url, content: words.join(" "), meta: { title }, anchors };
}
