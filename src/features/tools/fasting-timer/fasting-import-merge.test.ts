// @vitest-environment node
import { describe, expect, test } from "vitest";
import { HOUR, makeFast, NOW } from "./fast-fixtures";
import type { Fast } from "./fast-records";
import { DEFAULT_SETTINGS } from "../progress-tracker/progress-settings";
import type { WeightEntry } from "../progress-tracker/weight-entries";
import { mergeImported, mergeImportedRecords, mergeImportedWeights } from "./fasting-import-merge";

const overlap = "This fast overlaps another fast in your history.";
/** A finished 16:8 fast from `from` to `to` hours before NOW. */
const span = (id: string, from: number, to: number, more: Partial<Fast> = {}) =>
  makeFast({ id, startedAt: NOW - from * HOUR, endedAt: NOW - to * HOUR, ...more });
/** A weigh-in on a day of May 2026. */
const weighIn = (day: number, weightKg: number, savedAt: number): WeightEntry => {
  return { date: `2026-05-${String(day).padStart(2, "0")}`, weightKg, waistCm: null, savedAt };
};

describe("mergeImported", () => {
  const older = span("older", 50, 34);
  const newer = span("newer", 20, 4);
  const running = makeFast({ id: "running", startedAt: NOW - 2 * HOUR, endedAt: null });
  const base = span("base", 60, 44);
  /** An imported fast that overlaps one in the history is skipped, saying why. */
  const expectRefused = (history: Fast[], fast: Fast, reason = overlap) =>
    expect(mergeImported(history, [fast], NOW).skipped).toEqual([{ fast, reason }]);
  /** Of the fasts in one file, `kept` is added and `refused` skipped, saying why. */
  const expectOneKept = (file: Fast[], kept: Fast, refused: Fast, reason = overlap) =>
    expect(mergeImported([], file, NOW)).toMatchObject({
      added: [kept],
      skipped: [{ fast: refused, reason }],
    });

  test("adds the fasts that aren't in the history yet; the result is newest first", () => {
    expect(mergeImported([older], [running, newer], NOW)).toEqual({
      merged: [running, newer, older],
      added: [running, newer],
      journaled: [],
      skipped: [],
    });
  });

  const anotherRunning = "Another fast is already running. End it before you start a new one.";
  const inFuture = "The start can’t be in the future.";
  test.each([
    ["a second running fast", makeFast({ id: "x", startedAt: NOW - HOUR, endedAt: null }), anotherRunning],
    ["a fast in the future", makeFast({ id: "x", startedAt: NOW + HOUR, endedAt: null }), inFuture],
  ])("refuses %s, saying why, and keeps the history as it was", (_, fast, reason) => {
    expect(mergeImported([older, running], [fast], NOW)).toEqual({
      merged: [running, older],
      added: [],
      journaled: [],
      skipped: [{ fast, reason }],
    });
  });

  test.each([
    ["starts inside it and ends after it", span("x", 50, 34)],
    ["starts before it and ends inside it", span("x", 70, 50)],
    ["lies inside it", span("x", 59, 45)],
    ["holds it", span("x", 62, 42)],
    ["has the same start and end, with another target", span("x", 60, 44, { targetHours: 18, plan: "18:6" })],
  ])(
    "a fast that %s is refused when the other is in the history; of the two in one file, one is kept",
    (_, fast) => {
      expectRefused([base], fast);
      const [first, second] = fast.startedAt < base.startedAt ? [fast, base] : [base, fast];
      expectOneKept([base, fast], first, second);
    },
  );

  test("fasts that only touch (one ends as the next starts) are both kept", () => {
    const before = span("before", 76, 60);
    const after = span("after", 44, 28);
    expect(mergeImported([base], [after, before], NOW).added).toEqual([after, before]);
    expect(mergeImported([], [after, base, before], NOW).added).toEqual([after, base, before]);
  });

  test("a fast already in the history, under any id, is skipped; a row listed twice in the file is added once", () => {
    const sameTimes = { ...base, id: "other-id" };
    expect(mergeImported([base], [{ ...base }, sameTimes], NOW).skipped).toEqual([
      { fast: base, reason: "Already in your history." },
      { fast: sameTimes, reason: "Already in your history." },
    ]);
    expectOneKept([base, sameTimes], base, sameTimes, "This fast is listed twice in the file.");
  });

  test("finds an overlap with a long fast in the history even when a shorter one starts in between", () => {
    // Overlapping fasts already stored (from before overlaps were checked) are kept as they are.
    expectRefused([span("long", 160, 10), span("short", 150, 140)], span("inside", 100, 84));
  });

  test("a running fast lasts until now: a later fast overlaps it", () => {
    const runningLong = makeFast({ id: "running", startedAt: NOW - 30 * HOUR, endedAt: null });
    expectRefused([runningLong], newer);
    expectOneKept([runningLong, newer], runningLong, newer);
  });

  test("a 5,000-row import into a 5,000-fast history looks at each fast a few times, not once per other fast", () => {
    let reads = 0;
    // Every field read is counted: the work done, whatever the machine's speed.
    const counted = (fast: Fast) =>
      new Proxy(fast, {
        get: (target, key) => {
          reads += 1;
          return Reflect.get(target, key) as unknown;
        },
      });
    // One fast a day for 10,000 days; the file repeats 2,500 of the stored ones and brings 2,500 new.
    const day = (index: number) => counted(span(`d${index}`, (index + 1) * 24, (index + 1) * 24 - 16));
    const existing = Array.from({ length: 5_000 }, (_, index) => day(2 * index));
    const incoming = Array.from({ length: 5_000 }, (_, index) =>
      day(index < 2_500 ? 2 * index : 2 * index + 1),
    );
    reads = 0;
    const result = mergeImported(existing, incoming, NOW);
    expect([result.added.length, result.skipped.length]).toEqual([2_500, 2_500]);
    // n log2 n for n = 10,000 is about 133,000; checking every pair would read over 50,000,000 times.
    expect(reads).toBeLessThan(3_000_000);
  });
});

test("imported weigh-ins: a new day is added, a day saved later replaces yours; the rest are skipped, saying why", () => {
  const yours = [weighIn(2, 80, 5), weighIn(4, 80, 5)];
  const file = [
    ...[weighIn(1, 81, 1), weighIn(2, 79, 6)],
    // The same export twice changes nothing: a day you saved as recently or later is kept.
    ...[weighIn(4, 79, 5), weighIn(4, 78, 9)],
    ...[weighIn(11, 80, 1), weighIn(3, 80, 1), weighIn(3, 79, 9)],
  ];
  const result = mergeImportedWeights(yours, file, "2026-05-10");
  expect(result.merged).toEqual([weighIn(1, 81, 1), weighIn(2, 79, 6), weighIn(3, 80, 1), weighIn(4, 80, 5)]);
  expect([result.added, result.replaced]).toEqual([
    [weighIn(1, 81, 1), weighIn(3, 80, 1)],
    [weighIn(2, 79, 6)],
  ]);
  expect(result.skipped.map(({ reason }) => reason)).toEqual([
    "You have a weigh-in for that day saved as recently or later.",
    "A day is listed twice in the file.",
    "A weigh-in is dated in the future.",
    "A day is listed twice in the file.",
  ]);
});

describe("merging a whole file, as the timer and the tracker import it", () => {
  const stored = {
    fasts: [] as Fast[],
    weights: [weighIn(2, 80, 5)],
    progress: { ...DEFAULT_SETTINGS, weightUnit: "lb" as const },
  };
  const fast = span("a", 20, 4);
  const journaled = { ...fast, journal: { hunger: 2, energy: 4, mood: 4, note: "", savedAt: 9 } as const };
  const fileSettings = { ...DEFAULT_SETTINGS, goalKg: 75, heightCm: 178, quiet: true };

  // Each file holds no fasts, weigh-ins or settings unless told, and is imported ok unless told.
  test.each([
    {
      name: "a fasts-only file says nothing of weigh-ins",
      file: { fasts: [fast] },
      message: "Imported 1 fast.",
    },
    {
      name: "a file with weigh-ins counts the days added and updated",
      file: { fasts: [fast], weights: [weighIn(1, 81, 1), weighIn(2, 79, 9)] },
      message: "Imported 1 weigh-in, updated 1 day and 1 fast.",
    },
    {
      name: "a file whose every entry is already there is not ok, with the reason",
      file: { weights: [weighIn(2, 80, 5)] },
      message:
        "Imported 0 weigh-ins and 0 fasts. Skipped 1: You have a weigh-in for that day saved as recently or later.",
      ok: false,
    },
    {
      name: "a journal for a fast already there is counted, not skipped",
      history: [fast],
      file: { fasts: [journaled] },
      message: "Imported 0 fasts. Updated the journal of 1 fast already in your history.",
    },
    {
      name: "settings fill in the goal and height this device lacks, and say so",
      file: { settings: fileSettings },
      message: "Imported 0 fasts. Took the file’s tracker settings where this device had none.",
    },
  ])("$name", ({ history = [], file, message, ok = true }) => {
    const incoming = { fasts: [] as Fast[], weights: [] as WeightEntry[], settings: null, ...file };
    const result = mergeImportedRecords({ ...stored, fasts: history }, incoming, NOW, "2026-05-10");
    expect(result).toMatchObject({ message, ok });
    expect(result.merged.fasts).toHaveLength(Math.max(history.length, incoming.fasts.length));
  });
});

describe("journals on import", () => {
  const base = span("a", 20, 4);
  /** `fast` (the base fast unless told) with a journal of that note, saved at `savedAt`. */
  const jot = (note: string, savedAt: number, fast = base): Fast => ({
    ...fast,
    journal: { hunger: 3, energy: 3, mood: 3, note, savedAt },
  });
  // The same fast under another id, as a second device that imported a CSV edited by hand would hold it.
  const sameFastOtherId = { ...base, id: "b" };

  test.each([
    ["a journal for a fast with none here is taken", [base], [jot("new", 5)], "new", 1],
    ["a journal saved later replaces the one here", [jot("old", 5)], [jot("new", 9)], "new", 1],
    ["an earlier or same-time one changes nothing", [jot("old", 9)], [jot("a", 5), jot("b", 9)], "old", 0],
    ["a fast without a journal never removes the one here", [jot("old", 9)], [base], "old", 0],
    ["the same fast under another id gives its journal", [base], [jot("b's", 5, sameFastOtherId)], "b's", 1],
    ["of two copies in a file, the later wins in any order", [base], [jot("new", 9), jot("a", 5)], "new", 1],
  ])("%s", (_, existing, incoming, note, journaled) => {
    const result = mergeImported(existing, incoming, NOW);
    const expected = [...existing, ...incoming].find((fast) => fast.journal?.note === note)?.journal;
    expect(result.merged).toEqual([{ ...base, journal: expected }]);
    expect(result.added).toEqual([]);
    expect(result.journaled).toHaveLength(journaled);
    expect(result.skipped).toHaveLength(incoming.length - journaled);
  });

  test("a new fast comes in with its journal", () => {
    const fast = jot("first", 5);
    expect(mergeImported([], [fast], NOW)).toMatchObject({ merged: [fast], added: [fast], journaled: [] });
  });
});
