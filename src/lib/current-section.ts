/** Where a section's heading is: its id and its top edge, in px from the top of the viewport. */
export interface HeadingPosition {
  id: string;
  top: number;
}

/**
 * How far down the viewport, as a share of its height, a heading must have
 * come before its section counts as the one being read. A third of the way
 * down is below the sticky site header and below where a section lands when
 * its contents link is followed, and above most of the text in view.
 */
export const READING_LINE = 1 / 3;

/**
 * The section a reader is in: the last heading, in page order, whose top has
 * reached `line` (px from the viewport top). Undefined while every heading is
 * still below the line, so nothing is marked at the top of the page.
 */
export function findCurrentSection(headings: readonly HeadingPosition[], line: number): string | undefined {
  let current: string | undefined;
  for (const heading of headings) {
    if (heading.top > line) break;
    current = heading.id;
  }
  return current;
}
