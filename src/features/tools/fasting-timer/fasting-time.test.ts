// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildSync } from "esbuild";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  CUSTOM_HOURS,
  checkFast,
  currentStreak,
  eatingWindow,
  elapsedMs,
  formatDuration,
  IMPORT_MAX_FASTS,
  isFromNewerVersion,
  lastOccurrence,
  MAX_FAST_HOURS,
  mergeImported,
  metTarget,
  newFastId,
  parseFast,
  parseImport,
  plannedEndAt,
  planFromQuery,
  plans,
  progress,
  readStoredFasts,
  remainingMs,
  sortNewestFirst,
  targetHoursFor,
  toCsv,
  toStoredFast,
  toJson,
  weeklyHours,
  type Fast,
} from "./fasting-time";
import type * as FastingTime from "./fasting-time";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A fixed "now" for everything that doesn't depend on the calendar: 15 June 2026, 12:00 UTC. */
const NOW = Date.UTC(2026, 5, 15, 12);

function makeFast(overrides: Partial<Fast> = {}): Fast {
  return {
    id: "candidate",
    startedAt: NOW - 20 * HOUR,
    endedAt: NOW - 4 * HOUR,
    targetHours: 16,
    plan: "16:8",
    ...overrides,
  };
}

const customProblem = {
  field: "target",
  message: `A custom fast is a whole number of hours from ${CUSTOM_HOURS.min} to ${CUSTOM_HOURS.max}.`,
};

describe("plans and targets", () => {
  test.each([
    ["16:8", "16:8", 16, 8],
    ["18:6", "18:6", 18, 6],
    ["omad", "One meal a day (OMAD)", 23, 1],
  ] as const)("the %s plan (%s) fasts %i h, then opens a %i h eating window", (id, label, target, eating) => {
    expect(plans.find((plan) => plan.id === id)).toEqual({
      id,
      label,
      targetHours: target,
      eatingHours: eating,
    });
    expect(targetHoursFor(id)).toBe(target);
    const fast = makeFast({ startedAt: NOW, endedAt: null, targetHours: target, plan: id });
    expect(eatingWindow(fast)).toEqual({ opensAt: NOW + target * HOUR, closesAt: NOW + 24 * HOUR });
  });

  test("a preset plan keeps its own target whatever custom number is passed", () => {
    expect(targetHoursFor("16:8", 40)).toBe(16);
  });

  test.each([
    [11, "refused", customProblem],
    [12, "accepted", 12],
    [72, "accepted", 72],
    [73, "refused", customProblem],
    [12.5, "refused", customProblem],
    [NaN, "refused", customProblem],
    [undefined, "refused", customProblem],
  ])("a custom target of %s hours is %s", (hours, _, result) => {
    expect(targetHoursFor("custom", hours)).toEqual(result);
  });

  test.each([
    [12, 12],
    [20, 4],
    [23, 1],
  ])("a custom %i h fast is followed by a %i h eating window", (target, eating) => {
    const fast = makeFast({ startedAt: NOW, targetHours: target, plan: "custom" });
    expect(eatingWindow(fast)).toEqual({
      opensAt: NOW + target * HOUR,
      closesAt: NOW + (target + eating) * HOUR,
    });
  });

  test.each([24, 36, 72])("a custom %i h fast leaves no daily eating window", (target) => {
    expect(eatingWindow(makeFast({ targetHours: target, plan: "custom" }))).toBeNull();
  });
});

describe("the timer", () => {
  const start = Date.UTC(2026, 5, 15, 0);
  const running = makeFast({ startedAt: start, endedAt: null });

  test("plans the end at start + target", () => {
    expect(plannedEndAt(running)).toBe(start + 16 * HOUR);
  });

  test.each([
    ["a minute before its start (a clock a little behind)", start - MINUTE, 0, 16 * HOUR + MINUTE, 0],
    ["at its start", start, 0, 16 * HOUR, 0],
    ["halfway", start + 8 * HOUR, 8 * HOUR, 8 * HOUR, 0.5],
    ["at the target", start + 16 * HOUR, 16 * HOUR, 0, 1],
    ["past the target", start + 20 * HOUR, 20 * HOUR, 0, 1],
  ])("elapsed, remaining and progress of a running 16 h fast %s", (_, now, elapsed, left, share) => {
    expect(elapsedMs(running, now)).toBe(elapsed);
    expect(remainingMs(running, now)).toBe(left);
    expect(progress(running, now)).toBe(share);
  });

  test("an ended fast stops the clock at its end", () => {
    const ended = makeFast({ startedAt: start, endedAt: start + 12 * HOUR });
    expect(elapsedMs(ended, start + 30 * HOUR)).toBe(12 * HOUR);
    expect(remainingMs(ended, start + 30 * HOUR)).toBe(4 * HOUR);
    expect(progress(ended, start + 30 * HOUR)).toBe(0.75);
  });

  test.each([
    ["a running fast", false, null],
    ["a fast ended 1 min short", false, start + 16 * HOUR - MINUTE],
    ["a fast ended exactly at the target", true, start + 16 * HOUR],
    ["a fast ended an hour past the target", true, start + 17 * HOUR],
  ])("%s met its target: %s", (_, met, endedAt) => {
    expect(metTarget(makeFast({ startedAt: start, endedAt }))).toBe(met);
  });

  test.each([
    [0, "0 h 00 min"],
    [59_999, "0 h 00 min"],
    [16 * HOUR + 5 * MINUTE, "16 h 05 min"],
    [16 * HOUR + 5 * MINUTE + 59_999, "16 h 05 min"],
    [23 * HOUR + 59 * MINUTE, "23 h 59 min"],
    [24 * HOUR, "1 d 00 h 00 min"],
    [74 * HOUR + 5 * MINUTE, "3 d 02 h 05 min"],
    [MAX_FAST_HOURS * HOUR, "7 d 00 h 00 min"],
    [-5 * MINUTE, "0 h 00 min"],
    [NaN, "0 h 00 min"],
    [Infinity, "0 h 00 min"],
  ])("formats %d ms as %s, minutes rounded down", (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe("checkFast", () => {
  /** A finished fast from 14 June 06:00 to 22:00 UTC. */
  const other = makeFast({ id: "other", startedAt: NOW - 30 * HOUR, endedAt: NOW - 14 * HOUR });
  /** A fast started three hours before NOW and still running. */
  const running = makeFast({ id: "running", startedAt: NOW - 3 * HOUR, endedAt: null });
  const overlap = "This fast overlaps another fast in your history.";

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
      { startedAt: NOW - 200 * HOUR, endedAt: NOW - 32 * HOUR + MINUTE, plan: "custom", targetHours: 72 },
      [],
      "end",
      "A fast can’t be longer than 7 days (168 hours). Check its start and end.",
    ],
    [
      "a fast running for 168 h + 1 min",
      { startedAt: NOW - 168 * HOUR - MINUTE, endedAt: null, plan: "custom", targetHours: 72 },
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
      { startedAt: NOW - 40 * HOUR, endedAt: NOW - 2 * HOUR, plan: "custom", targetHours: 36 },
      [other],
      "end",
      overlap,
    ],
    [
      "a fast within another one",
      { startedAt: NOW - 28 * HOUR, endedAt: NOW - 20 * HOUR },
      [other],
      "start",
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
    [
      "a fast that ends when the running one started",
      { startedAt: NOW - 20 * HOUR, endedAt: running.startedAt },
      [running],
    ],
    [
      "a fast of exactly 168 h",
      { startedAt: NOW - 200 * HOUR, endedAt: NOW - 32 * HOUR, plan: "custom", targetHours: 72 },
      [],
    ],
    [
      "a fast running for exactly 168 h",
      { startedAt: NOW - 168 * HOUR, endedAt: null, plan: "custom", targetHours: 72 },
      [],
    ],
    ["a start 30 s ahead (clock skew)", { startedAt: NOW + 30_000, endedAt: null }, []],
    ["an end 30 s ahead (clock skew)", { startedAt: NOW - 16 * HOUR, endedAt: NOW + 30_000 }, []],
    ["a running fast after finished ones", { startedAt: NOW - HOUR, endedAt: null }, [other]],
    ["an edit that overlaps only the fast's old self", { id: "other", startedAt: NOW - 28 * HOUR }, [other]],
    ["custom targets of 12 h", { plan: "custom", targetHours: 12 }, []],
    ["custom targets of 72 h", { plan: "custom", targetHours: 72 }, []],
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

describe("history", () => {
  // Local-time constructors: these tests hold in any time zone (mid-June has no clock changes).
  const today = new Date(2026, 5, 17, 18).getTime();
  const local = (day: number, hour: number) => new Date(2026, 5, day, hour).getTime();

  /** A 16:8 fast lasting `hours` that ended at `hour` local time on June `day`. */
  function endedOn(day: number, hours = 17, hour = 12): Fast {
    const end = local(day, hour);
    return {
      id: `${day}-${hour}-${hours}`,
      startedAt: end - hours * HOUR,
      endedAt: end,
      targetHours: 16,
      plan: "16:8",
    };
  }

  test("sorts newest first without changing the list it is given", () => {
    const fasts = [endedOn(12), endedOn(16), endedOn(14)];
    expect(sortNewestFirst(fasts).map((fast) => fast.id)).toEqual(["16-12-17", "14-12-17", "12-12-17"]);
    expect(fasts.map((fast) => fast.id)).toEqual(["12-12-17", "16-12-17", "14-12-17"]);
  });

  test.each([
    ["no fasts", 0, []],
    ["a fast today only", 1, [endedOn(17)]],
    ["a fast yesterday but none yet today", 1, [endedOn(16)]],
    ["fasts today and the two days before", 3, [endedOn(17), endedOn(16), endedOn(15)]],
    ["fasts the two days before today, none yet today", 2, [endedOn(16), endedOn(15)]],
    ["a gap: fasts today and two days ago", 1, [endedOn(17), endedOn(15)]],
    ["a fast two days ago only", 0, [endedOn(15)]],
    ["yesterday's fast short of its target", 1, [endedOn(17), endedOn(16, 15), endedOn(15)]],
    ["two fasts today (counted once)", 2, [endedOn(17, 17, 8), endedOn(17, 16, 17), endedOn(16)]],
    ["today's fast still running", 1, [{ ...endedOn(17), endedAt: null }, endedOn(16)]],
    ["a 30 h fast that ended today at 01:00 (the day it ended counts)", 1, [endedOn(17, 30, 1)]],
  ])("the streak with %s is %i", (_, streak, fasts) => {
    expect(currentStreak(fasts, today)).toBe(streak);
  });

  test("lists the last 7 local days, oldest first, with English weekday labels", () => {
    const week = weeklyHours([], today);
    expect(week.map((day) => day.label)).toEqual(["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]);
    expect(week.map((day) => day.day)).toEqual([11, 12, 13, 14, 15, 16, 17].map((day) => local(day, 0)));
    expect(week.every((day) => day.hours === 0)).toBe(true);
  });

  const fastBetween = (from: number, to: number | null): Fast => ({
    id: `${from}`,
    startedAt: from,
    endedAt: to,
    targetHours: 16,
    plan: "16:8",
  });

  test.each([
    [
      "splits a 20:00 → 12:00 fast at midnight: 4 h and 12 h",
      [fastBetween(local(15, 20), local(16, 12))],
      [0, 0, 0, 0, 4, 12, 0],
    ],
    [
      "splits a 40 h fast over three days",
      [fastBetween(local(13, 20), local(15, 12))],
      [0, 0, 4, 24, 12, 0, 0],
    ],
    ["counts a running fast up to now", [fastBetween(local(16, 22), null)], [0, 0, 0, 0, 0, 2, 18]],
    [
      "leaves out time before the seven days",
      [fastBetween(local(10, 20), local(11, 12))],
      [12, 0, 0, 0, 0, 0, 0],
    ],
    [
      "adds up two fasts on the same day",
      [fastBetween(local(14, 0), local(14, 6)), fastBetween(local(14, 12), local(14, 15))],
      [0, 0, 0, 9, 0, 0, 0],
    ],
  ])("weeklyHours %s", (_, fasts, hours) => {
    expect(weeklyHours(fasts, today).map((day) => day.hours)).toEqual(hours);
  });
});

// ---------------------------------------------------------------------------
// Daylight saving time and time zones

/** A temporary folder holding this module compiled to JavaScript, for child processes to import. */
let workDir = "";
let moduleUrl = "";

/**
 * Runs `probe` on this module in a Node process whose local time zone is
 * `zone`, and returns what it returns. Vitest runs this file in a worker
 * thread, and a worker can't change zone (setting process.env.TZ there leaves
 * Date as it was), so a child process started with TZ does it. `probe` travels
 * as source text: it may use only its arguments and built-ins.
 */
function inTimeZone<Input, Output>(
  zone: string,
  probe: (module: typeof FastingTime, input: Input) => Output,
  input: Input,
): Output {
  const script = [
    `import * as fastingTime from ${JSON.stringify(moduleUrl)};`,
    `const probe = ${probe.toString()};`,
    `const output = probe(fastingTime, ${JSON.stringify(input)});`,
    "process.stdout.write(JSON.stringify({ zone: Intl.DateTimeFormat().resolvedOptions().timeZone, output }));",
  ].join("\n");
  const stdout = execFileSync(process.execPath, ["--input-type=module", "--eval", script], {
    env: { TZ: zone },
    encoding: "utf8",
  });
  const result = JSON.parse(stdout) as { zone: string; output: Output };
  expect(result.zone, "the child process's time zone").toBe(zone);
  return result.output;
}

type LocalTime = [year: number, monthIndex: number, day: number, hour: number];

describe("daylight saving time and time zones", { timeout: 30_000 }, () => {
  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), "fasting-time-"));
    const modulePath = join(workDir, "fasting-time.mjs");
    // Bundled with the shared modules it imports (found through tsconfig's "~/" path).
    buildSync({
      entryPoints: [join(dirname(fileURLToPath(import.meta.url)), "fasting-time.ts")],
      bundle: true,
      format: "esm",
      platform: "neutral",
      outfile: modulePath,
      logLevel: "silent",
    });
    moduleUrl = pathToFileURL(modulePath).href;
  });

  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  test.each([
    ["spring forward", 15, "15 h 00 min", [4, 11], [24, 23], [2026, 2, 7, 20], [2026, 2, 8, 12]],
    ["fall back", 17, "17 h 00 min", [4, 13], [24, 25], [2026, 9, 31, 20], [2026, 10, 1, 12]],
  ] as [string, number, string, number[], number[], LocalTime, LocalTime][])(
    "in New York, a fast from Saturday 20:00 to Sunday 12:00 across the %s lasts %i h and splits at local midnight",
    (_, hours, text, split, dayLengths, start, end) => {
      const result = inTimeZone(
        "America/New_York",
        (m, input) => {
          const startedAt = new Date(...input.start).getTime();
          const endedAt = new Date(...input.end).getTime();
          const fast = { id: "a", startedAt, endedAt, targetHours: 16, plan: "16:8" as const };
          // The chart a day later, so the Sunday's own length (next midnight − its midnight) shows.
          const [year, month, day] = input.end;
          const week = m.weeklyHours([fast], new Date(year, month, day + 1, 12).getTime());
          const days = week.slice(-3);
          return {
            hours: m.elapsedMs(fast, endedAt) / 3_600_000,
            text: m.formatDuration(m.elapsedMs(fast, endedAt)),
            labels: days.slice(0, 2).map((entry) => entry.label),
            split: days.slice(0, 2).map((entry) => entry.hours),
            dayLengths: [0, 1].map((i) => ((days[i + 1]?.day ?? NaN) - (days[i]?.day ?? NaN)) / 3_600_000),
            midnights: days.every(
              (entry) => new Date(entry.day).getHours() === 0 && new Date(entry.day).getMinutes() === 0,
            ),
          };
        },
        { start, end },
      );
      expect(result).toEqual({ hours, text, labels: ["Sat", "Sun"], split, dayLengths, midnights: true });
    },
  );

  test.each([
    ["spring forward", [7, 8, 9].map((day) => [2026, 2, day, 12]), [2026, 2, 9, 18], [2026, 2, 10, 9]],
    [
      "fall back",
      [
        [2026, 9, 31, 12],
        [2026, 10, 1, 12],
        [2026, 10, 2, 12],
      ],
      [2026, 10, 2, 18],
      [2026, 10, 3, 9],
    ],
  ] as [string, LocalTime[], LocalTime, LocalTime][])(
    "in New York, a streak of three days across the %s counts 3, today and the next morning",
    (_, ends, evening, nextMorning) => {
      const streaks = inTimeZone(
        "America/New_York",
        (m, input) => {
          const fasts = input.ends.map((end, index) => {
            const endedAt = new Date(...end).getTime();
            return {
              id: `f${index}`,
              startedAt: endedAt - 17 * 3_600_000,
              endedAt,
              targetHours: 16,
              plan: "16:8" as const,
            };
          });
          return [input.evening, input.nextMorning].map((now) =>
            m.currentStreak(fasts, new Date(...now).getTime()),
          );
        },
        { ends, evening, nextMorning },
      );
      expect(streaks).toEqual([3, 3]);
    },
  );

  test("the same instants give the same durations in Berlin and in Los Angeles", () => {
    // 28 March 19:00 UTC → 29 March 12:00 UTC: Berlin moves its clocks forward in between (20:00 → 14:00 there).
    const probe = (m: typeof FastingTime) => {
      const startedAt = Date.UTC(2026, 2, 28, 19);
      const endedAt = Date.UTC(2026, 2, 29, 12);
      const fast = { id: "a", startedAt, endedAt, targetHours: 16, plan: "16:8" as const };
      const running = { ...fast, endedAt: null };
      return {
        elapsed: m.elapsedMs(fast, endedAt),
        text: m.formatDuration(m.elapsedMs(fast, endedAt)),
        met: m.metTarget(fast),
        plannedEnd: m.plannedEndAt(fast),
        remaining: m.remainingMs(running, endedAt - 5 * 3_600_000),
        progress: m.progress(running, endedAt - 5 * 3_600_000),
        weekTotal: m.weeklyHours([fast], endedAt).reduce((sum, day) => sum + day.hours, 0),
      };
    };
    const berlin = inTimeZone("Europe/Berlin", probe, undefined);
    const losAngeles = inTimeZone("America/Los_Angeles", probe, undefined);
    expect(berlin).toEqual({
      elapsed: 17 * HOUR,
      text: "17 h 00 min",
      met: true,
      plannedEnd: Date.UTC(2026, 2, 29, 11),
      remaining: 4 * HOUR,
      progress: 0.75,
      weekTotal: 17,
    });
    expect(losAngeles).toEqual(berlin);
  });
});

// ---------------------------------------------------------------------------
// Stored data and files

describe("stored data", () => {
  const good = makeFast({ id: "good" });
  const { id: _id, ...withoutId } = good;
  const { endedAt: _endedAt, ...withoutEnd } = good;

  test("parseFast reads a valid record and drops unknown fields", () => {
    expect(parseFast({ ...good, note: "extra" })).toEqual(good);
    expect(parseFast(makeFast({ endedAt: null, plan: "custom", targetHours: 40 }))).toEqual(
      makeFast({ endedAt: null, plan: "custom", targetHours: 40 }),
    );
  });

  test.each([
    ["a record without an id", withoutId],
    ["an empty id", { ...good, id: "" }],
    ["a record without an end", withoutEnd],
    ["a start stored as a string", { ...good, startedAt: String(good.startedAt) }],
    ["a target stored as a string", { ...good, targetHours: "16" }],
    ["an unknown plan", { ...good, plan: "20:4" }],
    ["a target that doesn't fit the plan", { ...good, targetHours: 18 }],
    ["an end before the start", { ...good, endedAt: good.startedAt - HOUR }],
    ["a fraction of a millisecond", { ...good, startedAt: good.startedAt + 0.5 }],
    ["an infinite end", { ...good, endedAt: Infinity }],
    ["null", null],
    ["a number", 42],
    ["an array", [good]],
    ["a second record with the same id", { ...good, startedAt: good.startedAt - 48 * HOUR }],
  ])("readStoredFasts sets aside %s and keeps the good record", (_, bad) => {
    expect(readStoredFasts([good, bad])).toEqual({ fasts: [good], setAside: [bad] });
  });

  test.each([
    ["an object", { fasts: [good] }],
    ["a string", JSON.stringify([good])],
    ["a number", 42],
    ["null", null],
  ])("readStoredFasts sets aside %s whole, as it isn't a list", (_, value) => {
    expect(readStoredFasts(value)).toEqual({ fasts: [], setAside: [value] });
  });

  test("readStoredFasts reads nothing stored yet as an empty history", () => {
    expect(readStoredFasts(undefined)).toEqual({ fasts: [], setAside: [] });
  });

  test("a stored record carries the version of its format, and reads back as the same fast", () => {
    expect(toStoredFast(good)).toEqual({ ...good, schema: 1 });
    expect(readStoredFasts([toStoredFast(good)])).toEqual({ fasts: [good], setAside: [] });
  });

  test("a record from a newer version is set aside rather than read without its new fields", () => {
    const newer = { ...good, id: "newer", schema: 2, note: "kept by version 2" };
    expect(readStoredFasts([good, newer])).toEqual({ fasts: [good], setAside: [newer] });
  });

  test.each([
    ["a list with a record from a newer version", [good, { ...good, id: "n", schema: 2 }], true],
    ["a newer version's own shape of the whole value", { schema: 2, fasts: [] }, true],
    ["records of this version", [toStoredFast(good)], false],
    ["records from before versions were kept", [good], false],
    ["nothing stored", undefined, false],
    ["damaged records", [{ schema: "2" }, null, 42], false],
  ])("isFromNewerVersion: %s → %s", (_, value, expected) => {
    expect(isFromNewerVersion(value)).toBe(expected);
  });
});

describe("export and import files", () => {
  const m1: Fast = {
    id: "m1",
    startedAt: Date.UTC(2026, 5, 10, 20),
    endedAt: Date.UTC(2026, 5, 11, 12, 30),
    targetHours: 16,
    plan: "16:8",
  };
  const sample: Fast[] = [
    m1,
    {
      id: "m2",
      startedAt: Date.UTC(2026, 5, 12, 19),
      endedAt: Date.UTC(2026, 5, 13, 12, 0, 59),
      targetHours: 18,
      plan: "18:6",
    },
    {
      id: "m3",
      startedAt: Date.UTC(2026, 5, 13, 18),
      endedAt: Date.UTC(2026, 5, 15, 6),
      targetHours: 36,
      plan: "custom",
    },
    { id: "m4", startedAt: Date.UTC(2026, 5, 15, 8), endedAt: null, targetHours: 23, plan: "omad" },
  ];
  const header = "id,start,end,duration_hours,target_hours,plan,met_target";
  const csv = (...rows: string[]) => [header, ...rows].map((row) => `${row}\r\n`).join("");

  test("toJson writes the app, the version and each fast with ISO 8601 UTC instants, pretty-printed", () => {
    const text = toJson(sample.slice(2));
    expect(JSON.parse(text)).toEqual({
      app: "fast-and-fuel-fasting-timer",
      version: 1,
      fasts: [
        {
          id: "m3",
          start: "2026-06-13T18:00:00.000Z",
          end: "2026-06-15T06:00:00.000Z",
          targetHours: 36,
          plan: "custom",
        },
        { id: "m4", start: "2026-06-15T08:00:00.000Z", end: null, targetHours: 23, plan: "omad" },
      ],
    });
    expect(text).toContain('\n  "app": "fast-and-fuel-fasting-timer",\n');
  });

  test("toCsv writes a header and one CRLF row per fast, durations rounded down to 2 decimals", () => {
    expect(toCsv(sample)).toBe(
      csv(
        "m1,2026-06-10T20:00:00.000Z,2026-06-11T12:30:00.000Z,16.50,16,16:8,true",
        "m2,2026-06-12T19:00:00.000Z,2026-06-13T12:00:59.000Z,17.01,18,18:6,false",
        "m3,2026-06-13T18:00:00.000Z,2026-06-15T06:00:00.000Z,36.00,36,custom,true",
        "m4,2026-06-15T08:00:00.000Z,,,23,omad,",
      ),
    );
  });

  test("toCsv never rounds a fast that missed its target up to the target", () => {
    const fast = makeFast({ id: "short", startedAt: NOW - 16 * HOUR, endedAt: NOW - 1000 });
    expect(toCsv([fast]).split("\r\n")[1]).toBe(
      "short,2026-06-14T20:00:00.000Z,2026-06-15T11:59:59.000Z,15.99,16,16:8,false",
    );
  });

  test.each([
    ["a comma", "a,b", '"a,b"'],
    ["quotes", 'say "hi"', '"say ""hi"""'],
    ["a line break", "line\nbreak", '"line\nbreak"'],
    ["nothing special", "plain", "plain"],
  ])("toCsv writes an id with %s, quoted only where needed, and reads it back", (_, id, written) => {
    const fast = makeFast({ id });
    const text = toCsv([fast]);
    expect(text.slice(header.length + 2).startsWith(`${written},`)).toBe(true);
    expect(parseImport(text, "history.csv")).toEqual({ fasts: [fast], problems: [] });
  });

  test.each([
    [
      "a formula",
      '=HYPERLINK("https://example.com","Open")',
      `"'=HYPERLINK(""https://example.com"",""Open"")"`,
    ],
    ["a plus sign", "+1+2", "'+1+2"],
    ["a minus sign", "-1+2", "'-1+2"],
    ["an at sign", "@SUM(A1)", "'@SUM(A1)"],
    ["a tab", "\t=1+1", "'\t=1+1"],
    ["a carriage return", "\r=1+1", `"'\r=1+1"`],
    ["a quote before a formula", "'=1+1", "''=1+1"],
  ])(
    "toCsv writes an id starting with %s so a spreadsheet shows it as text, and reads it back unchanged",
    (_, id, written) => {
      const fast = makeFast({ id });
      const text = toCsv([fast]);
      expect(text.slice(header.length + 2).startsWith(`${written},`)).toBe(true);
      expect(parseImport(text, "history.csv")).toEqual({ fasts: [fast], problems: [] });
    },
  );

  test("an id a spreadsheet saved without its quote is read as it is", () => {
    const row = "=1+1,2026-06-10T20:00:00.000Z,2026-06-11T12:30:00.000Z,16.50,16,16:8,true";
    expect(parseImport(csv(row), "saved.csv")).toEqual({ fasts: [{ ...m1, id: "=1+1" }], problems: [] });
  });

  test.each([
    ["JSON", toJson, "fasting-history.json"],
    ["CSV", toCsv, "fasting-history.csv"],
  ])("a %s export reads back as the same fasts", (_, write, fileName) => {
    expect(parseImport(write(sample), fileName)).toEqual({ fasts: sample, problems: [] });
  });

  test.each([
    ["JSON saved with a .csv name", () => toJson(sample), "history.csv"],
    ["CSV saved with a .txt name", () => toCsv(sample), "history.txt"],
    [
      "CSV with LF line ends and a byte-order mark",
      () => `\uFEFF${toCsv(sample).replace(/\r\n/g, "\n")}`,
      "a.csv",
    ],
    ["CSV with trailing blank lines", () => `${toCsv(sample)}\r\n\r\n`, "a.csv"],
  ])("detects the format by content: %s", (_, write, fileName) => {
    expect(parseImport(write(), fileName)).toEqual({ fasts: sample, problems: [] });
  });

  test("reads CSV columns by name, with zone offsets, and works out duration and met_target again", () => {
    const text = [
      "plan,target_hours,id,end,start,duration_hours,met_target",
      "16:8,16,m1,2026-06-11T14:30:00+02:00,2026-06-10T16:00-04:00,99.00,false",
    ].join("\n");
    expect(parseImport(text, "edited.csv")).toEqual({ fasts: [m1], problems: [] });
  });

  test.each([
    [
      "a start that isn't a date",
      "x,yesterday,2026-06-11T12:00:00Z,,16,16:8,",
      "The start isn’t a valid date and time.",
    ],
    ["30 February", "x,2026-02-30T20:00:00Z,,,16,16:8,", "The start isn’t a valid date and time."],
    ["a time without a zone", "x,2026-06-10T20:00:00,,,16,16:8,", "The start isn’t a valid date and time."],
    [
      "an end that isn't a date",
      "x,2026-06-10T20:00:00Z,soon,,16,16:8,",
      "The end isn’t a valid date and time.",
    ],
    [
      "an end before the start",
      "x,2026-06-10T20:00:00Z,2026-06-10T19:00:00Z,,16,16:8,",
      "The end isn’t after the start.",
    ],
    [
      "an unknown plan",
      "x,2026-06-10T20:00:00Z,,,20,20:4,",
      "The plan isn’t one of 16:8, 18:6, omad or custom.",
    ],
    [
      "a target that isn't a number",
      "x,2026-06-10T20:00:00Z,,,sixteen,16:8,",
      "The target isn’t a number of hours.",
    ],
    ["a missing target", "x,2026-06-10T20:00:00Z,,,,16:8,", "The target isn’t a number of hours."],
    ["a custom target out of range", "x,2026-06-10T20:00:00Z,,,80,custom,", customProblem.message],
    ["a missing id", ",2026-06-10T20:00:00Z,,,16,16:8,", "The id is missing or too long."],
  ])("a CSV row with %s is reported by its row number; the other rows are kept", (_, row, reason) => {
    const good = toCsv([m1]).split("\r\n")[1] ?? "";
    expect(parseImport(csv(good, row, good.replace("m1", "m1b")), "history.csv")).toEqual({
      fasts: [m1, { ...m1, id: "m1b" }],
      problems: [`Row 3: ${reason}`],
    });
  });

  test("a JSON entry that can't be read is reported by its position", () => {
    const data = JSON.parse(toJson(sample.slice(0, 2))) as { fasts: unknown[] };
    data.fasts.unshift(
      { id: "bad", start: "2026-06-10", end: null, targetHours: 16, plan: "16:8" },
      { nonsense: true },
      null,
    );
    expect(parseImport(JSON.stringify(data), "history.json")).toEqual({
      fasts: sample.slice(0, 2),
      problems: [
        "Fast 1: The start isn’t a valid date and time.",
        "Fast 2: The id is missing or too long.",
        "Fast 3: It isn’t a fast.",
      ],
    });
  });

  /** `count` finished 16-hour fasts a day apart, ending before NOW. */
  const manyFasts = (count: number): Fast[] =>
    Array.from({ length: count }, (_, index) =>
      makeFast({
        id: `f${index}`,
        startedAt: NOW - (index + 1) * 24 * HOUR,
        endedAt: NOW - (index + 1) * 24 * HOUR + 16 * HOUR,
      }),
    );
  const tooMany = (name: string) =>
    `“${name}” holds more than 5,000 fasts, more than the timer imports at once. Split it into smaller files and import them one by one.`;

  test.each([
    ["CSV", toCsv, "big.csv"],
    ["JSON", toJson, "big.json"],
  ])("a %s file of more than 5,000 fasts is refused as a whole, saying so", (_, write, fileName) => {
    expect(IMPORT_MAX_FASTS).toBe(5_000);
    expect(parseImport(write(manyFasts(5_001)), fileName)).toEqual({
      field: "file",
      message: tooMany(fileName),
    });
  });

  test.each([
    ["CSV", toCsv, "full.csv"],
    ["JSON", toJson, "full.json"],
  ])("a %s file of exactly 5,000 fasts is read", (_, write, fileName) => {
    const fasts = manyFasts(5_000);
    expect(parseImport(write(fasts), fileName)).toEqual({ fasts, problems: [] });
  });

  test("blank lines don't count towards the limit", () => {
    const text = toCsv(manyFasts(5_000)).replace(/\r\n/g, "\r\n\r\n");
    expect(parseImport(text, "spaced.csv")).toMatchObject({ problems: [] });
  });

  const notAnExport = (name: string) =>
    `“${name}” isn’t a fasting-timer export. Choose a JSON or CSV file saved from this page.`;

  test.each([
    ["an empty file", "", "empty.csv", "“empty.csv” is empty."],
    ["a file of blank lines", " \r\n\n", "blank.json", "“blank.json” is empty."],
    ["a random text file", "Shopping list:\neggs, milk\n", "notes.txt", notAnExport("notes.txt")],
    ["a CSV from another app", "date,weight\r\n2026-06-01,70\r\n", "weight.csv", notAnExport("weight.csv")],
    ["JSON from another app", '{ "name": "x", "fasts": [] }', "other.json", notAnExport("other.json")],
    ["a JSON list", "[1, 2]", "list.json", notAnExport("list.json")],
    [
      "damaged JSON",
      '{ "app": "fast-and-fuel-fasting-timer", "fasts": [',
      "cut.json",
      "“cut.json” can’t be read: it looks like JSON, but it is damaged or cut short.",
    ],
    [
      "an export from a newer version",
      '{ "app": "fast-and-fuel-fasting-timer", "version": 2, "fasts": [] }',
      "new.json",
      "“new.json” comes from another version of the fasting timer and can’t be read here.",
    ],
    [
      "CSV with a quote that never closes",
      `${header}\r\n"m1,2026-06-10T20:00:00.000Z,,,16,16:8,\r\n`,
      "open.csv",
      "“open.csv” can’t be read: a quotation mark is never closed.",
    ],
  ])("refuses %s as a whole, naming the file", (_, text, fileName, message) => {
    expect(parseImport(text, fileName)).toEqual({ field: "file", message });
  });
});

describe("mergeImported", () => {
  const older = makeFast({ id: "older", startedAt: NOW - 50 * HOUR, endedAt: NOW - 34 * HOUR });
  const newer = makeFast({ id: "newer", startedAt: NOW - 20 * HOUR, endedAt: NOW - 4 * HOUR });
  const running = makeFast({ id: "running", startedAt: NOW - 2 * HOUR, endedAt: null });

  test("adds the fasts that aren't in the history yet; the result is newest first", () => {
    expect(mergeImported([older], [running, newer], NOW)).toEqual({
      merged: [running, newer, older],
      added: [running, newer],
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
      expect(mergeImported([], [base, fast], NOW)).toMatchObject({
        added: [first],
        skipped: [{ fast: second, reason: overlap }],
      });
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
    expect(mergeImported([], [base, copy], NOW)).toMatchObject({
      added: [base],
      skipped: [{ fast: copy, reason: "This fast is listed twice in the file." }],
    });
  });

  test("finds an overlap with a long fast in the history even when a shorter one starts in between", () => {
    // Overlapping fasts already stored (from before overlaps were checked) are kept as they are.
    const long = span("long", 160, 10);
    const short = span("short", 150, 140);
    const inside = span("inside", 100, 84);
    expect(mergeImported([long, short], [inside], NOW).skipped).toEqual([{ fast: inside, reason: overlap }]);
  });

  test("a running fast lasts until now: a later fast overlaps it", () => {
    const running = makeFast({ id: "running", startedAt: NOW - 30 * HOUR, endedAt: null });
    const later = span("later", 20, 4);
    expect(mergeImported([running], [later], NOW).skipped).toEqual([{ fast: later, reason: overlap }]);
    expect(mergeImported([], [running, later], NOW)).toMatchObject({
      added: [running],
      skipped: [{ fast: later, reason: overlap }],
    });
  });

  test("of two imported fasts that overlap, the earlier start is kept whatever the order of the rows", () => {
    const first = span("first", 60, 44);
    const second = span("second", 50, 34);
    expect(mergeImported([], [second, first], NOW)).toMatchObject({
      added: [first],
      skipped: [{ fast: second, reason: overlap }],
    });
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

describe("planFromQuery (a schedule link's ?plan=)", () => {
  test.each(["16:8", "18:6", "omad"] as const)("%s opens the form on that plan", (plan) => {
    expect(planFromQuery(plan)).toBe(plan);
  });

  test.each([
    "__proto__",
    "constructor",
    "toString",
    "hasOwnProperty",
    "valueOf",
    "custom",
    "20:4",
    "",
    null,
  ])("%j opens the form on 16:8", (value) => {
    expect(planFromQuery(value)).toBe("16:8");
  });
});

describe("newFastId", () => {
  test("writes the time and two random numbers in base 36", () => {
    expect(newFastId(NOW, () => 0.5)).toBe(`${NOW.toString(36)}-0zik0zk0zik0zk`);
    expect(newFastId(NOW, () => 0)).toBe(`${NOW.toString(36)}-00000000000000`);
  });

  test("gives different ids for different random numbers, and uses Math.random by default", () => {
    const draws = [0.1, 0.2, 0.3, 0.4];
    const random = () => draws.shift() ?? 0;
    expect(newFastId(NOW, random)).not.toBe(newFastId(NOW, random));
    expect(newFastId(NOW)).toMatch(/^[0-9a-z]+-[0-9a-z]{14}$/);
  });
});

describe("lastOccurrence (a schedule's start time)", () => {
  const now = new Date(2026, 10, 25, 14, 30).getTime();
  test.each([
    ["13:00", new Date(2026, 10, 25, 13, 0)],
    ["14:30", new Date(2026, 10, 25, 14, 30)],
    ["20:00", new Date(2026, 10, 24, 20, 0)],
    ["00:00", new Date(2026, 10, 25, 0, 0)],
    ["23:59", new Date(2026, 10, 24, 23, 59)],
  ])("%s is at %s: today once it has passed, else yesterday", (value, expected) => {
    expect(lastOccurrence(value, now)).toBe(expected.getTime());
  });

  test.each(["", "7:00", "24:00", "12:60", "12:00:00", "noon"])("%j is not a clock time", (value) => {
    expect(lastOccurrence(value, now)).toBeNull();
  });
});
