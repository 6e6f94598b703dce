// @vitest-environment node
import { describe, expect, test } from "vitest";
import { customProblem, HOUR, makeFast, NOW } from "./fast-fixtures";
import type { Fast } from "./fast-records";
import { IMPORT_MAX_FASTS, parseImport, toCsv, toJson } from "./fasting-files";

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
  const header =
    "id,start,end,duration_hours,target_hours,plan,met_target,hunger,energy,mood,note,journal_saved";
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
        "m1,2026-06-10T20:00:00.000Z,2026-06-11T12:30:00.000Z,16.50,16,16:8,true,,,,,",
        "m2,2026-06-12T19:00:00.000Z,2026-06-13T12:00:59.000Z,17.01,18,18:6,false,,,,,",
        "m3,2026-06-13T18:00:00.000Z,2026-06-15T06:00:00.000Z,36.00,36,custom,true,,,,,",
        "m4,2026-06-15T08:00:00.000Z,,,23,omad,,,,,,",
      ),
    );
  });

  test("toCsv never rounds a fast that missed its target up to the target", () => {
    const fast = makeFast({ id: "short", startedAt: NOW - 16 * HOUR, endedAt: NOW - 1000 });
    expect(toCsv([fast]).split("\r\n")[1]).toBe(
      "short,2026-06-14T20:00:00.000Z,2026-06-15T11:59:59.000Z,15.99,16,16:8,false,,,,,",
    );
  });

  test.each([
    ["a comma", "a,b", '"a,b"'],
    ["quotes", 'say "hi"', '"say ""hi"""'],
    ["a line break", "line\nbreak", '"line\nbreak"'],
    ["spaces at either end", " m1 ", '" m1 "'],
    ["nothing special", "plain", "plain"],
  ])("toCsv writes an id with %s, quoted only where needed, and reads it back", (_, id, written) => {
    const fast = makeFast({ id });
    const text = toCsv([fast]);
    expect(text.slice(header.length + 2).startsWith(`${written},`)).toBe(true);
    expect(parseImport(text, "history.csv")).toEqual({
      fasts: [fast],
      weights: [],
      settings: null,
      problems: [],
    });
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
      expect(parseImport(text, "history.csv")).toEqual({
        fasts: [fast],
        weights: [],
        settings: null,
        problems: [],
      });
    },
  );

  test("an id a spreadsheet saved without its quote is read as it is", () => {
    const row = "=1+1,2026-06-10T20:00:00.000Z,2026-06-11T12:30:00.000Z,16.50,16,16:8,true";
    expect(parseImport(csv(row), "saved.csv")).toEqual({
      fasts: [{ ...m1, id: "=1+1" }],
      weights: [],
      settings: null,
      problems: [],
    });
  });

  test.each([
    ["JSON", toJson, "fasting-history.json"],
    ["CSV", toCsv, "fasting-history.csv"],
  ])("a %s export reads back as the same fasts", (_, write, fileName) => {
    expect(parseImport(write(sample), fileName)).toEqual({
      fasts: sample,
      weights: [],
      settings: null,
      problems: [],
    });
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
    ["CSV with CRLF line ends and a byte-order mark", () => `\uFEFF${toCsv(sample)}`, "a.csv"],
    ["CSV with CR line ends", () => toCsv(sample).replace(/\r\n/g, "\r"), "a.csv"],
    ["JSON with a byte-order mark", () => `\uFEFF${toJson(sample)}`, "a.json"],
  ])("detects the format by content: %s", (_, write, fileName) => {
    expect(parseImport(write(), fileName)).toEqual({
      fasts: sample,
      weights: [],
      settings: null,
      problems: [],
    });
  });

  test("reads CSV columns by name, with zone offsets, and works out duration and met_target again", () => {
    const text = [
      "plan,target_hours,id,end,start,duration_hours,met_target",
      "16:8,16,m1,2026-06-11T14:30:00+02:00,2026-06-10T16:00-04:00,99.00,false",
    ].join("\n");
    expect(parseImport(text, "edited.csv")).toEqual({
      fasts: [m1],
      weights: [],
      settings: null,
      problems: [],
    });
  });

  test("a quoted CSV field may hold a line break and doubled quotes; rows are counted as records", () => {
    const text = csv(
      '"say ""hi""\r\nthere",2026-06-10T20:00:00.000Z,2026-06-11T12:30:00.000Z,16.50,16,16:8,true',
      "x,yesterday,,,16,16:8,",
    );
    expect(parseImport(text, "multi-line.csv")).toEqual({
      fasts: [{ ...m1, id: 'say "hi"\r\nthere' }],
      weights: [],
      settings: null,
      problems: ["Row 3: The start isn’t a valid date and time."],
    });
  });

  test.each(["0x10", "1.6e1", "16h", "-16"])("refuses the target %j: hours are a plain decimal", (target) => {
    expect(parseImport(csv(`x,2026-06-10T20:00:00Z,,,${target},16:8,`), "targets.csv")).toEqual({
      fasts: [],
      weights: [],
      settings: null,
      problems: ["Row 2: The target isn’t a number of hours."],
    });
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
    expect(parseImport(csv(`x,${start},,,16,16:8,`), "dates.csv")).toEqual({
      fasts: [makeFast({ id: "x", startedAt, endedAt: null })],
      weights: [],
      settings: null,
      problems: [],
    });
  });

  test.each([
    [
      "a start that isn't a date",
      "x,yesterday,2026-06-11T12:00:00Z,,16,16:8,",
      "The start isn’t a valid date and time.",
    ],
    ["30 February", "x,2026-02-30T20:00:00Z,,,16,16:8,", "The start isn’t a valid date and time."],
    ["a time without a zone", "x,2026-06-10T20:00:00,,,16,16:8,", "The start isn’t a valid date and time."],
    ["a date without a time", "x,2026-06-10,,,16,16:8,", "The start isn’t a valid date and time."],
    ["the hour 24", "x,2026-06-10T24:00:00Z,,,16,16:8,", "The start isn’t a valid date and time."],
    [
      "an offset of 24 hours",
      "x,2026-06-10T20:00:00+24:00,,,16,16:8,",
      "The start isn’t a valid date and time.",
    ],
    ["29 February of 2100", "x,2100-02-29T20:00:00Z,,,16,16:8,", "The start isn’t a valid date and time."],
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
      weights: [],
      settings: null,
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
      weights: [],
      settings: null,
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
    expect(parseImport(write(fasts), fileName)).toEqual({ fasts, weights: [], settings: null, problems: [] });
  });

  test("blank rows count towards the limit: a file padded with 5,001 of them is refused", () => {
    const text = csv(...Array<string>(IMPORT_MAX_FASTS + 1).fill(""));
    expect(parseImport(text, "padded.csv")).toEqual({ field: "file", message: tooMany("padded.csv") });
  });

  test("blank rows between good ones are skipped, and the rows after them keep their numbers", () => {
    const good = toCsv([m1]).split("\r\n")[1] ?? "";
    const text = csv(good, "", " ", "x,yesterday,,,16,16:8,", ",,,,,,", good.replace("m1", "m1b"));
    expect(parseImport(text, "gaps.csv")).toEqual({
      fasts: [m1, { ...m1, id: "m1b" }],
      weights: [],
      settings: null,
      problems: ["Row 5: The start isn’t a valid date and time."],
    });
  });

  test("a CSV of 200,000 rows is refused at the 5,001st, without reading the rest", () => {
    const good = toCsv([m1]).split("\r\n")[1] ?? "";
    const text = csv(...Array<string>(200_000).fill(good));
    const started = performance.now();
    expect(parseImport(text, "huge.csv")).toEqual({ field: "file", message: tooMany("huge.csv") });
    // Reading every row takes seconds; stopping at the limit, milliseconds, even on a busy machine.
    expect(performance.now() - started).toBeLessThan(2_000);
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

describe("weigh-ins in the JSON export", () => {
  const fast: Fast = makeFast({ id: "f1" });
  const weighIns = [
    { date: "2026-06-10", weightKg: 80.5, waistCm: 92, savedAt: Date.UTC(2026, 5, 10, 7) },
    { date: "2026-06-11", weightKg: 80.1, waistCm: null, savedAt: Date.UTC(2026, 5, 11, 7, 30) },
  ];

  test("are written after the fasts, with the date, kg, cm and when each was saved", () => {
    expect(JSON.parse(toJson([], weighIns))).toEqual({
      app: "fast-and-fuel-fasting-timer",
      version: 1,
      fasts: [],
      weights: [
        { date: "2026-06-10", weightKg: 80.5, waistCm: 92, saved: "2026-06-10T07:00:00.000Z" },
        { date: "2026-06-11", weightKg: 80.1, waistCm: null, saved: "2026-06-11T07:30:00.000Z" },
      ],
    });
  });

  test("read back with the fasts", () => {
    expect(parseImport(toJson([fast], weighIns), "backup.json")).toEqual({
      fasts: [fast],
      weights: weighIns,
      settings: null,
      problems: [],
    });
  });

  test("an export from before weigh-ins (no `weights` key) still imports its fasts", () => {
    // Without weigh-ins, toJson writes the file as it was before they existed.
    const old = toJson([fast]);
    expect(Object.keys(JSON.parse(old) as object)).toEqual(["app", "version", "fasts"]);
    expect(parseImport(old, "old.json")).toEqual({
      fasts: [fast],
      weights: [],
      settings: null,
      problems: [],
    });
  });

  test("a weigh-in that can't be read is named by its position; the rest are kept", () => {
    const text = JSON.stringify({
      app: "fast-and-fuel-fasting-timer",
      version: 1,
      fasts: [],
      weights: [
        { date: "2026-06-10", weightKg: 80.5, waistCm: 92, saved: "2026-06-10T07:00:00.000Z" },
        { date: "2026-06-11", weightKg: 8, saved: "2026-06-11T07:30:00.000Z" },
        { date: "11 June", weightKg: 80, saved: "2026-06-11T07:30:00.000Z" },
        { date: "2026-06-12", weightKg: 80, saved: "yesterday" },
      ],
    });
    expect(parseImport(text, "edited.json")).toEqual({
      fasts: [],
      weights: [weighIns[0]],
      settings: null,
      problems: [
        "Weigh-in 2: The weight isn’t from 25 to 350 kg.",
        "Weigh-in 3: The date isn’t a valid date.",
        "Weigh-in 4: When it was saved isn’t a valid date and time.",
      ],
    });
  });
});

describe("journals and settings in the files", () => {
  const journal = {
    hunger: 2,
    energy: null,
    mood: 4,
    note: '=HYPERLINK("x"), then a calm evening\nand an early night',
    savedAt: Date.UTC(2026, 5, 11, 13),
  } as const;
  const fast: Fast = { ...makeFast({ id: "j1" }), journal };
  const plain: Fast = makeFast({ id: "p1", startedAt: NOW - 60 * HOUR, endedAt: NOW - 44 * HOUR });
  const settings = { weightUnit: "lb", lengthUnit: "in", goalKg: 72, heightCm: 170, quiet: true } as const;

  test("JSON writes a fast's journal with its save time, and the tracker's settings, and reads both back", () => {
    const text = toJson([fast, plain], [], settings);
    const file = JSON.parse(text) as { fasts: Record<string, unknown>[]; settings: unknown };
    expect(file.fasts[0]?.journal).toEqual({
      hunger: 2,
      energy: null,
      mood: 4,
      note: journal.note,
      saved: "2026-06-11T13:00:00.000Z",
    });
    expect(file.fasts[1]).not.toHaveProperty("journal");
    expect(file.settings).toEqual(settings);
    expect(parseImport(text, "backup.json")).toEqual({
      fasts: [fast, plain],
      weights: [],
      settings,
      problems: [],
    });
  });

  test("CSV writes the journal's columns, a note that starts like a formula as text, and reads it back", () => {
    const text = toCsv([fast, plain]);
    expect(text).toContain(
      `,2,,4,"'=HYPERLINK(""x""), then a calm evening\nand an early night",2026-06-11T13:00:00.000Z\r\n`,
    );
    expect(text.split("\r\n")[2]).toMatch(/,true,,,,,$/);
    expect(parseImport(text, "history.csv")).toEqual({
      fasts: [fast, plain],
      weights: [],
      settings: null,
      problems: [],
    });
  });

  test("a journal typed into a spreadsheet without a save time counts as saved when the fast ended", () => {
    const header = "id,start,end,target_hours,plan,hunger,energy,mood,note";
    const row = "x,2026-06-10T20:00:00Z,2026-06-11T12:00:00Z,16,16:8,3,,5,Fine";
    expect(parseImport(`${header}\r\n${row}\r\n`, "typed.csv")).toMatchObject({
      fasts: [
        { journal: { hunger: 3, energy: null, mood: 5, note: "Fine", savedAt: Date.UTC(2026, 5, 11, 12) } },
      ],
      problems: [],
    });
  });

  test.each([
    ["a rating of 7", "7,,,", "Hunger, energy and mood are whole numbers from 1 to 5."],
    ["a rating in words", "low,,,", "Hunger, energy and mood are whole numbers from 1 to 5."],
    ["a note over 500 characters", `,,,${"x".repeat(501)}`, "The note is longer than 500 characters."],
  ])("a CSV row with %s is reported by its row number", (_, cells, reason) => {
    const header = "id,start,end,target_hours,plan,hunger,energy,mood,note";
    const row = `x,2026-06-10T20:00:00Z,2026-06-11T12:00:00Z,16,16:8,${cells}`;
    expect(parseImport(`${header}\r\n${row}\r\n`, "typed.csv")).toMatchObject({
      fasts: [],
      problems: [`Row 2: ${reason}`],
    });
  });

  test("a CSV export from before journals (seven columns) still imports", () => {
    const old =
      "id,start,end,duration_hours,target_hours,plan,met_target\r\n" +
      "m1,2026-06-10T20:00:00.000Z,2026-06-11T12:30:00.000Z,16.50,16,16:8,true\r\n";
    expect(parseImport(old, "old.csv")).toMatchObject({ fasts: [{ id: "m1" }], problems: [] });
    expect((parseImport(old, "old.csv") as { fasts: Fast[] }).fasts[0]).not.toHaveProperty("journal");
  });
});
