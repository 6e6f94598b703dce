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
  type Fast,
} from "./fast-records";

/** A 16:8 fast from `start` to `end` ms after NOW (negative: before it); running when `end` is null. */
const fastAt = (start: number, end: number | null, more: Partial<Fast> = {}) =>
  makeFast({ startedAt: NOW + start, endedAt: end === null ? null : NOW + end, ...more });

describe("checkFast", () => {
  /** A finished fast from 14 June 06:00 to 22:00 UTC. */
  const other = fastAt(-30 * HOUR, -14 * HOUR, { id: "other" });
  /** A fast started three hours before NOW and still running. */
  const running = fastAt(-3 * HOUR, null, { id: "running" });
  const week = { plan: "custom", targetHours: 72 } as const;
  const tooLong = "A fast can’t be longer than 7 days (168 hours). Check its start and end.";
  const runningTooLong =
    "This fast has been running for more than 7 days, longer than the timer records. Correct its start, or cancel it.";
  const overlap = "This fast overlaps another fast in your history.";
  const anotherRunning = "Another fast is already running. End it before you start a new one.";

  test.each([
    ["an end before the start", fastAt(-2 * HOUR, -3 * HOUR), "end", "The end can’t be before the start."],
    ["an end at the start", fastAt(-HOUR, -HOUR), "end", "The end can’t be the same time as the start."],
    ["a start 2 min ahead", fastAt(2 * MINUTE, null), "start", "The start can’t be in the future."],
    ["an end 2 min ahead", fastAt(-16 * HOUR, 2 * MINUTE), "end", "The end can’t be in the future."],
    ["a fast of 168 h + 1 min", fastAt(-200 * HOUR, -32 * HOUR + MINUTE, week), "end", tooLong],
    ["a fast running for 168 h + 1 min", fastAt(-168 * HOUR - MINUTE, null, week), "start", runningTooLong],
    ["a 16:8 target of 20 h", makeFast({ targetHours: 20 }), "target", "The 16:8 plan fasts for 16 hours."],
    ["an OMAD target of 16 h", makeFast({ plan: "omad" }), "target", "The OMAD plan fasts for 23 hours."],
    ["a custom 73 h target", makeFast({ plan: "custom", targetHours: 73 }), "target", customProblem.message],
    ["a missing start", makeFast({ startedAt: NaN }), "start", "Enter when the fast started."],
    ["a missing end", makeFast({ endedAt: NaN }), "end", "Enter when the fast ended."],
    // With other fasts in the history (none above).
    ["a second running fast", fastAt(-HOUR, null), "end", anotherRunning, [running]],
    ["a start inside another fast", fastAt(-20 * HOUR, -4 * HOUR), "start", overlap, [other]],
    ["an end inside another fast", fastAt(-40 * HOUR, -20 * HOUR), "end", overlap, [other]],
    ["a fast around another one", fastAt(-40 * HOUR, -2 * HOUR, week), "end", overlap, [other]],
    ["the same times as another fast", { ...other, id: "candidate" }, "start", overlap, [other]],
    ["a fast that runs into the running one", fastAt(-20 * HOUR, -2 * HOUR), "end", overlap, [running]],
  ] as const)("refuses %s", (_, fast, field, message, others: readonly Fast[] = []) => {
    expect(checkFast(fast, others, NOW)).toEqual({ field, message });
  });

  test("names the other fast's start with the formatter it is given", () => {
    const iso = (instant: number) => new Date(instant).toISOString();
    expect(checkFast(fastAt(-20 * HOUR, -4 * HOUR), [other], NOW, iso)).toEqual({
      field: "start",
      message: "This fast overlaps the fast that started 2026-06-14T06:00:00.000Z in your history.",
    });
  });

  test.each([
    ["a fast that ends when another starts", fastAt(-46 * HOUR, -30 * HOUR), [other]],
    ["a fast that starts when another ends", fastAt(-14 * HOUR, 0), [other]],
    ["a fast of exactly 168 h", fastAt(-200 * HOUR, -32 * HOUR, week), []],
    ["a fast running for exactly 168 h", fastAt(-168 * HOUR, null, week), []],
    ["a start 30 s ahead (clock skew)", fastAt(30_000, null), []],
    ["an end 30 s ahead (clock skew)", fastAt(-16 * HOUR, 30_000), []],
    ["a running fast after finished ones", fastAt(-HOUR, null), [other]],
    ["an edit overlapping only its old self", fastAt(-28 * HOUR, -4 * HOUR, { id: "other" }), [other]],
  ] as const)("accepts %s", (_, fast, others) => {
    expect(checkFast(fast, others, NOW)).toBeNull();
  });
});

describe("stored data", () => {
  const good = makeFast({ id: "good" });
  const { endedAt: _endedAt, ...withoutEnd } = good;

  test.each([
    ["a record without an end", withoutEnd],
    ["a target stored as a string", { ...good, targetHours: "16" }],
    ["a target that doesn't fit the plan", { ...good, targetHours: 18 }],
    ["a fraction of a millisecond", { ...good, startedAt: good.startedAt + 0.5 }],
    ["null", null],
    ["an array", [good]],
    ["a second record with the same id", { ...good, startedAt: good.startedAt - 48 * HOUR }],
    ["a record from a newer version", { ...good, id: "newer", schema: FAST_SCHEMA + 1, photo: "kept by it" }],
  ])("readStoredFasts sets aside %s and keeps the good record, less its unknown fields", (_, bad) => {
    expect(readStoredFasts([{ ...good, note: "extra" }, bad])).toEqual({ fasts: [good], setAside: [bad] });
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
    ["a list with a record from a newer version", [good, { ...good, schema: FAST_SCHEMA + 1 }], true],
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
  const blank = { hunger: null, energy: null, mood: null };
  const longest = "x".repeat(JOURNAL_NOTE_MAX);

  test.each([
    ["three ratings and a note", { hunger: 2, energy: 4, mood: 5, note: "Easy day." }],
    ["one rating, the rest blank", { ...blank, energy: 3, note: "" }],
    ["a note alone, of the longest length", { ...blank, note: longest }],
  ])("toJournal keeps %s", (_, journal) => {
    expect(toJournal({ ...journal, ...saved })).toEqual({ ...journal, ...saved });
  });

  test("toJournal trims the note, fills missing fields as blank and drops unknown ones", () => {
    const read = toJournal({ mood: 4, note: "  fine \n", extra: true, ...saved });
    expect(read).toEqual({ ...blank, mood: 4, note: "fine", ...saved });
  });

  test.each([
    ["a rating of 0", { hunger: 0 }, ratings],
    ["a rating of 6", { mood: 6 }, ratings],
    ["a rating of 2.5", { energy: 2.5 }, ratings],
    ["a note that isn't text", { note: 5 }, "The note isn’t text."],
    ["a note too long by one", { note: `${longest}x` }, "The note is longer than 500 characters."],
    ["nothing said at all", { note: "   " }, "Rate hunger, energy or mood, or write a note."],
    ["no valid save time", { mood: 3, savedAt: NaN }, "The journal’s save time isn’t a valid date and time."],
  ])("toJournal refuses %s", (_, journal, message) => {
    expect(toJournal({ ...saved, ...journal })).toBe(message);
  });

  test("a fast keeps a readable journal, reads without one, and is refused with an unreadable one", () => {
    const fast = makeFast();
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
