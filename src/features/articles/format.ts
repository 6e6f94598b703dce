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
 * "March 14, 2026" in UTC, by hand rather than with `Intl`: hydration must meet the prerendered text in
 * every locale, and starting locale data is a long task on slow phones (decision 007).
 */
export function formatArticleDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()] ?? ""} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
