const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "March 14, 2026": the article's UTC date, in English like the rest of the
 * site. Written by hand rather than with `Intl.DateTimeFormat`: the text is the
 * same at build time and in every browser (the prerendered page must hydrate
 * to identical text, whatever the visitor's locale), and the page does not
 * have to start the browser's locale data while it hydrates (a long task on
 * slow phones; measured in decision 007).
 */
export function formatArticleDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()] ?? ""} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
