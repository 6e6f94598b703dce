/* Spreadsheets run a cell starting with `=`, `+`, `-` or `@`, so a value someone else chose (an imported id,
 * a subscriber's name) could run `=HYPERLINK(…)` on the reader's computer; as OWASP advises, it gets a `'`.
 * A number that can be negative would come out as text ("'-5"): write those without these helpers. */

/** OWASP's list plus a line feed; leading quotes count, so `restoreCsvCell` is an exact inverse. */
const FORMULA_START = /^'*[=+\-@\t\r\n]/;

export function neutralizeCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function restoreCsvCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

/** Quoted as RFC 4180 §2 says. */
export function formatCsvCell(value: string): string {
  const safe = neutralizeCsvCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
