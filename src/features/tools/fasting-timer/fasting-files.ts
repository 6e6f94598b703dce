import { formatCsvCell, restoreCsvCell } from "~/lib/csv-cell";
import { isRecord, MINUTE_MS, toFast, type Fast, type FastProblem } from "./fast-records";
import { metTarget } from "./fast-progress";

/**
 * The history as files a person can keep: the JSON and CSV exports, and
 * reading them back. Parsing is written by hand: this module ships to the
 * browser on a page with a tight JavaScript budget.
 */

/** The `app` value of a JSON export, which tells it apart from any other JSON file. */
export const EXPORT_APP = "fast-and-fuel-fasting-timer";
export const EXPORT_VERSION = 1;

const toIso = (instant: number) => new Date(instant).toISOString();

/**
 * The history as a JSON export, pretty-printed, in the order given:
 * `{ app, version: 1, fasts: [{ id, start, end, targetHours, plan }] }` with
 * ISO 8601 UTC instants (`end` null while running).
 */
export function toJson(fasts: readonly Fast[]): string {
  const entries = fasts.map((fast) => ({
    id: fast.id,
    start: toIso(fast.startedAt),
    end: fast.endedAt === null ? null : toIso(fast.endedAt),
    targetHours: fast.targetHours,
    plan: fast.plan,
  }));
  return `${JSON.stringify({ app: EXPORT_APP, version: EXPORT_VERSION, fasts: entries }, null, 2)}\n`;
}

const CSV_COLUMNS = ["id", "start", "end", "duration_hours", "target_hours", "plan", "met_target"] as const;
/** The columns an import needs; duration_hours and met_target are worked out again. */
const CSV_REQUIRED = ["id", "start", "end", "target_hours", "plan"] as const;

/**
 * The history as CSV (RFC 4180, CRLF line ends), in the order given, with the
 * header id,start,end,duration_hours,target_hours,plan,met_target: ISO 8601 UTC
 * instants, the duration in hours to 2 decimals, met_target true/false. A
 * running fast has an empty end, duration and met_target.
 *
 * Every cell goes through `formatCsvCell`: an id that starts like a formula
 * (`=`, `+`, `-`, `@`, a tab or a line break) gets a leading `'`, so a
 * spreadsheet shows it as text instead of running it. Only the id can start
 * that way: the dates start with a digit, the durations and targets are never
 * negative, and the plan and met_target are fixed words.
 */
export function toCsv(fasts: readonly Fast[]): string {
  const rows = fasts.map((fast) => {
    const { id, startedAt, endedAt, targetHours, plan } = fast;
    if (endedAt === null) return [id, toIso(startedAt), "", "", String(targetHours), plan, ""];
    // Rounded down, as the timer shows time: 15.999 h never reads "16.00" beside met_target false.
    const hours = (Math.floor((endedAt - startedAt) / 36_000) / 100).toFixed(2);
    return [id, toIso(startedAt), toIso(endedAt), hours, String(targetHours), plan, String(metTarget(fast))];
  });
  return [[...CSV_COLUMNS], ...rows].map((row) => `${row.map(formatCsvCell).join(",")}\r\n`).join("");
}

/**
 * Splits CSV text into records of fields (RFC 4180): quoted fields may hold
 * commas, doubled quotes and line breaks; CRLF, LF or CR ends a record.
 * Null when a quoted field never closes.
 */
function splitCsv(text: string): string[][] | null {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      // Inside quotes only a quote is special: doubled it is a quote, alone it closes the field.
      if (char !== '"') {
        field += char;
      } else if (text.charAt(i + 1) === '"') {
        field += '"';
        i += 1;
      } else {
        quoted = false;
      }
    } else if (char === '"' && field === "") {
      quoted = true;
    } else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text.charAt(i + 1) === "\n") i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else {
      field += char;
    }
  }
  if (quoted) return null;
  if (field !== "" || record.length > 0) records.push([...record, field]);
  return records;
}

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:Z|([+-])(\d{2}):?(\d{2}))$/i;

/**
 * An ISO 8601 date-time with a zone ("…Z" or "…+01:00") as epoch ms, NaN when
 * malformed. Checked field by field because Date.parse rolls 30 February over
 * to March; a time without a zone is refused, as its instant would be a guess.
 */
function instantFromIso(value: unknown): number {
  const match = typeof value === "string" ? ISO_INSTANT.exec(value.trim()) : null;
  if (!match) return NaN;
  const field = (index: number) => Number(match[index] ?? 0);
  const year = field(1);
  const month = field(2);
  const day = field(3);
  const ms = Number((match[7] ?? "").padEnd(3, "0").slice(0, 3));
  const offsetHours = field(9);
  const offsetMinutes = field(10);
  // From 1970 only, like a stored instant; Date.UTC would also read year 0050 as 1950.
  const isDate =
    year >= 1970 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (!isDate || field(4) > 23 || field(5) > 59 || field(6) > 59) return NaN;
  if (offsetHours > 23 || offsetMinutes > 59) return NaN;
  const offset = (match[8] === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * MINUTE_MS;
  return Date.UTC(year, month - 1, day, field(4), field(5), field(6), ms) - offset;
}

export interface ImportResult {
  /** The fasts read, in file order; not yet checked against the history (see `mergeImported`). */
  fasts: Fast[];
  /** One sentence per entry that couldn't be read, naming its row (CSV) or position (JSON). */
  problems: string[];
}

const fileProblem = (message: string): FastProblem => ({ field: "file", message });

/**
 * The most fasts one file may bring: about 13 years of daily fasts. Each is
 * checked against the whole history while the stored data is locked, so a
 * bigger file would keep every open tab of the timer waiting.
 */
export const IMPORT_MAX_FASTS = 5_000;

const tooMany = (fileName: string) =>
  fileProblem(
    `“${fileName}” holds more than ${IMPORT_MAX_FASTS.toLocaleString("en-US")} fasts, more than the timer imports at once. Split it into smaller files and import them one by one.`,
  );

const notAnExport = (fileName: string) =>
  fileProblem(`“${fileName}” isn’t a fasting-timer export. Choose a JSON or CSV file saved from this page.`);

function importJson(text: string, fileName: string): ImportResult | FastProblem {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fileProblem(`“${fileName}” can’t be read: it looks like JSON, but it is damaged or cut short.`);
  }
  if (!isRecord(data) || data.app !== EXPORT_APP || !Array.isArray(data.fasts)) return notAnExport(fileName);
  if (data.version !== EXPORT_VERSION) {
    return fileProblem(
      `“${fileName}” comes from another version of the fasting timer and can’t be read here.`,
    );
  }
  if (data.fasts.length > IMPORT_MAX_FASTS) return tooMany(fileName);
  const result: ImportResult = { fasts: [], problems: [] };
  (data.fasts as unknown[]).forEach((entry, index) => {
    const fast = isRecord(entry)
      ? toFast({
          id: entry.id,
          startedAt: instantFromIso(entry.start),
          endedAt: entry.end === null ? null : instantFromIso(entry.end),
          targetHours: entry.targetHours,
          plan: entry.plan,
        })
      : "It isn’t a fast.";
    if (typeof fast === "string") result.problems.push(`Fast ${index + 1}: ${fast}`);
    else result.fasts.push(fast);
  });
  return result;
}

function importCsv(text: string, fileName: string): ImportResult | FastProblem {
  const records = splitCsv(text);
  if (!records) return fileProblem(`“${fileName}” can’t be read: a quotation mark is never closed.`);
  const header = records[0]?.map((name) => name.trim().toLowerCase());
  if (!header || CSV_REQUIRED.some((name) => !header.includes(name))) return notAnExport(fileName);
  const isBlank = (row: string[]) => row.every((cell) => cell.trim() === "");
  // The header is not a fast; blank lines aren't either.
  if (records.filter((row) => !isBlank(row)).length - 1 > IMPORT_MAX_FASTS) return tooMany(fileName);
  const result: ImportResult = { fasts: [], problems: [] };
  records.forEach((row, index) => {
    if (index === 0 || isBlank(row)) return;
    const cell = (name: (typeof CSV_REQUIRED)[number]) => row[header.indexOf(name)] ?? "";
    const end = cell("end").trim();
    const target = cell("target_hours").trim();
    const fast = toFast({
      // The id is opaque: kept exactly, spaces and all, less the quote an export put before a formula.
      id: restoreCsvCell(cell("id")),
      startedAt: instantFromIso(cell("start")),
      endedAt: end === "" ? null : instantFromIso(end),
      targetHours: target === "" ? NaN : Number(target),
      plan: cell("plan").trim(),
    });
    // Row numbers as a spreadsheet shows them: the header is row 1.
    if (typeof fast === "string") result.problems.push(`Row ${index + 1}: ${fast}`);
    else result.fasts.push(fast);
  });
  return result;
}

/**
 * Reads an exported file, JSON or CSV, told apart by its content (a JSON
 * export starts with "{"), whatever its name. A file that is empty, damaged or
 * neither kind is a problem for the "file" field, named by `fileName`; entries
 * that can't be read are listed in `problems` while the others are kept. CSV
 * duration_hours and met_target are ignored: they follow from the other columns.
 */
export function parseImport(text: string, fileName: string): ImportResult | FastProblem {
  // Spreadsheet programs often save CSV with a byte-order mark.
  const content = text.replace(/^\uFEFF/, "");
  const trimmed = content.trim();
  if (trimmed === "") return fileProblem(`“${fileName}” is empty.`);
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) return importJson(trimmed, fileName);
  return importCsv(content, fileName);
}
