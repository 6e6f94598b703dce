import { fromCm, fromKg, parseDecimal, rangeIn, toCm, toKg, type LengthUnit, type WeightUnit } from "./units";

/** At most one a day: a second one for the day replaces it. */
export interface WeightEntry {
  /** The local calendar date, "2026-05-01". */
  date: string;
  weightKg: number;
  waistCm: number | null;
  /** Of two versions of a day, the later save wins an import. */
  savedAt: number;
}

/** Anything outside is a typing slip or the wrong unit. */
export const WEIGHT_RANGE_KG = { min: 25, max: 350 } as const;
export const WAIST_RANGE_CM = { min: 40, max: 250 } as const;

const pad = (n: number) => String(n).padStart(2, "0");

export function localDate(epochMs: number): string {
  const date = new Date(epochMs);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** From 1900 on, and no 30 February. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Days since 1970-01-01: consecutive dates are one apart, whatever DST does. */
export const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export const dateOfDay = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

const inRange = (value: number, range: { min: number; max: number }) =>
  value >= range.min && value <= range.max;

export function weightRangeMessage(unit: WeightUnit): string {
  const { min, max } = rangeIn(WEIGHT_RANGE_KG, (kg) => fromKg(kg, unit));
  return `Enter a weight from ${min} to ${max} ${unit}.`;
}

export function waistRangeMessage(unit: LengthUnit): string {
  const { min, max } = rangeIn(WAIST_RANGE_CM, (cm) => fromCm(cm, unit));
  return `Enter a waist from ${min} to ${max} ${unit}, or leave it empty.`;
}

export interface EntryInput {
  date: string;
  weight: string;
  weightUnit: WeightUnit;
  waist: string;
  lengthUnit: LengthUnit;
}

export type EntryField = "date" | "weight" | "waist";
export type EntryProblems = Partial<Record<EntryField, string>>;

export function checkEntry(
  input: EntryInput,
  today: string,
  savedAt: number,
): { entry: WeightEntry } | { problems: EntryProblems } {
  const problems: EntryProblems = {};
  if (!isCalendarDate(input.date)) problems.date = "Enter the date of the weigh-in.";
  else if (input.date > today) problems.date = "The date can’t be in the future.";

  const typed = parseDecimal(input.weight);
  const weightKg = typed === null ? null : toKg(typed, input.weightUnit);
  if (weightKg === null || !inRange(weightKg, WEIGHT_RANGE_KG)) {
    problems.weight = weightRangeMessage(input.weightUnit);
  }

  let waistCm: number | null = null;
  if (input.waist.trim() !== "") {
    const waist = parseDecimal(input.waist);
    waistCm = waist === null ? null : toCm(waist, input.lengthUnit);
    if (waistCm === null || !inRange(waistCm, WAIST_RANGE_CM)) {
      problems.waist = waistRangeMessage(input.lengthUnit);
    }
  }

  if (Object.keys(problems).length > 0 || weightKg === null) return { problems };
  // To the gram and the millimetre: enough for any scale, and a pound typed comes back as typed.
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    entry: {
      date: input.date,
      weightKg: round(weightKg),
      waistCm: waistCm === null ? null : round(waistCm),
      savedAt,
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function toWeightEntry(value: unknown): WeightEntry | string {
  if (!isRecord(value)) return "It isn’t a weigh-in.";
  const { date, weightKg, waistCm, savedAt } = value;
  if (!isCalendarDate(date)) return "The date isn’t a valid date.";
  if (typeof weightKg !== "number" || !inRange(weightKg, WEIGHT_RANGE_KG)) {
    return "The weight isn’t from 25 to 350 kg.";
  }
  if (waistCm !== null && (typeof waistCm !== "number" || !inRange(waistCm, WAIST_RANGE_CM))) {
    return "The waist isn’t from 40 to 250 cm.";
  }
  if (typeof savedAt !== "number" || !Number.isInteger(savedAt) || savedAt < 0) {
    return "When it was saved isn’t a valid date and time.";
  }
  return { date, weightKg, waistCm, savedAt };
}

export const sortByDate = (entries: readonly WeightEntry[]): WeightEntry[] =>
  [...entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

/** Replaces the entry for its day and the one it was edited from; `replaced` lets an Undo put them back. */
export function putEntry(
  entries: readonly WeightEntry[],
  entry: WeightEntry,
  editedFrom: string | null = null,
): { entries: WeightEntry[]; replaced: WeightEntry[] } {
  const isTaken = (other: WeightEntry) => other.date === entry.date || other.date === editedFrom;
  return {
    entries: sortByDate([...entries.filter((other) => !isTaken(other)), entry]),
    replaced: entries.filter(isTaken),
  };
}

/** Raised when the stored format changes, so an older tab leaves the weights alone, as for the fasts. */
export const WEIGHT_SCHEMA = 1;

export const toStoredWeight = (entry: WeightEntry): WeightEntry & { schema: number } => ({
  ...entry,
  schema: WEIGHT_SCHEMA,
});

const isNewerRecord = (value: unknown) =>
  isRecord(value) && typeof value.schema === "number" && value.schema > WEIGHT_SCHEMA;

export function isWeightsFromNewerVersion(value: unknown): boolean {
  return Array.isArray(value) ? value.some(isNewerRecord) : isNewerRecord(value);
}

/** Damaged, duplicate-day and newer records go to `setAside`, to be kept rather than lost. */
export function readStoredWeights(value: unknown): { weights: WeightEntry[]; setAside: unknown[] } {
  if (value === undefined) return { weights: [], setAside: [] };
  if (!Array.isArray(value)) return { weights: [], setAside: [value] };
  const weights: WeightEntry[] = [];
  const setAside: unknown[] = [];
  const dates = new Set<string>();
  for (const item of value as unknown[]) {
    const entry = isNewerRecord(item) ? null : toWeightEntry(item);
    if (entry && typeof entry !== "string" && !dates.has(entry.date)) {
      dates.add(entry.date);
      weights.push(entry);
    } else {
      setAside.push(item);
    }
  }
  return { weights, setAside };
}
