import { formatCsvCell, restoreCsvCell } from "~/lib/csv-cell";

/**
 * The fasting timer's maths: plans and targets, a fast's elapsed and remaining
 * time, the checks a recorded fast must pass, the history (streak, last seven
 * days) and the export/import files.
 *
 * Instants are epoch milliseconds (UTC), so a duration is a subtraction that
 * never depends on the time zone or daylight saving time; only calendar
 * questions (which day a fast ended on, where midnight falls) use the device's
 * local time. Validation is written by hand: this module ships to the browser
 * on a page with a tight JavaScript budget.
 */

export type PlanId = "16:8" | "18:6" | "omad" | "custom";

/** One fast. Instants are epoch milliseconds (UTC): durations never depend on time zone or DST; only display is local. */
export interface Fast {
  /** Opaque, unique within a history. */
  id: string;
  /** Epoch ms. */
  startedAt: number;
  /** Epoch ms, after `startedAt`; null while the fast is running. */
  endedAt: number | null;
  /** Planned fasting length in whole hours: the plan's own, or 12 … 72 for a custom fast. */
  targetHours: number;
  plan: PlanId;
}

/** What is wrong, for a person, and the input (or the imported file) it is about. */
export interface FastProblem {
  field: "start" | "end" | "target" | "file";
  message: string;
}

export interface Plan {
  id: Exclude<PlanId, "custom">;
  label: string;
  /** Hours of fasting in each 24 hours. */
  targetHours: number;
  /** Hours of eating; with `targetHours` it makes 24. */
  eatingHours: number;
}

export const plans: readonly Plan[] = [
  { id: "16:8", label: "16:8", targetHours: 16, eatingHours: 8 },
  { id: "18:6", label: "18:6", targetHours: 18, eatingHours: 6 },
  { id: "omad", label: "One meal a day (OMAD)", targetHours: 23, eatingHours: 1 },
];

/** The range of a custom target, in whole hours (inclusive). */
export const CUSTOM_HOURS = { min: 12, max: 72 } as const;

/** The longest fast the timer records (7 days), in hours; a longer one is refused. */
export const MAX_FAST_HOURS = 168;

/**
 * How far ahead of `now` a start or an end may lie, in ms: a time typed to the
 * minute, or read from another device's clock, can be a little ahead.
 */
export const CLOCK_SKEW_MS = 60_000;

const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
/** 9999-12-31T23:59:59.999Z: the last instant ISO 8601 writes with a four-digit year. */
const MAX_INSTANT = 253_402_300_799_999;
const MAX_ID_LENGTH = 100;

const pad2 = (n: number) => String(n).padStart(2, "0");

/** True for a whole epoch-ms instant from 1970 to the end of year 9999, the range the files can hold. */
function isInstant(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_INSTANT;
}

const planName = (plan: Plan) => (plan.id === "omad" ? "OMAD" : plan.id);

/**
 * The target in hours for `plan`: the plan's own (16, 18 or 23, ignoring
 * `customHours`), or `customHours` for a custom fast when it is a whole number
 * from 12 to 72. Anything else is a problem for the target field.
 */
export function targetHoursFor(plan: PlanId, customHours?: number): number | FastProblem {
  if (plan === "custom") {
    if (
      typeof customHours === "number" &&
      Number.isInteger(customHours) &&
      customHours >= CUSTOM_HOURS.min &&
      customHours <= CUSTOM_HOURS.max
    ) {
      return customHours;
    }
    return {
      field: "target",
      message: `A custom fast is a whole number of hours from ${CUSTOM_HOURS.min} to ${CUSTOM_HOURS.max}.`,
    };
  }
  const preset = plans.find((candidate) => candidate.id === plan);
  return preset ? preset.targetHours : { field: "target", message: "Choose a plan." };
}

/**
 * The plan a schedule link asks for (`?plan=16:8`, `18:6` or `omad`), or
 * 16:8 for anything else. Matched against the plan list itself, so a query
 * such as `?plan=constructor` never reaches an object's built-in properties.
 */
export function planFromQuery(value: string | null): PlanId {
  return plans.find((plan) => plan.id === value)?.id ?? "16:8";
}

/** The problem with a fast's plan and target together, or null when the target fits the plan. */
function targetProblem(fast: Pick<Fast, "plan" | "targetHours">): FastProblem | null {
  const target = targetHoursFor(fast.plan, fast.targetHours);
  if (typeof target !== "number") return target;
  if (target === fast.targetHours) return null;
  const preset = plans.find((plan) => plan.id === fast.plan);
  const name = preset ? planName(preset) : fast.plan;
  return { field: "target", message: `The ${name} plan fasts for ${target} hours.` };
}

/** Time fasted in ms: to the end, or to `now` while running; never negative. */
export function elapsedMs(fast: Fast, now: number): number {
  return Math.max(0, (fast.endedAt ?? now) - fast.startedAt);
}

/** The instant (epoch ms) the target is reached: start + target hours. */
export function plannedEndAt(fast: Fast): number {
  return fast.startedAt + fast.targetHours * HOUR_MS;
}

/**
 * Time left to the target in ms, never negative: from `now` while the fast
 * runs; for an ended fast, what was left when it ended (0 if it met its target).
 */
export function remainingMs(fast: Fast, now: number): number {
  return Math.max(0, plannedEndAt(fast) - (fast.endedAt ?? now));
}

/** Share of the target fasted, 0 … 1 (held at 1 past the target). */
export function progress(fast: Fast, now: number): number {
  return Math.min(1, elapsedMs(fast, now) / (fast.targetHours * HOUR_MS));
}

/**
 * The eating window that follows the planned end, as epoch ms: the rest of
 * the 24 hours (8 h for 16:8, 1 h for OMAD). Null for a target of 24 hours or
 * more, which leaves no daily window.
 */
export function eatingWindow(fast: Fast): { opensAt: number; closesAt: number } | null {
  if (fast.targetHours >= 24) return null;
  const opensAt = plannedEndAt(fast);
  return { opensAt, closesAt: opensAt + (24 - fast.targetHours) * HOUR_MS };
}

/** True when the fast has ended and lasted at least its target. */
export function metTarget(fast: Fast): boolean {
  return fast.endedAt !== null && fast.endedAt - fast.startedAt >= fast.targetHours * HOUR_MS;
}

/**
 * A duration for display, minutes rounded down: "16 h 05 min" below a day,
 * "3 d 02 h 05 min" from a day on (fixed-width parts, so a ticking value does
 * not jump about). Negative and non-finite values read as "0 h 00 min".
 */
export function formatDuration(ms: number): string {
  const totalMinutes = ms > 0 && Number.isFinite(ms) ? Math.floor(ms / MINUTE_MS) : 0;
  const minutes = pad2(totalMinutes % 60);
  const totalHours = Math.floor(totalMinutes / 60);
  if (totalHours < 24) return `${totalHours} h ${minutes} min`;
  return `${Math.floor(totalHours / 24)} d ${pad2(totalHours % 24)} h ${minutes} min`;
}

/** Where a fast ends when checking overlaps: its end, or `now` while it runs (never before its start). */
const lastsUntil = (fast: Fast, now: number) => fast.endedAt ?? Math.max(now, fast.startedAt);

const ANOTHER_RUNNING = "Another fast is already running. End it before you start a new one.";
const overlapMessage = (which = "another fast") => `This fast overlaps ${which} in your history.`;

/**
 * Whether `candidate` may be saved next to `others` (the history; an entry
 * with the candidate's id is the candidate's old self and is ignored).
 * Refuses, in this order: a missing start or end; a target that doesn't fit
 * the plan; a start more than a minute in the future (`CLOCK_SKEW_MS`); an
 * end before or at the start, or more than a minute in the future; a fast
 * longer than 168 hours (a running one included, to `now`); a second running
 * fast; an overlap with another fast (a running one lasts to `now`; one
 * ending exactly when the other starts is fine).
 * @param formatInstant Writes the other fast's start in an overlap message
 * (e.g. with the visitor's locale); without it the message stays generic.
 */
export function checkFast(
  candidate: Fast,
  others: readonly Fast[],
  now: number,
  formatInstant?: (epochMs: number) => string,
): FastProblem | null {
  const { startedAt, endedAt } = candidate;
  if (!isInstant(startedAt)) return { field: "start", message: "Enter when the fast started." };
  if (endedAt !== null && !isInstant(endedAt)) return { field: "end", message: "Enter when the fast ended." };
  const target = targetProblem(candidate);
  if (target) return target;
  if (startedAt > now + CLOCK_SKEW_MS) {
    return { field: "start", message: "The start can’t be in the future." };
  }
  if (endedAt !== null) {
    if (endedAt < startedAt) return { field: "end", message: "The end can’t be before the start." };
    if (endedAt === startedAt) {
      return { field: "end", message: "The end can’t be the same time as the start." };
    }
    if (endedAt > now + CLOCK_SKEW_MS) return { field: "end", message: "The end can’t be in the future." };
  }
  // A running fast lasts to now; max() keeps one started within the skew from going negative.
  const end = lastsUntil(candidate, now);
  if (end - startedAt > MAX_FAST_HOURS * HOUR_MS) {
    return endedAt === null
      ? {
          field: "start",
          message:
            "This fast has been running for more than 7 days, longer than the timer records. Correct its start, or cancel it.",
        }
      : { field: "end", message: "A fast can’t be longer than 7 days (168 hours). Check its start and end." };
  }
  const rest = others.filter((other) => other.id !== candidate.id);
  if (endedAt === null && rest.some((other) => other.endedAt === null)) {
    return { field: "end", message: ANOTHER_RUNNING };
  }
  for (const other of rest) {
    if (startedAt < lastsUntil(other, now) && other.startedAt < end) {
      const which = formatInstant ? `the fast that started ${formatInstant(other.startedAt)}` : undefined;
      return {
        // Point at the input that lies inside the other fast.
        field: other.startedAt <= startedAt ? "start" : "end",
        message: overlapMessage(which),
      };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------
// History. Calendar days are the device's local days: Date's local getters and
// setters put midnight where the clock does, so a day with a daylight-saving
// change lasts 23 or 25 hours instead of being stepped over in 24-hour jumps.

const WEEKDAY_LABELS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/**
 * The latest moment at or before `now` when a local clock showed "HH:MM" (a
 * schedule's fast starts when its eating window closes: today if that time
 * has passed, else yesterday), or null for a value that is not a clock time.
 */
export function lastOccurrence(value: string, now: number): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  const date = new Date(now);
  date.setHours(hours, minutes, 0, 0);
  if (date.getTime() > now) date.setDate(date.getDate() - 1);
  return date.getTime();
}

/** Epoch ms of the local midnight that starts the day `instant` falls on. */
export function startOfLocalDay(instant: number): number {
  const date = new Date(instant);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Epoch ms of the local midnight `days` calendar days after (or before) the day of `dayStart`. */
function addLocalDays(dayStart: number, days: number): number {
  const date = new Date(dayStart);
  date.setDate(date.getDate() + days);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** A copy with the latest start first; equal starts by id, so the order is stable. */
export function sortNewestFirst(fasts: readonly Fast[]): Fast[] {
  return [...fasts].sort((a, b) => b.startedAt - a.startedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The number of consecutive local calendar days, counted back from today, on
 * which at least one fast that met its target ended. A day without one breaks
 * the streak, except today, which isn't over yet: then counting starts from
 * yesterday.
 */
export function currentStreak(fasts: readonly Fast[], now: number): number {
  const days = new Set<number>();
  for (const fast of fasts) {
    if (fast.endedAt !== null && metTarget(fast)) days.add(startOfLocalDay(fast.endedAt));
  }
  let day = startOfLocalDay(now);
  if (!days.has(day)) day = addLocalDays(day, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addLocalDays(day, -1);
  }
  return streak;
}

export interface DayHours {
  /** Epoch ms of the local midnight that starts the day. */
  day: number;
  /** Short English weekday, "Sun" … "Sat" (a fixed table, not the locale's). */
  label: string;
  /** Hours fasted within the day, 0 … 25 (a day can be 23–25 hours long). */
  hours: number;
}

/**
 * Hours fasted on each of the last 7 local days, oldest first and today last.
 * A fast is split at local midnights (20:00 → 12:00 gives 4 h and 12 h); a
 * running fast counts up to `now`.
 */
export function weeklyHours(fasts: readonly Fast[], now: number): DayHours[] {
  const today = startOfLocalDay(now);
  const week: DayHours[] = [];
  for (let offset = -6; offset <= 0; offset += 1) {
    const day = addLocalDays(today, offset);
    const nextDay = addLocalDays(today, offset + 1);
    let fasted = 0;
    for (const fast of fasts) {
      const from = Math.max(fast.startedAt, day);
      const to = Math.min(fast.endedAt ?? now, nextDay);
      if (to > from) fasted += to - from;
    }
    week.push({ day, label: WEEKDAY_LABELS[new Date(day).getDay()] ?? "", hours: fasted / HOUR_MS });
  }
  return week;
}

// ---------------------------------------------------------------------------
// Stored records and files

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isPlanId = (value: unknown): value is PlanId =>
  value === "custom" || plans.some((plan) => plan.id === value);

/** `value` as a Fast (a fresh object with only the known fields), or why it isn't one, as a sentence. */
function toFast(value: unknown): Fast | string {
  if (!isRecord(value)) return "It isn’t a fast.";
  const { id, startedAt, endedAt, targetHours, plan } = value;
  if (typeof id !== "string" || id === "" || id.length > MAX_ID_LENGTH)
    return "The id is missing or too long.";
  if (!isInstant(startedAt)) return "The start isn’t a valid date and time.";
  if (endedAt !== null && !isInstant(endedAt)) return "The end isn’t a valid date and time.";
  if (endedAt !== null && endedAt <= startedAt) return "The end isn’t after the start.";
  if (!isPlanId(plan)) return "The plan isn’t one of 16:8, 18:6, omad or custom.";
  if (typeof targetHours !== "number" || !Number.isFinite(targetHours)) {
    return "The target isn’t a number of hours.";
  }
  const problem = targetProblem({ plan, targetHours });
  return problem ? problem.message : { id, startedAt, endedAt, targetHours, plan };
}

/**
 * A stored value as a Fast, or null: a non-empty id, whole epoch-ms instants
 * (1970 … 9999), an end after the start (or null), a known plan and a target
 * that fits it. Unknown extra fields are dropped.
 */
export function parseFast(value: unknown): Fast | null {
  const fast = toFast(value);
  return typeof fast === "string" ? null : fast;
}

/**
 * The version of the stored record's format that this code reads and writes.
 * A record without one was stored before versions were kept, in this same
 * format. A later version that changes the format raises the number, so an
 * older copy of the page, still open in a tab, knows to keep its hands off.
 */
export const FAST_SCHEMA = 1;

/** A fast as it is stored: its fields and the version of their format. */
export function toStoredFast(fast: Fast): Fast & { schema: number } {
  return { ...fast, schema: FAST_SCHEMA };
}

const isNewerRecord = (value: unknown) =>
  isRecord(value) && typeof value.schema === "number" && value.schema > FAST_SCHEMA;

/**
 * True when a newer version of the timer wrote the stored value: a record in
 * the list has a higher `schema`, or the value is a newer version's own shape
 * (any object with a higher `schema`). This code must then not write over it.
 */
export function isFromNewerVersion(value: unknown): boolean {
  return Array.isArray(value) ? value.some(isNewerRecord) : isNewerRecord(value);
}

/**
 * Reads the stored list. Valid records are kept; anything else, including a
 * second record with an id already seen or a record from a newer version, is
 * returned in `setAside` so the caller can keep it rather than lose it. A
 * value that isn't an array is set aside whole; `undefined` (nothing stored
 * yet) gives an empty history.
 */
export function readStoredFasts(value: unknown): { fasts: Fast[]; setAside: unknown[] } {
  if (value === undefined) return { fasts: [], setAside: [] };
  if (!Array.isArray(value)) return { fasts: [], setAside: [value] };
  const fasts: Fast[] = [];
  const setAside: unknown[] = [];
  const ids = new Set<string>();
  for (const item of value as unknown[]) {
    // A newer record read by these rules would lose the fields this version doesn't know.
    const fast = isNewerRecord(item) ? null : parseFast(item);
    if (fast && !ids.has(fast.id)) {
      ids.add(fast.id);
      fasts.push(fast);
    } else {
      setAside.push(item);
    }
  }
  return { fasts, setAside };
}

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

const ALREADY_THERE = "Already in your history.";
const LISTED_TWICE = "This fast is listed twice in the file.";

/** Start, end and target: two fasts that share them are the same fast, whatever their ids. */
const sameFastKey = (fast: Fast) => `${fast.startedAt}/${fast.endedAt}/${fast.targetHours}`;

/**
 * Adds imported fasts to the history. Skipped, each with its reason:
 * - a fast with an id already there, or with the same start, end and target
 *   as one already there ("Already in your history"), so importing the same
 *   file twice adds nothing; a second row for the same fast in the file;
 * - one that `checkFast` refuses on its own (a start in the future, …);
 * - a second running fast, or one that overlaps a fast in the history or
 *   another imported fast. Of two imported fasts that overlap, the one that
 *   starts first is kept (the earlier row when they start together).
 * The history itself is kept as it is. `added` and `skipped` are in file
 * order; `merged` is newest first.
 *
 * Overlaps are found by sorting, not by comparing every pair: the check runs
 * while the stored data is locked, and a history and a file of thousands of
 * fasts would make that millions of comparisons.
 */
export function mergeImported(
  existing: readonly Fast[],
  incoming: readonly Fast[],
  now: number,
): { merged: Fast[]; added: Fast[]; skipped: { fast: Fast; reason: string }[] } {
  const reasons = new Map<number, string>();
  const knownIds = new Set(existing.map((fast) => fast.id));
  const knownKeys = new Set(existing.map(sameFastKey));
  const fileIds = new Set<string>();
  const fileKeys = new Set<string>();
  const candidates: { fast: Fast; index: number; start: number; end: number }[] = [];
  incoming.forEach((fast, index) => {
    const key = sameFastKey(fast);
    if (knownIds.has(fast.id) || knownKeys.has(key)) {
      reasons.set(index, ALREADY_THERE);
      return;
    }
    if (fileIds.has(fast.id) || fileKeys.has(key)) {
      reasons.set(index, LISTED_TWICE);
      return;
    }
    // On its own (no other fasts): everything but the running and overlap checks below.
    const problem = checkFast(fast, [], now);
    if (problem) {
      reasons.set(index, problem.message);
      return;
    }
    fileIds.add(fast.id);
    fileKeys.add(key);
    candidates.push({ fast, index, start: fast.startedAt, end: lastsUntil(fast, now) });
  });

  // The history by start, with the latest end reached so far at each place:
  // a fast overlaps the history when, among the fasts that start before it
  // ends, the latest end is after it starts (stored fasts may overlap each other).
  const history = existing
    .map((fast) => ({ start: fast.startedAt, end: lastsUntil(fast, now) }))
    .sort((a, b) => a.start - b.start);
  const latestEnds: number[] = [];
  for (const { end } of history) latestEnds.push(Math.max(end, latestEnds.at(-1) ?? end));
  const overlapsHistory = (start: number, end: number) => {
    let low = 0;
    let high = history.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((history[middle]?.start ?? Infinity) < end) low = middle + 1;
      else high = middle;
    }
    return low > 0 && (latestEnds[low - 1] ?? -Infinity) > start;
  };

  // The imported fasts by start: each one kept ends before the next may begin.
  candidates.sort((a, b) => a.start - b.start || a.index - b.index);
  let hasRunning = existing.some((fast) => fast.endedAt === null);
  let keptUntil = -Infinity;
  for (const { fast, index, start, end } of candidates) {
    const isRunning = fast.endedAt === null;
    if (isRunning && hasRunning) reasons.set(index, ANOTHER_RUNNING);
    else if (start < keptUntil || overlapsHistory(start, end)) reasons.set(index, overlapMessage());
    else {
      keptUntil = end;
      hasRunning ||= isRunning;
    }
  }

  const added: Fast[] = [];
  const skipped: { fast: Fast; reason: string }[] = [];
  incoming.forEach((fast, index) => {
    const reason = reasons.get(index);
    if (reason === undefined) added.push(fast);
    else skipped.push({ fast, reason });
  });
  return { merged: sortNewestFirst([...existing, ...added]), added, skipped };
}

/**
 * A new id: `now` and two random 32-bit numbers, in base 36
 * ("mm6k3zq8-0f3k9x21c7d4e5a"). Unique enough for one person's history;
 * `random` (0 ≤ x < 1) is injectable for tests.
 */
export function newFastId(now: number, random: () => number = Math.random): string {
  const part = () =>
    Math.floor(random() * 2 ** 32)
      .toString(36)
      .padStart(7, "0");
  return `${Math.floor(now).toString(36)}-${part()}${part()}`;
}
