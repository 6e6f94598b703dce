// @vitest-environment node
import { describe, expect, test } from "vitest";
import { HOUR, makeFast, NOW } from "./fast-fixtures";
import type { Fast, FastJournal } from "./fast-records";
import { DEFAULT_SETTINGS } from "../progress-tracker/progress-settings";
import { parseImport, toJson } from "./fasting-files";
import type { WeightEntry } from "../progress-tracker/weight-entries";
import { mergeImported, mergeImportedRecords, mergeImportedWeights } from "./fasting-import-merge";

describe("mergeImported", () => {
  const older = makeFast({ id: "older", startedAt: NOW - 50 * HOUR, endedAt: NOW - 34 * HOUR });
  const newer = makeFast({ id: "newer", startedAt: NOW - 20 * HOUR, endedAt: NOW - 4 * HOUR });
  const running = makeFast({ id: "running", startedAt: NOW - 2 * HOUR, endedAt: null });

  test("adds the fasts that aren't in the history yet; the result is newest first", () => {
    expect(mergeImported([older], [running, newer], NOW)).toEqual({
      merged: [running, newer, older],
      added: [running, newer],
      journaled: [],
      skipped: [],
    });
  });

  test("importing the same export twice adds nothing the second time", () => {
    const file = toJson([older, newer, running]);
    const read = (text: string) => {
      const result = parseImport(text, "history.json");
      if ("field" in result) throw new Error(result.message);
      return result.fasts;
    };
    const first = mergeImported([], read(file), NOW);
    expect(first.added).toHaveLength(3);
    const second = mergeImported(first.merged, read(file), NOW);
    expect(second).toEqual({
      merged: first.merged,
      added: [],
      journaled: [],
      skipped: [older, newer, running].map((fast) => ({ fast, reason: "Already in your history." })),
    });
  });

  test("skips a copy with another id but the same start, end and target as already in the history", () => {
    const copy = { ...newer, id: "copy" };
    expect(mergeImported([newer], [copy], NOW).skipped).toEqual([
      { fast: copy, reason: "Already in your history." },
    ]);
  });

  test.each([
    [
      "a fast overlapping one in the history",
      makeFast({ id: "x", startedAt: NOW - 40 * HOUR, endedAt: NOW - 24 * HOUR }),
      "This fast overlaps another fast in your history.",
    ],
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
  ])("refuses %s with checkFast's message", (_, fast, reason) => {
    const result = mergeImported([older, running], [fast], NOW);
    expect(result.added).toEqual([]);
    expect(result.skipped).toEqual([{ fast, reason }]);
    expect(result.merged).toEqual([running, older]);
  });

  test("checks the imported fasts against each other too", () => {
    const clash = {
      ...newer,
      id: "clash",
      startedAt: newer.startedAt + HOUR,
      endedAt: (newer.endedAt ?? 0) + HOUR,
    };
    const result = mergeImported([], [newer, clash], NOW);
    expect(result.added).toEqual([newer]);
    expect(result.skipped).toEqual([
      { fast: clash, reason: "This fast overlaps another fast in your history." },
    ]);
  });
});

describe("mergeImported: overlaps", () => {
  const overlap = "This fast overlaps another fast in your history.";
  /** A finished 16:8 fast from `from` to `to` hours before NOW. */
  const span = (id: string, from: number, to: number) =>
    makeFast({ id, startedAt: NOW - from * HOUR, endedAt: NOW - to * HOUR });
  const base = span("base", 60, 44);
  /** An imported fast that overlaps one in the history is skipped, saying why. */
  const expectRefused = (history: Fast[], fast: Fast) =>
    expect(mergeImported(history, [fast], NOW).skipped).toEqual([{ fast, reason: overlap }]);
  /** Of the fasts in one file, `kept` is added and `refused` skipped, saying why. */
  const expectOneKept = (file: Fast[], kept: Fast, refused: Fast, reason = overlap) =>
    expect(mergeImported([], file, NOW)).toMatchObject({
      added: [kept],
      skipped: [{ fast: refused, reason }],
    });

  test.each([
    ["starts inside it and ends after it", span("x", 50, 34)],
    ["starts before it and ends inside it", span("x", 70, 50)],
    ["lies inside it", makeFast({ id: "x", startedAt: NOW - 59 * HOUR, endedAt: NOW - 45 * HOUR })],
    ["holds it", makeFast({ id: "x", startedAt: NOW - 62 * HOUR, endedAt: NOW - 42 * HOUR })],
    [
      "has the same start and end, with another target",
      { ...base, id: "x", targetHours: 18, plan: "18:6" as const },
    ],
  ])(
    "a fast that %s is refused when the other is in the history; of the two in one file, one is kept",
    (_, fast) => {
      expect(mergeImported([base], [fast], NOW).skipped).toEqual([{ fast, reason: overlap }]);
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

  test("an identical fast is already in the history; a row listed twice in the file is added once", () => {
    expect(mergeImported([base], [{ ...base }], NOW).skipped).toEqual([
      { fast: base, reason: "Already in your history." },
    ]);
    const copy = { ...base, id: "copy" };
    expectOneKept([base, copy], base, copy, "This fast is listed twice in the file.");
  });

  test("finds an overlap with a long fast in the history even when a shorter one starts in between", () => {
    // Overlapping fasts already stored (from before overlaps were checked) are kept as they are.
    const long = span("long", 160, 10);
    const short = span("short", 150, 140);
    const inside = span("inside", 100, 84);
    expectRefused([long, short], inside);
  });

  test("a running fast lasts until now: a later fast overlaps it", () => {
    const running = makeFast({ id: "running", startedAt: NOW - 30 * HOUR, endedAt: null });
    const later = span("later", 20, 4);
    expectRefused([running], later);
    expectOneKept([running, later], running, later);
  });

  test("of two imported fasts that overlap, the earlier start is kept whatever the order of the rows", () => {
    const first = span("first", 60, 44);
    const second = span("second", 50, 34);
    expectOneKept([second, first], first, second);
  });

  test("a 5,000-row import into a 5,000-fast history looks at each fast a few times, not once per other fast", () => {
    let reads = 0;
    /** A fast whose every field read is counted: the work done, whatever the machine's speed. */
    const counted = (fast: Fast): Fast => {
      const read = <T>(value: T) => {
        reads += 1;
        return value;
      };
      return {
        get id() {
          return read(fast.id);
        },
        get startedAt() {
          return read(fast.startedAt);
        },
        get endedAt() {
          return read(fast.endedAt);
        },
        get targetHours() {
          return read(fast.targetHours);
        },
        get plan() {
          return read(fast.plan);
        },
      };
    };
    // One fast a day for 10,000 days; the file repeats 2,500 of the stored ones and brings 2,500 new.
    const day = (index: number) =>
      counted(
        makeFast({
          id: `d${index}`,
          startedAt: NOW - (index + 1) * 24 * HOUR,
          endedAt: NOW - (index + 1) * 24 * HOUR + 16 * HOUR,
        }),
      );
    const existing = Array.from({ length: 5_000 }, (_, index) => day(2 * index));
    const incoming = Array.from({ length: 5_000 }, (_, index) =>
      day(index < 2_500 ? 2 * index : 2 * index + 1),
    );
    reads = 0;
    const result = mergeImported(existing, incoming, NOW);
    expect(result.added).toHaveLength(2_500);
    expect(result.skipped).toHaveLength(2_500);
    // n log2 n for n = 10,000 is about 133,000; checking every pair would read over 50,000,000 times.
    expect(reads).toBeLessThan(3_000_000);
  });
});

describe("merging imported weigh-ins", () => {
  const weighIn = (date: string, weightKg: number, savedAt: number): WeightEntry => ({
    date,
    weightKg,
    waistCm: null,
    savedAt,
  });
  const TODAY = "2026-05-10";

  test.each([
    {
      name: "a day you have no weigh-in for is added",
      existing: [weighIn("2026-05-02", 80, 5)],
      incoming: [weighIn("2026-05-01", 81, 1)],
      merged: [weighIn("2026-05-01", 81, 1), weighIn("2026-05-02", 80, 5)],
      added: 1,
      replaced: 0,
      skipped: [],
    },
    {
      name: "a day saved later in the file replaces yours",
      existing: [weighIn("2026-05-02", 80, 5)],
      incoming: [weighIn("2026-05-02", 79, 6)],
      merged: [weighIn("2026-05-02", 79, 6)],
      added: 0,
      replaced: 1,
      skipped: [],
    },
    {
      name: "a day you saved as recently or later is kept (the same export twice changes nothing)",
      existing: [weighIn("2026-05-02", 80, 5)],
      incoming: [weighIn("2026-05-02", 79, 5), weighIn("2026-05-02", 78, 4)],
      merged: [weighIn("2026-05-02", 80, 5)],
      added: 0,
      replaced: 0,
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
      added: 1,
      replaced: 0,
      skipped: ["A weigh-in is dated in the future.", "A day is listed twice in the file."],
    },
  ])("$name", ({ existing, incoming, merged, added, replaced, skipped }) => {
    const result = mergeImportedWeights(existing, incoming, TODAY);
    expect(result.merged).toEqual(merged);
    expect(result.added).toHaveLength(added);
    expect(result.replaced).toHaveLength(replaced);
    expect(result.skipped.map(({ reason }) => reason)).toEqual(skipped);
  });
});

describe("merging a whole file, as the timer and the tracker import it", () => {
  const weighIn = (date: string, weightKg: number, savedAt: number): WeightEntry => ({
    date,
    weightKg,
    waistCm: null,
    savedAt,
  });
  const stored = {
    fasts: [] as Fast[],
    weights: [weighIn("2026-05-02", 80, 5)],
    progress: { ...DEFAULT_SETTINGS, weightUnit: "lb" as const },
  };
  const fast = makeFast({ id: "a", startedAt: NOW - 20 * HOUR, endedAt: NOW - 4 * HOUR });
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
    expect(result.message).toBe(message);
    expect(result.ok).toBe(ok);
    expect(result.merged.fasts).toHaveLength(Math.max(history.length, incoming.fasts.length));
  });
});

describe("journals on import", () => {
  const base = makeFast({ id: "a", startedAt: NOW - 20 * HOUR, endedAt: NOW - 4 * HOUR });
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
    {
      name: "a journal for a fast with none here is taken",
      existing: [base],
      incoming: [withJournal("calm", 5)],
      journal: journal("calm", 5),
      journaled: 1,
    },
    {
      name: "a journal saved later replaces the one here",
      existing: [withJournal("old", 5)],
      incoming: [withJournal("new", 9)],
      journal: journal("new", 9),
      journaled: 1,
    },
    {
      name: "a journal saved earlier, or at the same time, changes nothing",
      existing: [withJournal("mine", 9)],
      incoming: [withJournal("older", 5), withJournal("same time", 9)],
      journal: journal("mine", 9),
      journaled: 0,
    },
    {
      name: "a fast without a journal never removes the one here",
      existing: [withJournal("mine", 9)],
      incoming: [base],
      journal: journal("mine", 9),
      journaled: 0,
    },
    {
      name: "the same fast under another id takes its journal too",
      existing: [base],
      incoming: [withJournal("from b", 5, sameFastOtherId)],
      journal: journal("from b", 5),
      journaled: 1,
    },
    {
      name: "of two copies in the file, the later journal wins whatever their order",
      existing: [base],
      incoming: [withJournal("later", 9), withJournal("earlier", 5)],
      journal: journal("later", 9),
      journaled: 1,
    },
  ])("$name", ({ existing, incoming, journal: expected, journaled }) => {
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
