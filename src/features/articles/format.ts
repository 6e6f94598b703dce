const dateFormats = new Map<string | undefined, Intl.DateTimeFormat>();

/** "March 14, 2026" in the visitor's locale (UTC date, so it is the same everywhere).
 * One formatter per locale: making one is far slower than using it. */
export function formatArticleDate(date: Date, locale?: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}
