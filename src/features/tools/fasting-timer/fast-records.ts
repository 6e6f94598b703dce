import { CUSTOM_HOURS, plans, type Plan, type PlanId } from "./fasting-plans";

/** Validation is written by hand: this module ships on a page with a tight JavaScript budget. */

/** Instants are epoch ms (UTC), so durations never depend on time zone or DST; only display is local. */
export interface Fast {
  id: string;
  startedAt: number;
  /** Null while the fast is running. */
  endedAt: number | null;
  targetHours: number;
  plan: PlanId;
  journal?: FastJournal;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export type Rating = 1 | 2 | 3 | 4 | 5 | null;

export interface FastJournal {
  /** 1 not hungry … 5 very hungry. */
  hunger: Rating;
  energy: Rating;
  mood: Rating;
  note: string;
  /** Of two copies of a journal (after an import), the later save wins. */
  savedAt: number;
}

/** A note is a few lines about the fast, not a diary: it keeps the history and the files light. */
export const JOURNAL_NOTE_MAX = 500;

const isRating = (value: unknown): value is Rating =>
  value === null || (typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5);

/** `value` as a journal with only the known fields, or why it isn't one, as a sentence. */
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

export interface FastProblem {
  field: "start" | "end" | "target" | "file";
  message: string;
}

export const MAX_FAST_HOURS = 168;

/** A time typed to the minute, or read from another device's clock, may be a little ahead of now. */
export const CLOCK_SKEW_MS = 60_000;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
/** 9999-12-31T23:59:59.999Z: the last instant ISO 8601 writes with a four-digit year. */
const MAX_INSTANT = 253_402_300_799_999;
const MAX_ID_LENGTH = 100;

function isInstant(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_INSTANT;
}

const planName = (plan: Plan) => (plan.id === "omad" ? "OMAD" : plan.id);

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

function targetProblem(fast: Pick<Fast, "plan" | "targetHours">): FastProblem | null {
  const target = targetHoursFor(fast.plan, fast.targetHours);
  if (typeof target !== "number") return target;
  if (target === fast.targetHours) return null;
  const preset = plans.find((plan) => plan.id === fast.plan);
  const name = preset ? planName(preset) : fast.plan;
  return { field: "target", message: `The ${name} plan fasts for ${target} hours.` };
}

/** A running fast lasts to now, but never ends before its start (which may lie up to CLOCK_SKEW_MS ahead). */
export const lastsUntil = (fast: Fast, now: number) => fast.endedAt ?? Math.max(now, fast.startedAt);

export const ANOTHER_RUNNING = "Another fast is already running. End it before you start a new one.";
export const overlapMessage = (which = "another fast") => `This fast overlaps ${which} in your history.`;

/**
 * Why `candidate` can't be saved next to `others`, or null. An entry with its id is its old self and is
 * ignored; a fast ending exactly when another starts does not overlap it.
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

/** Latest start first; equal starts by id, so the order is stable. */
export function sortNewestFirst(fasts: readonly Fast[]): Fast[] {
  return [...fasts].sort((a, b) => b.startedAt - a.startedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

const isPlanId = (value: unknown): value is PlanId =>
  value === "custom" || plans.some((plan) => plan.id === value);

/** `value` as a Fast with only the known fields, or why it isn't one, as a sentence. */
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

export function parseFast(value: unknown): Fast | null {
  const fast = toFast(value);
  return typeof fast === "string" ? null : fast;
}

/**
 * Raised whenever the stored format changes, so an older tab still open knows not to write over newer data
 * (decision 014). Version 2 added the journal; a record without a version reads as the current format.
 */
export const FAST_SCHEMA = 2;

export function toStoredFast(fast: Fast): Fast & { schema: number } {
  return { ...fast, schema: FAST_SCHEMA };
}

const isNewerRecord = (value: unknown) =>
  isRecord(value) && typeof value.schema === "number" && value.schema > FAST_SCHEMA;

/** True when a newer version of the timer wrote `value` (any record with a higher `schema`). */
export function isFromNewerVersion(value: unknown): boolean {
  return Array.isArray(value) ? value.some(isNewerRecord) : isNewerRecord(value);
}

/** Invalid, duplicate and newer records go to `setAside`, so the caller can keep them rather than lose them. */
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

/** `now` and two random 32-bit numbers in base 36: unique enough for one person's history. */
export function newFastId(now: number, random: () => number = Math.random): string {
  const part = () =>
    Math.floor(random() * 2 ** 32)
      .toString(36)
      .padStart(7, "0");
  return `${Math.floor(now).toString(36)}-${part()}${part()}`;
}
