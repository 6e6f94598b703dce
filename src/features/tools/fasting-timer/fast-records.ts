import { CUSTOM_HOURS, plans, type Plan, type PlanId } from "./fasting-plans";

/**
 * A recorded fast: its fields, the checks it must pass before it is saved,
 * how it is stored (with the version of its format) and its id.
 *
 * Instants are epoch milliseconds (UTC), so a duration is a subtraction that
 * never depends on the time zone or daylight saving time. Validation is
 * written by hand: this module ships to the browser on a page with a tight
 * JavaScript budget.
 */

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
  /** How the fast felt, when the visitor said. */
  journal?: FastJournal;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A 1–5 rating; null when the visitor left that scale blank. */
export type Rating = 1 | 2 | 3 | 4 | 5 | null;

/** How a fast felt: three 1–5 scales and a short note, any of them blank but not all. */
export interface FastJournal {
  /** 1 not hungry … 5 very hungry. */
  hunger: Rating;
  /** 1 drained … 5 full of energy. */
  energy: Rating;
  /** 1 low … 5 great. */
  mood: Rating;
  /** Trimmed; "" for none. */
  note: string;
  /** Epoch ms of the last save: of two copies of a journal (an import), the later one wins. */
  savedAt: number;
}

/** A note is a few lines about the fast, not a diary: it keeps the history and the files light. */
export const JOURNAL_NOTE_MAX = 500;

const isRating = (value: unknown): value is Rating =>
  value === null || (typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5);

/**
 * `value` as a journal (a fresh object with only the known fields), or why it
 * isn't one: each scale a whole number from 1 to 5 or blank, a note of at most
 * `JOURNAL_NOTE_MAX` characters, at least one of them given, a save time.
 */
export function toJournal(value: unknown): FastJournal | string {
  if (!isRecord(value)) return "The journal isn’t readable.";
  const { hunger = null, energy = null, mood = null, note = "", savedAt } = value;
  if (!isRating(hunger) || !isRating(energy) || !isRating(mood)) {
    return "Hunger, energy and mood are whole numbers from 1 to 5.";
  }
  if (typeof note !== "string") return "The note isn’t text.";
  const trimmed = note.trim();
  if (trimmed.length > JOURNAL_NOTE_MAX) {
    return `The note is longer than ${JOURNAL_NOTE_MAX} characters.`;
  }
  if (hunger === null && energy === null && mood === null && trimmed === "") {
    return "Rate hunger, energy or mood, or write a note.";
  }
  if (!isInstant(savedAt)) return "The journal’s save time isn’t a valid date and time.";
  return { hunger, energy, mood, note: trimmed, savedAt };
}

/** What is wrong, for a person, and the input (or the imported file) it is about. */
export interface FastProblem {
  field: "start" | "end" | "target" | "file";
  message: string;
}

/** The longest fast the timer records (7 days), in hours; a longer one is refused. */
export const MAX_FAST_HOURS = 168;

/**
 * How far ahead of `now` a start or an end may lie, in ms: a time typed to the
 * minute, or read from another device's clock, can be a little ahead.
 */
export const CLOCK_SKEW_MS = 60_000;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
/** 9999-12-31T23:59:59.999Z: the last instant ISO 8601 writes with a four-digit year. */
const MAX_INSTANT = 253_402_300_799_999;
const MAX_ID_LENGTH = 100;

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

/** The problem with a fast's plan and target together, or null when the target fits the plan. */
function targetProblem(fast: Pick<Fast, "plan" | "targetHours">): FastProblem | null {
  const target = targetHoursFor(fast.plan, fast.targetHours);
  if (typeof target !== "number") return target;
  if (target === fast.targetHours) return null;
  const preset = plans.find((plan) => plan.id === fast.plan);
  const name = preset ? planName(preset) : fast.plan;
  return { field: "target", message: `The ${name} plan fasts for ${target} hours.` };
}

/** Where a fast ends when checking overlaps: its end, or `now` while it runs (never before its start). */
export const lastsUntil = (fast: Fast, now: number) => fast.endedAt ?? Math.max(now, fast.startedAt);

export const ANOTHER_RUNNING = "Another fast is already running. End it before you start a new one.";
export const overlapMessage = (which = "another fast") => `This fast overlaps ${which} in your history.`;

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

/** A copy with the latest start first; equal starts by id, so the order is stable. */
export function sortNewestFirst(fasts: readonly Fast[]): Fast[] {
  return [...fasts].sort((a, b) => b.startedAt - a.startedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---------------------------------------------------------------------------
// Stored records

const isPlanId = (value: unknown): value is PlanId =>
  value === "custom" || plans.some((plan) => plan.id === value);

/** `value` as a Fast (a fresh object with only the known fields), or why it isn't one, as a sentence. */
export function toFast(value: unknown): Fast | string {
  if (!isRecord(value)) return "It isn’t a fast.";
  const { id, startedAt, endedAt, targetHours, plan, journal } = value;
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
  if (problem) return problem.message;
  const fast: Fast = { id, startedAt, endedAt, targetHours, plan };
  if (journal === undefined || journal === null) return fast;
  const read = toJournal(journal);
  return typeof read === "string" ? read : { ...fast, journal: read };
}

/**
 * A stored value as a Fast, or null: a non-empty id, whole epoch-ms instants
 * (1970 … 9999), an end after the start (or null), a known plan and a target
 * that fits it, and a readable journal if it has one. Unknown extra fields are dropped.
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
 * Version 2 added the journal: a version-1 tab would drop it on its next write.
 */
export const FAST_SCHEMA = 2;

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
