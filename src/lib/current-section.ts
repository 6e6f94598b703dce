/** `top`: px from the top of the viewport. */
export interface HeadingPosition {
  id: string;
  top: number;
}

/** A third of the way down: below the sticky header and where a followed contents link lands a section,
 * above most of the text in view. */
export const READING_LINE = 1 / 3;

/** Undefined while every heading is below the line, so nothing is marked at the top of the page. */
export function findCurrentSection(headings: readonly HeadingPosition[], line: number): string | undefined {
  let current: string | undefined;
  for (const heading of headings) {
    if (heading.top > line) break;
    current = heading.id;
  }
  return current;
}
