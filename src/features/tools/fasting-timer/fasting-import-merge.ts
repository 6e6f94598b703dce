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

/**
 * Adding the fasts and weigh-ins read from an imported file to those stored,
 * without duplicating or overlapping the fasts already there, and keeping
 * one weigh-in a day.
 */

const ALREADY_THERE = "Already in your history.";
const LISTED_TWICE = "This fast is listed twice in the file.";

/** Start, end and target: two fasts that share them are the same fast, whatever their ids. */
const sameFastKey = (fast: Fast) => `${fast.startedAt}/${fast.endedAt}/${fast.targetHours}`;

/** Whether the imported copy of a fast's journal should replace the stored one: it is newer, or the only one. */
const isNewerJournal = (stored: Fast, imported: Fast) =>
  imported.journal !== undefined && (stored.journal?.savedAt ?? -Infinity) < imported.journal.savedAt;

/**
 * Adds imported fasts to the history. Skipped, each with its reason:
 * - a fast with an id already there, or with the same start, end and target
 *   as one already there ("Already in your history"), so importing the same
 *   file twice adds nothing; a second row for the same fast in the file;
 * - one that `checkFast` refuses on its own (a start in the future, …);
 * - a second running fast, or one that overlaps a fast in the history or
 *   another imported fast. Of two imported fasts that overlap, the one that
 *   starts first is kept (the earlier row when they start together).
 * The history's fasts are kept as they are, but for their journal: a fast
 * already there takes the file's journal when that was saved later (or it
 * has none), so the newer note wins and the same file twice changes nothing;
 * those fasts are `journaled`. `added`, `journaled` and `skipped` are in file
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
): { merged: Fast[]; added: Fast[]; journaled: Fast[]; skipped: { fast: Fast; reason: string }[] } {
  const reasons = new Map<number, string>();
  const knownIds = new Map(existing.map((fast) => [fast.id, fast]));
  const knownKeys = new Map(existing.map((fast) => [sameFastKey(fast), fast]));
  // The stored fasts by id, with the journals the file brings put in.
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

/**
 * Adds imported weigh-ins to the stored ones, one a day. For a day you have
 * no weigh-in for, the file's is added. For a day you have, the file's
 * replaces yours only when it was saved later (`savedAt`): the newer version
 * of the day wins, so importing your own export again, or an older backup,
 * changes nothing. Skipped, each with its reason: a day after `today` (a
 * local date), a day you have saved as recently or later, a second entry for
 * a day in the file (the first is kept). `added` and `replaced` are the
 * file's entries that went in, in file order; `merged` is by date.
 */
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

/** The records one file holds, and the store's keys an import changes together. */
export interface RecordsFile {
  fasts: readonly Fast[];
  weights: readonly WeightEntry[];
  /** The tracker's settings; null in a file from before they were exported. */
  settings: ProgressSettings | null;
}

/** What a file adds to the stored fasts, weigh-ins and settings, and the sentence that says so. */
export interface RecordsImport {
  merged: { fasts: Fast[]; weights: WeightEntry[]; progress: ProgressSettings };
  ok: boolean;
  message: string;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A whole file merged at once, as both the timer and the progress tracker
 * import it (one file holds both): fasts and their journals by
 * `mergeImported`, weigh-ins by `mergeImportedWeights`, settings by
 * `mergeImportedSettings`. The message names weigh-ins only when the file
 * has some, journals and settings only when they changed something. `ok` is
 * false when the file held entries and none went in.
 */
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
