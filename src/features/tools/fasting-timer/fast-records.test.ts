// @vitest-environment node
import { describe, expect, test } from "vitest";
import { customProblem, HOUR, makeFast, MINUTE, NOW } from "./fast-fixtures";
import {
  checkFast,
  isFromNewerVersion,
  newFastId,
  FAST_SCHEMA,
  JOURNAL_NOTE_MAX,
  readStoredFasts,
  toFast,
  toJournal,
  toStoredFast,
} from "./fast-records";

describe("checkFast", () => {
  /** A finished fast from 14 June 06:00 to 22:00 UTC. */
  const other = makeFast({ id: "other", startedAt: NOW - 30 * HOUR, endedAt: NOW - 14 * HOUR });
  /** A fast started three hours before NOW and still running. */
  const running = makeFast({ id: "running", startedAt: NOW - 3 * HOUR, endedAt: null });
  const overlap = "This fast overlaps another fast in your history.";
  const week = { plan: "custom", targetHours: 72 } as const;

  test.each([
    [
      "an end before the start",
      { startedAt: NOW - 2 * HOUR, endedAt: NOW - 3 * HOUR },
      [],
      "end",
      "The end can’t be before the start.",
    ],
    [
      "an end at the start",
      { startedAt: NOW - 2 * HOUR, endedAt: NOW - 2 * HOUR },
      [],
      "end",
      "The end can’t be the same time as the start.",
    ],
    [
      "a start 2 min ahead",
      { startedAt: NOW + 2 * MINUTE, endedAt: null },
      [],
      "start",
      "The start can’t be in the future.",
    ],
    [
      "an end 2 min ahead",
      { startedAt: NOW - 16 * HOUR, endedAt: NOW + 2 * MINUTE },
      [],
      "end",
      "The end can’t be in the future.",
    ],
    [
      "a fast of 168 h + 1 min",
      { ...week, startedAt: NOW - 200 * HOUR, endedAt: NOW - 32 * HOUR + MINUTE },
      [],
      "end",
      "A fast can’t be longer than 7 days (168 hours). Check its start and end.",
    ],
    [
      "a fast running for 168 h + 1 min",
      { ...week, startedAt: NOW - 168 * HOUR - MINUTE, endedAt: null },
      [],
      "start",
      "This fast has been running for more than 7 days, longer than the timer records. Correct its start, or cancel it.",
    ],
    [
      "a 16:8 fast with a 20 h target",
      { targetHours: 20 },
      [],
      "target",
      "The 16:8 plan fasts for 16 hours.",
    ],
    ["an OMAD fast with a 16 h target", { plan: "omad" }, [], "target", "The OMAD plan fasts for 23 hours."],
    ["a custom target of 73 h", { plan: "custom", targetHours: 73 }, [], "target", customProblem.message],
    ["a missing start", { startedAt: NaN }, [], "start", "Enter when the fast started."],
    ["a missing end", { endedAt: NaN }, [], "end", "Enter when the fast ended."],
    [
      "a second running fast",
      { startedAt: NOW - HOUR, endedAt: null },
      [running],
      "end",
      "Another fast is already running. End it before you start a new one.",
    ],
    [
      "a start inside another fast",
      { startedAt: NOW - 20 * HOUR, endedAt: NOW - 4 * HOUR },
      [other],
      "start",
      overlap,
    ],
    [
      "an end inside another fast",
      { startedAt: NOW - 40 * HOUR, endedAt: NOW - 20 * HOUR },
      [other],
      "end",
      overlap,
    ],
    [
      "a fast around another one",
      { ...week, startedAt: NOW - 40 * HOUR, endedAt: NOW - 2 * HOUR },
      [other],
      "end",
      overlap,
    ],
    [
      "the same times as another fast",
      { startedAt: other.startedAt, endedAt: other.endedAt },
      [other],
      "start",
      overlap,
    ],
    [
      "a fast that runs into the running one",
      { startedAt: NOW - 20 * HOUR, endedAt: NOW - 2 * HOUR },
      [running],
      "end",
      overlap,
    ],
  ] as const)("refuses %s", (_, overrides, others, field, message) => {
    expect(checkFast(makeFast(overrides), others, NOW)).toEqual({ field, message });
  });

  test.each([
    [
      "a fast that ends when another starts",
      { startedAt: NOW - 46 * HOUR, endedAt: other.startedAt },
      [other],
    ],
    ["a fast that starts when another ends", { startedAt: other.endedAt ?? 0, endedAt: NOW }, [other]],
    ["a fast of exactly 168 h", { ...week, startedAt: NOW - 200 * HOUR, endedAt: NOW - 32 * HOUR }, []],
    ["a fast running for exactly 168 h", { ...week, startedAt: NOW - 168 * HOUR, endedAt: null }, []],
    ["a start 30 s ahead (clock skew)", { startedAt: NOW + 30_000, endedAt: null }, []],
    ["an end 30 s ahead (clock skew)", { startedAt: NOW - 16 * HOUR, endedAt: NOW + 30_000 }, []],
    ["a running fast after finished ones", { startedAt: NOW - HOUR, endedAt: null }, [other]],
    ["an edit that overlaps only the fast's old self", { id: "other", startedAt: NOW - 28 * HOUR }, [other]],
  ] as const)("accepts %s", (_, overrides, others) => {
    expect(checkFast(makeFast(overrides), others, NOW)).toBeNull();
  });

  test("names the other fast's start with the formatter it is given", () => {
    const candidate = makeFast({ startedAt: NOW - 20 * HOUR, endedAt: NOW - 4 * HOUR });
    expect(checkFast(candidate, [other], NOW, (instant) => new Date(instant).toISOString())).toEqual({
      field: "start",
      message: "This fast overlaps the fast that started 2026-06-14T06:00:00.000Z in your history.",
    });
  });
});

describe("stored data", () => {
  const good = makeFast({ id: "good" });
  const { endedAt: _endedAt, ...withoutEnd } = good;

  test("readStoredFasts reads a valid record, dropping unknown fields", () => {
    expect(readStoredFasts([{ ...good, note: "extra" }])).toEqual({ fasts: [good], setAside: [] });
  });

  test.each([
    ["a record without an end", withoutEnd],
    ["a target stored as a string", { ...good, targetHours: "16" }],
    ["a target that doesn't fit the plan", { ...good, targetHours: 18 }],
    ["a fraction of a millisecond", { ...good, startedAt: good.startedAt + 0.5 }],
    ["an infinite end", { ...good, endedAt: Infinity }],
    ["null", null],
    ["an array", [good]],
    ["a second record with the same id", { ...good, startedAt: good.startedAt - 48 * HOUR }],
    [
      "a record from a newer version",
      { ...good, id: "newer", schema: FAST_SCHEMA + 1, photo: "kept by the next version" },
    ],
  ])("readStoredFasts sets aside %s and keeps the good record", (_, bad) => {
    expect(readStoredFasts([good, bad])).toEqual({ fasts: [good], setAside: [bad] });
  });

  test.each([
    ["an object, set aside whole", { fasts: [good] }, { fasts: [], setAside: [{ fasts: [good] }] }],
    ["a string, set aside whole", "[]", { fasts: [], setAside: ["[]"] }],
    ["nothing stored yet, as an empty history", undefined, { fasts: [], setAside: [] }],
  ])("readStoredFasts reads %s", (_, value, expected) => {
    expect(readStoredFasts(value)).toEqual(expected);
  });

  test("a stored record carries the version of its format, and reads back as the same fast, as a version 1 one does", () => {
    expect(toStoredFast(good)).toEqual({ ...good, schema: FAST_SCHEMA });
    expect(readStoredFasts([toStoredFast(good), { ...good, id: "v1", schema: 1 }])).toEqual({
      fasts: [good, { ...good, id: "v1" }],
      setAside: [],
    });
  });

  test.each([
    [
      "a list with a record from a newer version",
      [good, { ...good, id: "n", schema: FAST_SCHEMA + 1 }],
      true,
    ],
    ["a newer version's own shape of the whole value", { schema: FAST_SCHEMA + 1, fasts: [] }, true],
    ["records of this version", [toStoredFast(good)], false],
    ["damaged records", [{ schema: "2" }, null, 42], false],
  ])("isFromNewerVersion: %s → %s", (_, value, expected) => {
    expect(isFromNewerVersion(value)).toBe(expected);
  });
});

describe("journals", () => {
  const saved = { savedAt: NOW };
  const ratings = "Hunger, energy and mood are whole numbers from 1 to 5.";

  test.each([
    ["three ratings and a note", { hunger: 2, energy: 4, mood: 5, note: "Easy day." }],
    ["one rating, the rest blank", { hunger: null, energy: 3, mood: null, note: "" }],
    [
      "a note alone, of the longest length",
      { hunger: null, energy: null, mood: null, note: "x".repeat(JOURNAL_NOTE_MAX) },
    ],
  ])("toJournal keeps %s", (_, journal) => {
    expect(toJournal({ ...journal, ...saved })).toEqual({ ...journal, ...saved });
  });

  test("toJournal trims the note, fills missing fields as blank and drops unknown ones", () => {
    expect(toJournal({ mood: 4, note: "  fine \n", extra: true, ...saved })).toEqual({
      hunger: null,
      energy: null,
      mood: 4,
      note: "fine",
      ...saved,
    });
  });

  test.each([
    ["a rating of 0", { hunger: 0 }, ratings],
    ["a rating of 6", { mood: 6 }, ratings],
    ["a rating of 2.5", { energy: 2.5 }, ratings],
    ["a note that isn't text", { note: 5 }, "The note isn’t text."],
    [
      "a note one character too long",
      { note: "x".repeat(JOURNAL_NOTE_MAX + 1) },
      "The note is longer than 500 characters.",
    ],
    ["nothing said at all", { note: "   " }, "Rate hunger, energy or mood, or write a note."],
    ["no valid save time", { mood: 3, savedAt: NaN }, "The journal’s save time isn’t a valid date and time."],
  ])("toJournal refuses %s", (_, journal, message) => {
    expect(toJournal({ ...saved, ...journal })).toBe(message);
  });

  test("a fast keeps a readable journal, reads without one, and is refused with an unreadable one", () => {
    const fast = makeFast({ endedAt: NOW - HOUR, startedAt: NOW - 17 * HOUR });
    const journal = { hunger: 2, energy: 3, mood: 4, note: "ok", savedAt: NOW };
    expect(toFast({ ...fast, journal })).toEqual({ ...fast, journal });
    expect(toFast({ ...fast, journal: null })).toEqual(fast);
    expect(toFast({ ...fast, journal: { mood: 9, savedAt: NOW } })).toBe(ratings);
  });
});

test("newFastId writes the time and two random numbers in base 36, Math.random unless told", () => {
  expect(newFastId(NOW, () => 0.5)).toBe(`${NOW.toString(36)}-0zik0zk0zik0zk`);
  expect(newFastId(NOW, () => 0)).toBe(`${NOW.toString(36)}-00000000000000`);
  expect(newFastId(NOW)).toMatch(/^[0-9a-z]+-[0-9a-z]{14}$/);
});
