// Calendar files (RFC 5545) built by hand: the few properties the tools
// write need no library, only escaping, folding and dates done right.

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}

/**
 * Folds one content line to at most 75 octets per line (RFC 5545 §3.1):
 * continuation lines start with a space. Never splits a UTF-8 character.
 * Returns the folded line joined with CRLF, without a trailing CRLF.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // The first line holds 75 octets; later ones 74 after their leading space.
    const limit = lines.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.map((part, index) => (index === 0 ? part : ` ${part}`)).join("\r\n");
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** A UTC instant as an iCalendar DATE-TIME in UTC form, e.g. "20260314T083000Z". */
export function formatIcsUtc(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad2(date.getUTCMonth() + 1)}${pad2(date.getUTCDate())}` +
    `T${pad2(date.getUTCHours())}${pad2(date.getUTCMinutes())}${pad2(date.getUTCSeconds())}Z`
  );
}

/** A calendar date plus minutes as a floating local DATE-TIME ("20260314T070000"); minutes may exceed a day. */
export function formatIcsFloating(year: number, monthIndex: number, day: number, minutes: number): string {
  // Date.UTC is used only as a calendar: it rolls days, months and years over.
  const date = new Date(Date.UTC(year, monthIndex, day, 0, minutes));
  return formatIcsUtc(date).slice(0, -1);
}

/**
 * Minutes as an iCalendar DURATION (RFC 5545 §3.3.6), negative for "before":
 * 960 → "PT16H", -90 → "-PT1H30M", 0 → "PT0S" (the form Apple Calendar writes
 * for "at the start", where a bare "PT" would be invalid).
 */
export function formatIcsDuration(minutes: number): string {
  const sign = minutes < 0 ? "-" : "";
  const total = Math.abs(minutes);
  if (total === 0) return "PT0S";
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return `${sign}PT${hours > 0 ? `${hours}H` : ""}${rest > 0 ? `${rest}M` : ""}`;
}

/** A display alarm (RFC 5545 §3.6.6) `offsetMinutes` from its event's DTSTART. */
export function displayAlarm(offsetMinutes: number, description: string): string[] {
  return [
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeIcsText(description)}`,
    `TRIGGER:${formatIcsDuration(offsetMinutes)}`,
    "END:VALARM",
  ];
}
