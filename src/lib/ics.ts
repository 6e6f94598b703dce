// RFC 5545 by hand: the few properties the tools write need no library.

/** RFC 5545 §3.3.11. */
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

/** RFC 5545 §3.1: at most 75 octets a line, never splitting a UTF-8 character; no trailing CRLF. */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
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

export function formatIcsUtc(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad2(date.getUTCMonth() + 1)}${pad2(date.getUTCDate())}` +
    `T${pad2(date.getUTCHours())}${pad2(date.getUTCMinutes())}${pad2(date.getUTCSeconds())}Z`
  );
}

/** A floating local DATE-TIME; `minutes` may exceed a day. */
export function formatIcsFloating(year: number, monthIndex: number, day: number, minutes: number): string {
  // Date.UTC is used only as a calendar: it rolls days, months and years over.
  const date = new Date(Date.UTC(year, monthIndex, day, 0, minutes));
  return formatIcsUtc(date).slice(0, -1);
}

/** RFC 5545 §3.3.6. Zero is "PT0S", as Apple Calendar writes it: a bare "PT" would be invalid. */
export function formatIcsDuration(minutes: number): string {
  const sign = minutes < 0 ? "-" : "";
  const total = Math.abs(minutes);
  if (total === 0) return "PT0S";
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return `${sign}PT${hours > 0 ? `${hours}H` : ""}${rest > 0 ? `${rest}M` : ""}`;
}

/** `offsetMinutes` from its event's DTSTART. */
export function displayAlarm(offsetMinutes: number, description: string): string[] {
  return [
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeIcsText(description)}`,
    `TRIGGER:${formatIcsDuration(offsetMinutes)}`,
    "END:VALARM",
  ];
}
