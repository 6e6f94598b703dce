// @vitest-environment node
import { describe, expect, test, vi } from "vitest";
import { customProblem, HOUR, makeFast, NOW } from "./fast-fixtures";
import type { Fast } from "./fast-records";
import { IMPORT_MAX_BYTES, parseImport, readImportFile, toCsv, toJson } from "./fasting-files";

const june = (day: number, hour: number, min = 0, sec = 0) => Date.UTC(2026, 5, day, hour, min, sec);
const m1 = makeFast({ id: "m1", startedAt: june(10, 20), endedAt: june(11, 12, 30) });
const sample: Fast[] = [
  m1,
  { id: "m2", startedAt: june(12, 19), endedAt: june(13, 12, 0, 59), targetHours: 18, plan: "18:6" },
  { id: "m3", startedAt: june(13, 18), endedAt: june(15, 6), targetHours: 36, plan: "custom" },
  { id: "m4", startedAt: june(15, 8), endedAt: null, targetHours: 23, plan: "omad" },
];
const header =
  "id,start,end,duration_hours,target_hours,plan,met_target,hunger,energy,mood,note,journal_saved";
const csv = (...rows: string[]) => [header, ...rows].map((row) => `${row}\r\n`).join("");
/** What a file of only these fasts reads as. */
const read = (fasts: Fast[], problems: string[] = []) => ({ fasts, weights: [], settings: null, problems });
/** m1's row as the export writes it. */
const good = "m1,2026-06-10T20:00:00.000Z,2026-06-11T12:30:00.000Z,16.50,16,16:8,true,,,,,";
const START = "2026-06-10T20:00:00Z";
const m1b = { ...m1, id: "m1b" };
const goodB = good.replace("m1", "m1b");

describe("export and import files", () => {
  test("toCsv writes a header and one CRLF row per fast, durations rounded down to 2 decimals", () => {
    // m2 lasts 17.016 h: rounded down, so a fast short of its target never reads as reaching it.
    expect(toCsv(sample)).toBe(
      csv(
        good,
        "m2,2026-06-12T19:00:00.000Z,2026-06-13T12:00:59.000Z,17.01,18,18:6,false,,,,,",
        "m3,2026-06-13T18:00:00.000Z,2026-06-15T06:00:00.000Z,36.00,36,custom,true,,,,,",
        "m4,2026-06-15T08:00:00.000Z,,,23,omad,,,,,,",
      ),
    );
  });

  test.each([
    ["spaces at either end", " m1 ", '" m1 "'],
    ["a formula", "=SUM(A1)", "'=SUM(A1)"],
  ])("toCsv writes an id with %s as a spreadsheet reads it as text, and reads it back", (_, id, written) => {
    const fast = makeFast({ id });
    const text = toCsv([fast]);
    expect(text.slice(header.length + 2).startsWith(`${written},`)).toBe(true);
    expect(parseImport(text, "history.csv")).toEqual(read([fast]));
  });

  test.each([
    ["JSON named .csv, with a byte-order mark", `\uFEFF${toJson(sample)}`, "history.csv"],
    ["CSV with LF line ends and a byte-order mark", `\uFEFF${toCsv(sample).replace(/\r\n/g, "\n")}`, "a.csv"],
    ["CSV with CR line ends, then blank lines", `${toCsv(sample).replace(/\r\n/g, "\r")}\r\r`, "a.csv"],
  ])("an export reads back as the same fasts, its format told by content: %s", (_, text, fileName) => {
    expect(parseImport(text, fileName)).toEqual(read(sample));
  });

  test("reads CSV columns by name, with zone offsets, and works out duration and met_target again", () => {
    // The seven columns of an export from before journals, in another order.
    const text = [
      "plan,target_hours,id,end,start,duration_hours,met_target",
      "16:8,16,m1,2026-06-11T14:30:00+02:00,2026-06-10T16:00-04:00,99.00,false",
    ].join("\n");
    expect(parseImport(text, "edited.csv")).toEqual(read([m1]));
  });

  test("rows are numbered as records: a quoted field may hold a line break and doubled quotes; blank rows are skipped but counted", () => {
    const quoted = good.replace("m1", '"say ""hi""\r\nthere"');
    const text = csv(quoted, "", " ", "x,yesterday,,,16,16:8,", ",,,,,,", goodB);
    const said = { ...m1, id: 'say "hi"\r\nthere' };
    const problem = "Row 5: The start isn’t a valid date and time.";
    expect(parseImport(text, "gaps.csv")).toEqual(read([said, m1b], [problem]));
  });

  test.each([
    ["2026-06-10 20:00:00Z", Date.UTC(2026, 5, 10, 20)],
    ["2026-06-10t20:00:00z", Date.UTC(2026, 5, 10, 20)],
    ["2026-06-10T20:00Z", Date.UTC(2026, 5, 10, 20)],
    ["2026-06-10T22:00:00+0200", Date.UTC(2026, 5, 10, 20)],
    ["2026-06-10T20:00:00.5Z", Date.UTC(2026, 5, 10, 20, 0, 0, 500)],
    ["2026-06-10T20:00:00.123999Z", Date.UTC(2026, 5, 10, 20, 0, 0, 123)],
    ["  2026-06-10T20:00:00Z ", Date.UTC(2026, 5, 10, 20)],
    ["2028-02-29T20:00:00Z", Date.UTC(2028, 1, 29, 20)],
  ])("reads the start %j", (start, startedAt) => {
    expect(parseImport(csv(`x,${start},,,16,16:8,`), "dates.csv")).toEqual(
      read([makeFast({ id: "x", startedAt, endedAt: null })]),
    );
  });

  const badStart = "The start isn’t a valid date and time.";
  const badTarget = "The target isn’t a number of hours.";
  const badRating = "Hunger, energy and mood are whole numbers from 1 to 5.";
  test.each([
    ["a start that isn't a date", "x,yesterday,2026-06-11T12:00:00Z,,16,16:8,", badStart],
    ["a time without a zone", "x,2026-06-10T20:00:00,,,16,16:8,", badStart],
    ["the hour 24", "x,2026-06-10T24:00:00Z,,,16,16:8,", badStart],
    ["an offset of 24 hours", "x,2026-06-10T20:00:00+24:00,,,16,16:8,", badStart],
    ["29 February of 2100", "x,2100-02-29T20:00:00Z,,,16,16:8,", badStart],
    ["an end that isn't a date", `x,${START},soon,,16,16:8,`, "The end isn’t a valid date and time."],
    ["an end before its start", `x,${START},2026-06-10T19:00Z,,16,16:8,`, "The end isn’t after the start."],
    ["an unknown plan", `x,${START},,,20,20:4,`, "The plan isn’t one of 16:8, 18:6, omad or custom."],
    ["a target in words", `x,${START},,,sixteen,16:8,`, badTarget],
    ["a missing target", `x,${START},,,,16:8,`, badTarget],
    ["a hexadecimal target", `x,${START},,,0x10,16:8,`, badTarget],
    ["a target with an exponent", `x,${START},,,1.6e1,16:8,`, badTarget],
    ["a custom target out of range", `x,${START},,,80,custom,`, customProblem.message],
    ["a missing id", `,${START},,,16,16:8,`, "The id is missing or too long."],
    ["a rating in words", `x,${START},,,16,16:8,,low,,,,`, badRating],
  ])("a CSV row with %s is reported by its row number; the other rows are kept", (_, row, reason) => {
    expect(parseImport(csv(good, row, goodB), "history.csv")).toEqual(read([m1, m1b], [`Row 3: ${reason}`]));
  });

  test("a JSON entry that can't be read is reported by its position", () => {
    const data = JSON.parse(toJson(sample.slice(0, 2))) as { fasts: unknown[] };
    data.fasts.unshift(
      { id: "bad", start: "2026-06-10", end: null, targetHours: 16, plan: "16:8" },
      { nonsense: true },
      null,
    );
    expect(parseImport(JSON.stringify(data), "history.json")).toEqual(
      read(sample.slice(0, 2), [
        "Fast 1: The start isn’t a valid date and time.",
        "Fast 2: The id is missing or too long.",
        "Fast 3: It isn’t a fast.",
      ]),
    );
  });

  /** `count` finished 16-hour fasts a day apart, ending before NOW. */
  const manyFasts = (count: number) =>
    Array.from({ length: count }, (_, index) => {
      const startedAt = NOW - (index + 1) * 24 * HOUR;
      return makeFast({ id: `f${index}`, startedAt, endedAt: startedAt + 16 * HOUR });
    });
  const tooMany = (name: string) => ({
    field: "file",
    message: `“${name}” holds more than 5,000 fasts, more than the timer imports at once. Split it into smaller files and import them one by one.`,
  });

  test.each([
    ["CSV", toCsv, "big.csv"],
    ["JSON", toJson, "big.json"],
  ])("a %s file of 5,000 fasts is read; one of 5,001 is refused as a whole, saying so", (_, write, name) => {
    const fasts = manyFasts(5_001);
    expect(parseImport(write(fasts.slice(1)), name)).toEqual(read(fasts.slice(1)));
    expect(parseImport(write(fasts), name)).toEqual(tooMany(name));
  });

  test("blank rows count towards the limit: a file padded with 5,001 of them is refused", () => {
    expect(parseImport(csv(...Array<string>(5_001).fill("")), "padded.csv")).toEqual(tooMany("padded.csv"));
  });

  test("a file over 16 MB is refused by its size, unread; one of 16 MB is read", async () => {
    const text = vi.fn(() => Promise.resolve(""));
    const readOfSize = (size: number) => readImportFile({ name: "padded.csv", size, text });
    expect(await readOfSize(IMPORT_MAX_BYTES + 1)).toEqual({
      field: "file",
      message:
        "“padded.csv” is larger than 16 MB, more than the timer imports at once. Choose a file saved from this page, or split it into smaller files and import them one by one.",
    });
    expect(text).not.toHaveBeenCalled();
    expect(await readOfSize(IMPORT_MAX_BYTES)).toEqual({ field: "file", message: "“padded.csv” is empty." });
  });

  const notAnExport = "isn’t a fasting-timer export. Choose a JSON or CSV file saved from this page.";
  const cutShort = "can’t be read: it looks like JSON, but it is damaged or cut short.";
  const otherVersion = "comes from another version of the fasting timer and can’t be read here.";
  const unclosed = "can’t be read: a quotation mark is never closed.";
  const app = '"app": "fast-and-fuel-fasting-timer"';
  test.each([
    ["a file of blank lines", " \r\n\n", "is empty."],
    ["a CSV from another app", "date,weight\r\n2026-06-01,70\r\n", notAnExport],
    ["JSON from another app", '{ "name": "x", "fasts": [] }', notAnExport],
    ["JSON cut short", `{ ${app}, "fasts": [`, cutShort],
    ["an export from a newer version", `{ ${app}, "version": 2, "fasts": [] }`, otherVersion],
    ["CSV with a quote that never closes", `${header}\r\n"m1,${START},,,16,16:8,\r\n`, unclosed],
  ])("refuses %s as a whole, naming the file", (_, text, message) => {
    expect(parseImport(text, "my file")).toEqual({ field: "file", message: `“my file” ${message}` });
  });
});

describe("weigh-ins, journals and settings in the files", () => {
  const weighIns = [
    { date: "2026-06-10", weightKg: 80.5, waistCm: 92, savedAt: Date.UTC(2026, 5, 10, 7) },
    { date: "2026-06-11", weightKg: 80.1, waistCm: null, savedAt: Date.UTC(2026, 5, 11, 7, 30) },
  ];
  const note = '=HYPERLINK("x"), then a calm evening\nand an early night';
  const journal = { hunger: 2, energy: null, mood: 4, note, savedAt: Date.UTC(2026, 5, 11, 13) } as const;
  const fast: Fast = { ...makeFast({ id: "j1" }), journal };
  const plain: Fast = makeFast({ id: "p1", startedAt: NOW - 60 * HOUR, endedAt: NOW - 44 * HOUR });
  const settings = { weightUnit: "lb", lengthUnit: "in", goalKg: 72, heightCm: 170, quiet: true } as const;

  test("JSON: the app, the version, the fasts (ISO 8601 UTC, a journal where there is one), then the weigh-ins and the tracker's settings", () => {
    const fasts = [...sample.slice(3), fast];
    const text = toJson(fasts, weighIns, settings);
    expect(text).toContain('\n  "app": "fast-and-fuel-fasting-timer",\n');
    expect(JSON.parse(text)).toEqual({
      app: "fast-and-fuel-fasting-timer",
      version: 1,
      fasts: [
        { id: "m4", start: "2026-06-15T08:00:00.000Z", end: null, targetHours: 23, plan: "omad" },
        {
          id: "j1",
          start: "2026-06-14T16:00:00.000Z",
          end: "2026-06-15T08:00:00.000Z",
          targetHours: 16,
          plan: "16:8",
          journal: { hunger: 2, energy: null, mood: 4, note, saved: "2026-06-11T13:00:00.000Z" },
        },
      ],
      weights: [
        { date: "2026-06-10", weightKg: 80.5, waistCm: 92, saved: "2026-06-10T07:00:00.000Z" },
        { date: "2026-06-11", weightKg: 80.1, waistCm: null, saved: "2026-06-11T07:30:00.000Z" },
      ],
      settings,
    });
    expect(parseImport(text, "backup.json")).toEqual({ fasts, weights: weighIns, settings, problems: [] });
  });

  test("an export from before weigh-ins (no `weights` key) still imports its fasts", () => {
    // Without weigh-ins, toJson writes the file as it was before they existed.
    const old = toJson([plain]);
    expect(Object.keys(JSON.parse(old) as object)).toEqual(["app", "version", "fasts"]);
    expect(parseImport(old, "old.json")).toEqual(read([plain]));
  });

  test("a weigh-in that can't be read is named by its position; the rest are kept", () => {
    const text = JSON.stringify({
      ...(JSON.parse(toJson([])) as object),
      weights: [
        { date: "2026-06-10", weightKg: 80.5, waistCm: 92, saved: "2026-06-10T07:00:00.000Z" },
        { date: "2026-06-11", weightKg: 8, saved: "2026-06-11T07:30:00.000Z" },
        { date: "11 June", weightKg: 80, saved: "2026-06-11T07:30:00.000Z" },
        { date: "2026-06-12", weightKg: 80, saved: "yesterday" },
      ],
    });
    const problems = [
      "Weigh-in 2: The weight isn’t from 25 to 350 kg.",
      "Weigh-in 3: The date isn’t a valid date.",
      "Weigh-in 4: When it was saved isn’t a valid date and time.",
    ];
    expect(parseImport(text, "edited.json")).toEqual({ ...read([], problems), weights: [weighIns[0]] });
  });

  test("CSV writes the journal's columns, a note that starts like a formula as text, and reads it back", () => {
    const text = toCsv([fast, plain]);
    expect(text).toContain(
      `,2,,4,"'=HYPERLINK(""x""), then a calm evening\nand an early night",2026-06-11T13:00:00.000Z\r\n`,
    );
    expect(text.split("\r\n")[2]).toMatch(/,true,,,,,$/);
    expect(parseImport(text, "history.csv")).toEqual(read([fast, plain]));
  });

  test("a journal typed into a spreadsheet without a save time counts as saved when the fast ended", () => {
    const text =
      "id,start,end,target_hours,plan,hunger,energy,mood,note\r\nx,2026-06-10T20:00:00Z,2026-06-11T12:00:00Z,16,16:8,3,,5,Fine\r\n";
    const typed = { hunger: 3, energy: null, mood: 5, note: "Fine", savedAt: Date.UTC(2026, 5, 11, 12) };
    expect(parseImport(text, "typed.csv")).toMatchObject({ fasts: [{ journal: typed }], problems: [] });
  });
});
