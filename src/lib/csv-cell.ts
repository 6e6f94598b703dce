/**
 * Writing one CSV cell that a spreadsheet opens as plain text, never as a
 * formula. Excel, LibreOffice and Google Sheets run a cell that starts with
 * `=`, `+`, `-` or `@` (and some skip a leading tab or line break first), so
 * a value someone else chose, such as an imported id or a subscriber's name,
 * could run `=HYPERLINK(…)` on the reader's computer. The OWASP advice is
 * followed: such a value gets a single quote in front, which spreadsheets
 * read as "this is text".
 *
 * `restoreCsvCell` undoes `neutralizeCsvCell` exactly, so a file written by
 * the site reads back to the same values. A value that already starts with
 * quotes before one of those characters gets one more quote, so the two stay
 * exact inverses.
 *
 * A number that can be negative would come out as text ("'-5"): write
 * numbers of that kind without these helpers.
 */

/** The first characters a spreadsheet treats as the start of a formula (OWASP's list, plus a line feed). */
const FORMULA_START = /^'*[=+\-@\t\r\n]/;

/** `value` with a leading `'` when a spreadsheet could read it as a formula; otherwise unchanged. */
export function neutralizeCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The value `neutralizeCsvCell` was given: its added leading `'` removed; any other value unchanged. */
export function restoreCsvCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

/**
 * One cell of a CSV row: neutralised as above, then quoted if it holds a
 * comma, a quote or a line break (RFC 4180 §2), quotes doubled.
 */
export function formatCsvCell(value: string): string {
  const safe = neutralizeCsvCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
