// @vitest-environment node
import { describe, expect, test } from "vitest";
import {
  buildSchedules,
  describeSchedule,
  formatClockHour,
  formatClockTime,
  sameTimeMessage,
  splitEatingWindow,
  toTimeValue,
  type FastingSchedule,
} from "./fasting-schedule";
import { buildIcs, icsFileName } from "./fasting-schedule-ics";

function schedulesFor(wake: string, bed: string): FastingSchedule[] {
  const outcome = buildSchedules(wake, bed);
  if (outcome.kind !== "schedules") throw new Error("expected schedules");
  return outcome.schedules;
}

const scheduleFor = (wake: string, bed: string, id: FastingSchedule["id"]) =>
  schedulesFor(wake, bed).find((s) => s.id === id) ?? expect.unreachable(`no ${id}`);

describe("buildSchedules", () => {
  // 16:8 and 18:6 eat from waking; OMAD's meal is halfway through the waking day, rounded down to the minute.
  test.each([
    ["07:00", "23:00", "07:00–15:00", "07:00–13:00", "15:00–16:00"],
    ["10:00", "02:00", "10:00–18:00", "10:00–16:00", "18:00–19:00"],
    ["08:00", "00:00", "08:00–16:00", "08:00–14:00", "16:00–17:00"],
    ["07:00", "22:59", "07:00–15:00", "07:00–13:00", "14:59–15:59"],
    ["20:00", "12:00", "20:00–04:00", "20:00–02:00", "04:00–05:00"],
    ["23:00", "07:00", "23:00–07:00", "23:00–05:00", "03:00–04:00"],
    ["07:00", "06:59", "07:00–15:00", "07:00–13:00", "18:59–19:59"],
    ["07:00", "07:01", "07:00–15:00", "07:00–13:00", "07:00–08:00"],
    ["07:00:00", "23:00:00", "07:00–15:00", "07:00–13:00", "15:00–16:00"],
  ])("wake %s, bed %s → 16:8 %s, 18:6 %s, OMAD %s", (wake, bed, sixteen, eighteen, omad) => {
    const windows = schedulesFor(wake, bed).map(
      (s) => `${toTimeValue(s.eatingStart)}–${toTimeValue(s.eatingEnd)}`,
    );
    expect(windows).toEqual([sixteen, eighteen, omad]);
  });

  const missing = { kind: "missing" };
  test.each([
    ["", "23:00", missing],
    ["07:00", "", missing],
    ["7:00", "23:00", missing],
    ["07:00", "24:00", missing],
    ["07:00", "12:60", missing],
    // Equal times leave no day to plan.
    ["07:00", "07:00", { kind: "same-time", time: 420 }],
    ["00:00", "00:00", { kind: "same-time", time: 0 }],
    ["07:00", "07:00:00", { kind: "same-time", time: 420 }],
  ])("refuses wake %j, bed %j: %o", (wake, bed, outcome) => {
    expect(buildSchedules(wake, bed)).toEqual(outcome);
  });

  test("the equal-times message names the time and shows a night shift", () => {
    expect(sameTimeMessage(420, "en-US")).toBe(
      "Your wake time and bedtime are both 7:00 AM. Enter when you get up and when you go to sleep — they can’t be the same minute. Night shifts work: wake at 11:00 PM, go to bed at 7:00 AM.",
    );
  });

  test.each([
    ["a short waking day", "07:00", "13:00", "16-8", true],
    ["a short waking day, 18:6 fits exactly", "07:00", "13:00", "18-6", false],
    ["bedtime after midnight", "20:00", "05:00", "16-8", false],
    ["bedtime soon after midnight", "20:00", "01:00", "16-8", true],
    ["a very short day for OMAD", "07:00", "08:00", "omad", true],
  ] as const)("flags a window that runs past bedtime: %s", (_, wake, bed, id, flagged) => {
    expect(scheduleFor(wake, bed, id).endsAfterBedtime).toBe(flagged);
  });

  test.each([
    ["a window inside the day", "07:00", "16-8", ["420–900"]],
    ["a window passing midnight", "20:00", "16-8", ["0–240", "1200–1440"]],
    ["a window ending exactly at midnight", "18:00", "18-6", ["1080–1440"]],
  ] as const)("the timeline splits %s", (_, wake, id, segments) => {
    const split = splitEatingWindow(scheduleFor(wake, "23:30", id));
    expect(split.map(({ start, end }) => `${start}–${end}`)).toEqual(segments);
  });
});

describe("formatting", () => {
  test.each([
    [formatClockTime, "en-US", 0, "12:00 AM"],
    [formatClockTime, "en-GB", 900, "15:00"],
    [formatClockHour, "en-US", 18, "6 PM"],
    [formatClockHour, "en-US", 24, "12 AM"],
    [formatClockHour, "en-GB", 6, "06"],
  ])("%o in %s: %i reads %s", (format, locale, value, text) => {
    // ICU separates "AM"/"PM" with a narrow no-break space in newer versions.
    expect(format(value, locale).replace(/\s/g, " ")).toBe(text);
  });

  test.each([
    ["16-8", "Eating from 7:00 AM to 3:00 PM; fasting the other 16 hours."],
    ["18-6", "Eating from 7:00 AM to 1:00 PM; fasting the other 18 hours."],
    ["omad", "One meal at 3:00 PM (about 1 hour); fasting the other 23 hours."],
  ] as const)("describes %s in one sentence", (id, sentence) => {
    expect(describeSchedule(scheduleFor("07:00", "23:00", id), "en-US").replace(/\s/g, " ")).toBe(sentence);
  });
});

describe("buildIcs", () => {
  // Local-time constructors: the tests hold in any time zone.
  const morning = new Date(2026, 2, 14, 6, 30);
  const noon = new Date(2026, 2, 14, 12, 0);
  const monthEnd = new Date(2026, 2, 31, 8);

  const ics = (wake: string, bed: string, id: FastingSchedule["id"], now: Date, weighInUrl?: string) =>
    buildIcs({ schedule: scheduleFor(wake, bed, id), now, locale: "en-US", weighInUrl });

  /** The content lines, unfolded. */
  const unfold = (text: string) => text.replace(/\r\n /g, "").split("\r\n");
  const property = (lines: string[], name: string) =>
    lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);
  /** Each component's lines from its BEGIN to its END, for every component named `name`. */
  const blocks = (lines: string[], name: string) =>
    lines.flatMap((line, i) =>
      line === `BEGIN:${name}` ? [lines.slice(i, lines.indexOf(`END:${name}`, i) + 1)] : [],
    );
  const withoutAlarms = (lines: string[]) =>
    lines.filter((line) => !blocks(lines, "VALARM").flat().includes(line));
  const alarm = (text: string, trigger: string) => [
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${text}`,
    `TRIGGER:${trigger}`,
    "END:VALARM",
  ];

  test("is one calendar with one event, every required property once, CRLF line ends, folded and escaped", () => {
    const text = ics("07:00", "23:00", "16-8", new Date(Date.UTC(2026, 2, 14, 8, 5, 9)));
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = unfold(text);
    expect(lines.slice(0, 4)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Fast & Fuel//Fasting Schedule Generator//EN",
      "CALSCALE:GREGORIAN",
    ]);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    const [event, ...others] = blocks(lines, "VEVENT");
    expect(others).toEqual([]);
    // Each required property exactly once (the alarms have their own DESCRIPTION).
    const required = ["UID", "DTSTAMP", "DTSTART", "DTEND", "RRULE", "SUMMARY", "DESCRIPTION"];
    const names = withoutAlarms(event ?? []).map((line) => line.split(":")[0] ?? "");
    expect(names.filter((name) => required.includes(name)).sort()).toEqual(required.sort());
    expect(property(lines, "UID")).toBe("20260314T080509Z-16-8@fast-and-fuel");
    expect(lines).toEqual(expect.arrayContaining(["RRULE:FREQ=DAILY", "SUMMARY:16:8 eating window"]));
    expect(property(lines, "DESCRIPTION")?.replace(/\s/g, " ")).toBe(
      "Eating from 7:00 AM to 3:00 PM\\; fasting the other 16 hours.\\n" +
        "Suggested by the Fast & Fuel Fasting Schedule Generator. An estimate\\, not medical advice.",
    );
    // The description is longer than one line, so it was folded.
    expect(text).toContain("\r\n ");
    expect(text).not.toContain("weigh-in");
  });

  test.each([
    ["a window later today starts today", "07:00", "23:00", "16-8", morning, "0314T07", "0314T15"],
    ["a window already started starts tomorrow", "07:00", "23:00", "16-8", noon, "0315T07", "0315T15"],
    ["a window crossing midnight ends the next day", "20:00", "12:00", "16-8", noon, "0314T20", "0315T04"],
    ["an OMAD meal after midnight", "10:00", "02:00", "omad", noon, "0314T18", "0314T19"],
    ["a next day in the next month", "07:00", "23:00", "18-6", monthEnd, "0401T07", "0401T13"],
  ] as const)("%s (floating local times)", (_, wake, bed, id, now, start, end) => {
    const lines = unfold(ics(wake, bed, id, now));
    // In full 2026MMDDTHH0000: a date and a time of day with no zone.
    const floating = (time: string) => `2026${time}0000`;
    expect([property(lines, "DTSTART"), property(lines, "DTEND")]).toEqual([start, end].map(floating));
  });

  test.each([
    ["16-8", "-PT16H"],
    ["omad", "-PT23H"],
  ] as const)(
    "the %s event has two display alarms, inside it: as the window opens, and as the fast starts",
    (id, fastTrigger) => {
      const [event] = blocks(unfold(ics("07:00", "23:00", id, morning)), "VEVENT");
      // Inside the event, after its own properties, as RFC 5545 §3.6.1 nests them.
      expect(event?.at(-1)).toBe("END:VEVENT");
      expect(blocks(event ?? [], "VALARM")).toEqual([
        alarm("Your eating window opens", "PT0S"),
        alarm("Time to start your fast", fastTrigger),
      ]);
    },
  );

  test.each([
    ["a wake time later today books today", "07:00", morning, "20260314T070000", "20260314T070500"],
    ["a wake time already passed books tomorrow", "07:00", noon, "20260315T070000", "20260315T070500"],
  ] as const)("the weigh-in: %s, with its own alarm and link", (_, wake, now, start, end) => {
    const url = "https://fastandfuel.app/tools/progress";
    const lines = unfold(ics(wake, "16:00", "16-8", now, url));
    const [eating, weighIn, ...others] = blocks(lines, "VEVENT");
    expect(others).toEqual([]);
    expect(withoutAlarms(weighIn ?? []).map((line) => line.replace(/^(UID|DTSTAMP):.*/, "$1:…"))).toEqual([
      "BEGIN:VEVENT",
      "UID:…",
      "DTSTAMP:…",
      `DTSTART:${start}`,
      `DTEND:${end}`,
      "RRULE:FREQ=DAILY",
      "SUMMARY:Morning weigh-in",
      `DESCRIPTION:Log today’s weight in the Fast & Fuel progress tracker: ${url}`,
      `URL:${url}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    ]);
    expect(blocks(weighIn ?? [], "VALARM")).toEqual([alarm("Time for your morning weigh-in", "PT0S")]);
    // Two distinct UIDs; the calendar still ends the file.
    expect(property(weighIn ?? [], "UID")).not.toBe(property(eating ?? [], "UID"));
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  test("names the OMAD event and its file", () => {
    const schedule = scheduleFor("07:00", "23:00", "omad");
    expect(property(unfold(buildIcs({ schedule, now: morning })), "SUMMARY")).toBe(
      "OMAD meal (one meal a day)",
    );
    expect(icsFileName(schedule)).toBe("fasting-schedule-omad.ics");
  });
});
