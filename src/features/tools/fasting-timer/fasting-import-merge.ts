import { mergeImportedSettings, type ProgressSettings } from "../progress-tracker/progress-settings";
import { sortByDate, type WeightEntry } from "../progress-tracker/weight-entries";
import {
  ANOTHER_RUNNING,
  checkFast,
  lastsUntil,
  overlapMessage,
  sortNewestFirst,
  type Fast,
} from "./fast-records";

const ALREADY_THERE = "Already in your history.";
const LISTED_TWICE = "This fast is listed twice in the file.";

/** Two fasts with the same start, end and target are the same fast, whatever their ids. */
const sameFastKey = (fast: Fast) => `${fast.startedAt}/${fast.endedAt}/${fast.targetHours}`;

const isNewerJournal = (stored: Fast, imported: Fast) =>
  imported.journal !== undefined && (stored.journal?.savedAt ?? -Infinity) < imported.journal.savedAt;

/**
 * Importing the same file twice adds nothing; of two imported fasts that overlap, the earlier start is kept.
 * A fast already stored takes the file's journal only when that was saved later, so the newer note wins.
 * Overlaps are found by sorting, not pairwise: this runs while the store is locked, on thousands of fasts.
 */
export function mergeImported(
  existing: readonly Fast[],
  incoming: readonly Fast[],
  now: number,
): { merged: Fast[]; added: Fast[]; journaled: Fast[]; skipped: { fast: Fast; reason: string }[] } {
  const reasons = new Map<number, string>();
  const knownIds = new Map(existing.map((fast) => [fast.id, fast]));
  const knownKeys = new Map(existing.map((fast) => [sameFastKey(fast), fast]));
  const updated = new Map<string, Fast>();
  const journaled: Fast[] = [];
  const fileIds = new Set<string>();
  const fileKeys = new Set<string>();
  const candidates: { fast: Fast; index: number; start: number; end: number }[] = [];
  incoming.forEach((fast, index) => {
    const key = sameFastKey(fast);
    const known = knownIds.get(fast.id) ?? knownKeys.get(key);
    if (known) {
      const current = updated.get(known.id) ?? known;
      if (fast.journal && isNewerJournal(current, fast)) {
        updated.set(known.id, { ...current, journal: fast.journal });
        journaled.push(fast);
      } else reasons.set(index, ALREADY_THERE);
      return;
    }
    if (fileIds.has(fast.id) || fileKeys.has(key)) {
      reasons.set(index, LISTED_TWICE);
      return;
    }
    // Alone: the running and overlap checks come below.
    const problem = checkFast(fast, [], now);
    if (problem) {
      reasons.set(index, problem.message);
      return;
    }
    fileIds.add(fast.id);
    fileKeys.add(key);
    candidates.push({ fast, index, start: fast.startedAt, end: lastsUntil(fast, now) });
  });

  // A fast overlaps the history when, among the fasts starting before it ends, the latest end is after
  // its start (stored fasts may overlap each other).
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
  const journaledSet = new Set(journaled);
  incoming.forEach((fast, index) => {
    const reason = reasons.get(index);
    if (reason !== undefined) skipped.push({ fast, reason });
    else if (!journaledSet.has(fast)) added.push(fast);
  });
  const kept = existing.map((fast) => updated.get(fast.id) ?? fast);
  return { merged: sortNewestFirst([...kept, ...added]), added, journaled, skipped };
}

const WEIGH_IN_FUTURE = "A weigh-in is dated in the future.";
const WEIGH_IN_KEPT = "You have a weigh-in for that day saved as recently or later.";
const WEIGH_IN_TWICE = "A day is listed twice in the file.";

/** One a day: the file's weigh-in replaces a stored one only when saved later, so re-importing changes nothing. */
export function mergeImportedWeights(
  existing: readonly WeightEntry[],
  incoming: readonly WeightEntry[],
  today: string,
): {
  merged: WeightEntry[];
  added: WeightEntry[];
  replaced: WeightEntry[];
  skipped: { entry: WeightEntry; reason: string }[];
} {
  const byDate = new Map(existing.map((entry) => [entry.date, entry]));
  const seen = new Set<string>();
  const added: WeightEntry[] = [];
  const replaced: WeightEntry[] = [];
  const skipped: { entry: WeightEntry; reason: string }[] = [];
  for (const entry of incoming) {
    const stored = byDate.get(entry.date);
    if (entry.date > today) skipped.push({ entry, reason: WEIGH_IN_FUTURE });
    else if (seen.has(entry.date)) skipped.push({ entry, reason: WEIGH_IN_TWICE });
    else if (stored && stored.savedAt >= entry.savedAt) skipped.push({ entry, reason: WEIGH_IN_KEPT });
    else {
      (stored ? replaced : added).push(entry);
      byDate.set(entry.date, entry);
    }
    seen.add(entry.date);
  }
  return { merged: sortByDate([...byDate.values()]), added, replaced, skipped };
}

export interface RecordsFile {
  fasts: readonly Fast[];
  weights: readonly WeightEntry[];
  /** Null in a file from before settings were exported. */
  settings: ProgressSettings | null;
}

export interface RecordsImport {
  merged: { fasts: Fast[]; weights: WeightEntry[]; progress: ProgressSettings };
  ok: boolean;
  message: string;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One file holds both the timer's and the tracker's records. `ok` is false when none of its entries went in. */
export function mergeImportedRecords(
  stored: { fasts: readonly Fast[]; weights: readonly WeightEntry[]; progress: ProgressSettings },
  incoming: RecordsFile,
  now: number,
  today: string,
): RecordsImport {
  const fasts = mergeImported(stored.fasts, incoming.fasts, now);
  const weights = mergeImportedWeights(stored.weights, incoming.weights, today);
  const progress = mergeImportedSettings(stored.progress, incoming.settings);
  const settingsChanged = JSON.stringify(progress) !== JSON.stringify(stored.progress);
  const skipped = [...weights.skipped, ...fasts.skipped];
  const reasons = [...new Set(skipped.map(({ reason }) => reason))];
  const fastsLine = count(fasts.added.length, "fast", "fasts");
  const kept =
    (incoming.weights.length === 0
      ? `Imported ${fastsLine}.`
      : `Imported ${count(weights.added.length, "weigh-in", "weigh-ins")}` +
        (weights.replaced.length > 0 ? `, updated ${count(weights.replaced.length, "day", "days")}` : "") +
        ` and ${fastsLine}.`) +
    (fasts.journaled.length > 0
      ? ` Updated the journal of ${count(fasts.journaled.length, "fast", "fasts")} already in your history.`
      : "") +
    (settingsChanged ? " Took the file’s tracker settings where this device had none." : "");
  const wentIn =
    fasts.added.length +
    fasts.journaled.length +
    weights.added.length +
    weights.replaced.length +
    (settingsChanged ? 1 : 0);
  return {
    merged: { fasts: fasts.merged, weights: weights.merged, progress },
    ok: wentIn > 0 || skipped.length === 0,
    message: skipped.length === 0 ? kept : `${kept} Skipped ${skipped.length}: ${reasons.join(" ")}`,
  };
}
