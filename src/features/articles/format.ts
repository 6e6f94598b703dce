/** "March 14, 2026" in the visitor's locale (UTC date, so it is the same everywhere). */
export function formatArticleDate(date: Date, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
}
