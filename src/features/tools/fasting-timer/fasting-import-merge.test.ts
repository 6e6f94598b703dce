// @vitest-environment node
import { describe, expect, test } from "vitest";
import { HOUR, makeFast, NOW } from "./fast-fixtures";
import type { Fast, FastJournal } from "./fast-records";
import { DEFAULT_SETTINGS } from "../progress-tracker/progress-settings";
import type { WeightEntry } from "../progress-tracker/weight-entries";
import { mergeImported, mergeImportedRecords, mergeImportedWeights } from "./fasting-import-merge";

const overlap = "This fast overlaps another fast in your history.";
/** A finished 16:8 fast from `from` to `to` hours before NOW. */
const span = (id: string, from: number, to: number) =>
  makeFast({ id, startedAt: NOW - from * HOUR, endedAt: NOW - to * HOUR });
const weighIn = (date: string, weightKg: number, savedAt: number): WeightEntry => ({
  date,
  weightKg,
  waistCm: null,
  savedAt,
});

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

  test.each([
    ["a fast overlapping one in the history", span("x", 40, 24), overlap],
    [
      "a second running fast",
      makeFast({ id: "x", startedAt: NOW - HOUR, endedAt: null }),
      "Another fast is already running. End it before you start a new one.",
    ],
    [
      "a fast in the future",
      makeFast({ id: "x", startedAt: NOW + HOUR, endedAt: null }),
      "The start can’t be in the future.",
    ],
  ])("refuses %s with checkFast's message, and keeps the history as it was", (_, fast, reason) => {
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
    [
      "has the same start and end, with another target",
      { ...base, id: "x", targetHours: 18, plan: "18:6" as const },
    ],
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

  test("of two imported fasts that overlap, the earlier start is kept whatever the order of the rows", () => {
    const second = span("second", 50, 34);
    expectOneKept([second, base], base, second);
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

describe("merging imported weigh-ins", () => {
  test.each([
    {
      name: "a day you have no weigh-in for is added",
      existing: [weighIn("2026-05-02", 80, 5)],
      incoming: [weighIn("2026-05-01", 81, 1)],
      merged: [weighIn("2026-05-01", 81, 1), weighIn("2026-05-02", 80, 5)],
      counts: [1, 0],
      skipped: [],
    },
    {
      name: "a day saved later in the file replaces yours",
      existing: [weighIn("2026-05-02", 80, 5)],
      incoming: [weighIn("2026-05-02", 79, 6)],
      merged: [weighIn("2026-05-02", 79, 6)],
      counts: [0, 1],
      skipped: [],
    },
    {
      name: "a day you saved as recently or later is kept (the same export twice changes nothing)",
      existing: [weighIn("2026-05-02", 80, 5)],
      incoming: [weighIn("2026-05-02", 79, 5), weighIn("2026-05-02", 78, 4)],
      merged: [weighIn("2026-05-02", 80, 5)],
      counts: [0, 0],
      skipped: [
        "You have a weigh-in for that day saved as recently or later.",
        "A day is listed twice in the file.",
      ],
    },
    {
      name: "a day after today, and a second entry for a day in the file, are skipped",
      existing: [],
      incoming: [weighIn("2026-05-11", 80, 1), weighIn("2026-05-03", 80, 1), weighIn("2026-05-03", 79, 9)],
      merged: [weighIn("2026-05-03", 80, 1)],
      counts: [1, 0],
      skipped: ["A weigh-in is dated in the future.", "A day is listed twice in the file."],
    },
  ])("$name", ({ existing, incoming, merged, counts, skipped }) => {
    const result = mergeImportedWeights(existing, incoming, "2026-05-10");
    expect(result.merged).toEqual(merged);
    expect([result.added.length, result.replaced.length]).toEqual(counts);
    expect(result.skipped.map(({ reason }) => reason)).toEqual(skipped);
  });
});

describe("merging a whole file, as the timer and the tracker import it", () => {
  const stored = {
    fasts: [] as Fast[],
    weights: [weighIn("2026-05-02", 80, 5)],
    progress: { ...DEFAULT_SETTINGS, weightUnit: "lb" as const },
  };
  const fast = span("a", 20, 4);
  const journaled = {
    ...fast,
    journal: { hunger: 2, energy: 4, mood: 4, note: "", savedAt: 9 } as FastJournal,
  };
  const fileSettings = { ...DEFAULT_SETTINGS, goalKg: 75, heightCm: 178, quiet: true };

  test.each([
    {
      name: "a fasts-only file says nothing of weigh-ins",
      incoming: { fasts: [fast], weights: [] },
      message: "Imported 1 fast.",
      ok: true,
    },
    {
      name: "a file with weigh-ins counts the days added and updated",
      incoming: { fasts: [fast], weights: [weighIn("2026-05-01", 81, 1), weighIn("2026-05-02", 79, 9)] },
      message: "Imported 1 weigh-in, updated 1 day and 1 fast.",
      ok: true,
    },
    {
      name: "a file whose every entry is already there is not ok, with the reason",
      incoming: { fasts: [], weights: [weighIn("2026-05-02", 80, 5)] },
      message:
        "Imported 0 weigh-ins and 0 fasts. Skipped 1: You have a weigh-in for that day saved as recently or later.",
      ok: false,
    },
    {
      name: "a journal for a fast already there is counted, not skipped",
      history: [fast],
      incoming: { fasts: [journaled], weights: [] },
      message: "Imported 0 fasts. Updated the journal of 1 fast already in your history.",
      ok: true,
    },
    {
      name: "settings fill in the goal and height this device lacks, and say so",
      incoming: { fasts: [], weights: [], settings: fileSettings },
      message: "Imported 0 fasts. Took the file’s tracker settings where this device had none.",
      ok: true,
    },
  ])("$name", ({ history = [], incoming, message, ok }) => {
    const result = mergeImportedRecords(
      { ...stored, fasts: history },
      { settings: null, ...incoming },
      NOW,
      "2026-05-10",
    );
    expect(result).toMatchObject({ message, ok });
    expect(result.merged.fasts).toHaveLength(Math.max(history.length, incoming.fasts.length));
  });
});

describe("journals on import", () => {
  const base = span("a", 20, 4);
  const journal = (note: string, savedAt: number): FastJournal => ({
    hunger: 3,
    energy: 3,
    mood: 3,
    note,
    savedAt,
  });
  const withJournal = (note: string, savedAt: number, fast = base): Fast => ({
    ...fast,
    journal: journal(note, savedAt),
  });
  // The same fast under another id, as a second device that imported a CSV edited by hand would hold it.
  const sameFastOtherId = { ...base, id: "b" };

  test.each([
    ["a journal for a fast with none here is taken", [base], [withJournal("calm", 5)], journal("calm", 5), 1],
    [
      "a journal saved later replaces the one here",
      [withJournal("old", 5)],
      [withJournal("new", 9)],
      journal("new", 9),
      1,
    ],
    [
      "a journal saved earlier, or at the same time, changes nothing",
      [withJournal("mine", 9)],
      [withJournal("older", 5), withJournal("same time", 9)],
      journal("mine", 9),
      0,
    ],
    [
      "a fast without a journal never removes the one here",
      [withJournal("mine", 9)],
      [base],
      journal("mine", 9),
      0,
    ],
    [
      "the same fast under another id takes its journal too",
      [base],
      [withJournal("from b", 5, sameFastOtherId)],
      journal("from b", 5),
      1,
    ],
    [
      "of two copies in the file, the later journal wins whatever their order",
      [base],
      [withJournal("later", 9), withJournal("earlier", 5)],
      journal("later", 9),
      1,
    ],
  ])("%s", (_, existing, incoming, expected, journaled) => {
    const result = mergeImported(existing, incoming, NOW);
    expect(result.merged).toEqual([{ ...base, journal: expected }]);
    expect(result.added).toEqual([]);
    expect(result.journaled).toHaveLength(journaled);
    expect(result.skipped).toHaveLength(incoming.length - journaled);
  });

  test("a new fast comes in with its journal", () => {
    const fast = withJournal("first", 5);
    expect(mergeImported([], [fast], NOW)).toMatchObject({ merged: [fast], added: [fast], journaled: [] });
  });
});
