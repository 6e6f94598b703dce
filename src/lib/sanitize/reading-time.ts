import { htmlToText } from "./html-text";

/** Whole minutes to read `html` at 220 words a minute (at least 1). */
export function readingTimeMinutes(html: string): number {
  const words = htmlToText(html).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
