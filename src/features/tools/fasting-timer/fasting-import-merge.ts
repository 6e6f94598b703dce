import {
  ANOTHER_RUNNING,
  checkFast,
  lastsUntil,
  overlapMessage,
  sortNewestFirst,
  type Fast,
} from "./fast-records";

/**
 * Adding the fasts read from an imported file to the history, without
 * duplicating or overlapping the fasts already there.
 */

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
