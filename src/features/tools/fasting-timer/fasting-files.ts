import Papa from "papaparse";
import { z } from "zod";
import { neutralizeCsvCell, restoreCsvCell } from "~/lib/csv-cell";
import { readProgressSettings, type ProgressSettings } from "../progress-tracker/progress-settings";
import { toWeightEntry, type WeightEntry } from "../progress-tracker/weight-entries";
import { isRecord, toFast, type Fast, type FastJournal, type FastProblem } from "./fast-records";
import { metTarget } from "./fast-progress";

/** Tells a JSON export apart from any other JSON file. */
export const EXPORT_APP = "fast-and-fuel-fasting-timer";
export const EXPORT_VERSION = 1;

const toIso = (instant: number) => new Date(instant).toISOString();

const journalOut = ({ savedAt, ...journal }: FastJournal) => ({ ...journal, saved: toIso(savedAt) });

/** Stays 1: every key added since is optional, and an older timer passes over keys it doesn't know. */
export function toJson(
  fasts: readonly Fast[],
  weights?: readonly WeightEntry[],
  settings?: ProgressSettings,
): string {
  const entries = fasts.map((fast) => ({
    id: fast.id,
    start: toIso(fast.startedAt),
    end: fast.endedAt === null ? null : toIso(fast.endedAt),
    targetHours: fast.targetHours,
    plan: fast.plan,
    ...(fast.journal && { journal: journalOut(fast.journal) }),
  }));
  const weighIns = weights?.map(({ date, weightKg, waistCm, savedAt }) => ({
    date,
    weightKg,
    waistCm,
    saved: toIso(savedAt),
  }));
  const file = {
    app: EXPORT_APP,
    version: EXPORT_VERSION,
    fasts: entries,
    ...(weighIns && { weights: weighIns }),
    ...(settings && { settings }),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

const JOURNAL_COLUMNS = ["hunger", "energy", "mood", "note", "journal_saved"];
const CSV_COLUMNS = [
  "id",
  "start",
  "end",
  "duration_hours",
  "target_hours",
  "plan",
  "met_target",
  ...JOURNAL_COLUMNS,
];
/** duration_hours and met_target are worked out again on import. */
const CSV_REQUIRED = ["id", "start", "end", "target_hours", "plan"];

/** RFC 4180 with CRLF line ends, as spreadsheets expect. */
export function toCsv(fasts: readonly Fast[]): string {
  const rows = fasts.map((fast) => {
    const { id, startedAt, endedAt, targetHours, plan, journal } = fast;
    const felt = journal
      ? [journal.hunger, journal.energy, journal.mood].map((rating) =>
          rating === null ? "" : String(rating),
        )
      : ["", "", ""];
    const journalCells = [...felt, journal?.note ?? "", journal ? toIso(journal.savedAt) : ""];
    if (endedAt === null) {
      return [id, toIso(startedAt), "", "", String(targetHours), plan, "", ...journalCells];
    }
    // Rounded down, as the timer shows time: 15.999 h never reads "16.00" beside met_target false.
    const hours = (Math.floor((endedAt - startedAt) / 36_000) / 100).toFixed(2);
    return [
      id,
      toIso(startedAt),
      toIso(endedAt),
      hours,
      String(targetHours),
      plan,
      String(metTarget(fast)),
      ...journalCells,
    ];
  });
  const data = rows.map((row) => row.map(neutralizeCsvCell));
  return `${Papa.unparse({ fields: CSV_COLUMNS, data }, { newline: "\r\n" })}\r\n`;
}

/** ISO 8601 as people write it: "T" or a space, seconds optional, and always a zone. */
const ISO_INSTANT = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d)(?::(\d\d)(?:\.(\d+))?)?(Z|[+-]\d\d:?\d\d)$/i;

/** Rewritten into the one form zod checks (no 30 February, no 24:00) and every browser's Date reads alike. */
const instant = z
  .string()
  .trim()
  .regex(ISO_INSTANT)
  .transform((value) => {
    const [, date, time, seconds = "00", ms = "", zone = ""] = ISO_INSTANT.exec(value) ?? [];
    const offset = zone.toUpperCase().replace(/(\d\d)(\d\d)$/, "$1:$2");
    return `${date}T${time}:${seconds}.${ms.padEnd(3, "0").slice(0, 3)}${offset}`;
  })
  .pipe(z.iso.datetime({ offset: true }))
  .transform((iso) => Date.parse(iso))
  .catch(NaN);

// Only read into the record's fields here; `toFast` decides whether they make a fast, as for a stored one.
const asIs = z.unknown().optional();

const jsonFile = z.object({
  app: z.literal(EXPORT_APP),
  version: z.literal(EXPORT_VERSION),
  fasts: z.array(z.unknown()),
  weights: z.array(z.unknown()).optional(),
  settings: z.unknown().optional(),
});

const jsonJournal = z
  .unknown()
  .transform((value) => (isRecord(value) ? { ...value, savedAt: instant.parse(value.saved) } : value));

const jsonWeight = z
  .object({ date: asIs, weightKg: asIs, waistCm: asIs, saved: instant })
  .transform(({ saved, waistCm, ...rest }) => ({ ...rest, waistCm: waistCm ?? null, savedAt: saved }));

const jsonFast = z
  .object({
    id: asIs,
    start: instant,
    end: instant.nullable(),
    targetHours: asIs,
    plan: asIs,
    journal: jsonJournal.optional(),
  })
  .transform(({ start, end, ...rest }) => ({ ...rest, startedAt: start, endedAt: end }));

// Plain decimals only: a spreadsheet's "0x10" or "1.6e1" is not a number of hours a reader typed.
const csvNumber = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .pipe(z.coerce.number())
  .catch(NaN);
const csvRating = csvNumber.nullish().transform((value) => value ?? null);

/** A journal typed into a spreadsheet, without journal_saved, counts as saved when the fast ended. */
const csvFast = z
  .object({
    id: asIs,
    start: instant,
    end: instant.nullish(),
    target_hours: csvNumber,
    plan: asIs,
    hunger: csvRating,
    energy: csvRating,
    mood: csvRating,
    note: z.string().nullish(),
    journal_saved: instant.nullish(),
  })
  .transform(({ start, end, target_hours, hunger, energy, mood, note, journal_saved, ...rest }) => {
    const hasJournal = hunger !== null || energy !== null || mood !== null || Boolean(note);
    const savedAt = journal_saved ?? end ?? start;
    return {
      ...rest,
      startedAt: start,
      endedAt: end ?? null,
      targetHours: target_hours,
      ...(hasJournal && { journal: { hunger, energy, mood, note: note ?? "", savedAt } }),
    };
  });

export interface ImportResult {
  /** Not yet checked against the history (see `mergeImported`). */
  fasts: Fast[];
  weights: WeightEntry[];
  settings: ProgressSettings | null;
  problems: string[];
}

const fileProblem = (message: string): FastProblem => ({ field: "file", message });

/** About 13 years of daily fasts. Each is checked against the whole history while the store is locked. */
export const IMPORT_MAX_FASTS = 5_000;

/**
 * 5,000 fasts with 500-character notes in a 3-byte script plus 5,000 weigh-ins export to 9.9 MB. A bigger file
 * is refused unread, so it can't freeze the page.
 */
export const IMPORT_MAX_BYTES = 16 * 1024 * 1024;

const tooMany = (fileName: string, what = "fasts") =>
  fileProblem(
    `“${fileName}” holds more than ${IMPORT_MAX_FASTS.toLocaleString("en-US")} ${what}, more than the timer imports at once. Split it into smaller files and import them one by one.`,
  );

const notAnExport = (fileName: string) =>
  fileProblem(`“${fileName}” isn’t a fasting-timer export. Choose a JSON or CSV file saved from this page.`);

function sortOut(read: (Fast | string | null)[], label: (index: number) => string): ImportResult {
  const result: ImportResult = { fasts: [], weights: [], settings: null, problems: [] };
  read.forEach((fast, index) => {
    if (typeof fast === "string") result.problems.push(`${label(index)}: ${fast}`);
    else if (fast) result.fasts.push(fast);
  });
  return result;
}

function importJson(text: string, fileName: string): ImportResult | FastProblem {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fileProblem(`“${fileName}” can’t be read: it looks like JSON, but it is damaged or cut short.`);
  }
  const file = jsonFile.safeParse(data);
  if (!file.success) {
    return file.error.issues.every((issue) => issue.path[0] === "version")
      ? fileProblem(`“${fileName}” comes from another version of the fasting timer and can’t be read here.`)
      : notAnExport(fileName);
  }
  const weights = file.data.weights ?? [];
  if (file.data.fasts.length > IMPORT_MAX_FASTS) return tooMany(fileName);
  if (weights.length > IMPORT_MAX_FASTS) return tooMany(fileName, "weigh-ins");
  // Anything but an object fails the schema and reads as "It isn’t a fast.".
  const read = file.data.fasts.map((entry) => toFast(jsonFast.safeParse(entry).data));
  const result = sortOut(read, (index) => `Fast ${index + 1}`);
  if (file.data.settings !== undefined) result.settings = readProgressSettings(file.data.settings);
  weights.forEach((entry, index) => {
    const weight = toWeightEntry(jsonWeight.safeParse(entry).data);
    if (typeof weight === "string") result.problems.push(`Weigh-in ${index + 1}: ${weight}`);
    else result.weights.push(weight);
  });
  return result;
}

/** Papaparse would read the final line break as one more, blank row. */
function withoutFinalLineBreak(text: string): string {
  const cut = text.endsWith("\r\n") ? 2 : text.endsWith("\n") || text.endsWith("\r") ? 1 : 0;
  return text.slice(0, text.length - cut);
}

const isBlank = (row: Record<string, unknown>) =>
  Object.values(row)
    .flat()
    .every((cell) => typeof cell !== "string" || cell.trim() === "");

function importCsv(text: string, fileName: string): ImportResult | FastProblem {
  const rows: Record<string, unknown>[] = [];
  let fields: string[] | undefined;
  // Widened: papaparse's callback sets it, which the type checker can't follow.
  let stoppedBy = null as "MissingQuotes" | "cap" | null;
  const whole = Papa.parse<Record<string, unknown>>(withoutFinalLineBreak(text), {
    header: true,
    delimiter: ",",
    transformHeader: (name) => name.trim().toLowerCase(),
    // The id is opaque: kept exactly, less the quote an export put before a formula (a note may have one too).
    transform: (value, column) =>
      column === "id"
        ? restoreCsvCell(value)
        : (column === "note" ? restoreCsvCell(value) : value).trim() || null,
    // Row by row, blank rows counted too, so a file padded to millions of rows stops at the cap.
    step: ({ data, errors, meta }, parser) => {
      fields = meta.fields;
      if (errors.some((error) => error.code === "MissingQuotes")) stoppedBy = "MissingQuotes";
      else if (rows.length < IMPORT_MAX_FASTS) rows.push(data);
      else stoppedBy = "cap";
      if (stoppedBy) parser.abort();
    },
  }) as Papa.ParseResult<unknown> | undefined;
  // Aborted, the parse returns nothing; a file of a header alone never reaches `step`.
  fields ??= whole?.meta.fields;
  if (stoppedBy === "MissingQuotes")
    return fileProblem(`“${fileName}” can’t be read: a quotation mark is never closed.`);
  if (CSV_REQUIRED.some((name) => !fields?.includes(name))) return notAnExport(fileName);
  if (stoppedBy === "cap") return tooMany(fileName);
  const read = rows.map((row) => (isBlank(row) ? null : toFast(csvFast.safeParse(row).data)));
  // As a spreadsheet numbers rows: the header is row 1.
  return sortOut(read, (index) => `Row ${index + 2}`);
}

/** JSON or CSV, told apart by content rather than by name. */
export function parseImport(text: string, fileName: string): ImportResult | FastProblem {
  // trim() also drops the byte-order mark spreadsheets often save; papaparse skips it in CSV.
  const trimmed = text.trim();
  if (trimmed === "") return fileProblem(`“${fileName}” is empty.`);
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) return importJson(trimmed, fileName);
  return importCsv(text, fileName);
}

const tooBig = (fileName: string) =>
  fileProblem(
    `“${fileName}” is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB, more than the timer imports at once. Choose a file saved from this page, or split it into smaller files and import them one by one.`,
  );

export async function readImportFile(
  file: Pick<File, "name" | "size" | "text">,
): Promise<ImportResult | FastProblem> {
  if (file.size > IMPORT_MAX_BYTES) return tooBig(file.name);
  return parseImport(await file.text(), file.name);
}
