// @vitest-environment node
import { describe, expect, test } from "vitest";
import {
  buildSchedules,
  calculateMidpoint,
  describeSchedule,
  formatClockHour,
  formatClockTime,
  formatDuration,
  parseTime,
  sameTimeMessage,
  splitEatingWindow,
  toTimeValue,
  wrapMinutes,
  type FastingSchedule,
} from "./fasting-schedule";
import { buildIcs, icsAlarmTexts, icsFileName } from "./fasting-schedule-ics";

const at = (time: string) => {
  const minutes = parseTime(time);
  if (minutes === null) throw new Error(`bad time ${time}`);
  return minutes;
};

function schedulesFor(wake: string, bed: string): FastingSchedule[] {
  const outcome = buildSchedules(wake, bed);
  if (outcome.kind !== "schedules") throw new Error("expected schedules");
  return outcome.schedules;
}

function scheduleFor(wake: string, bed: string, id: FastingSchedule["id"]): FastingSchedule {
  const schedule = schedulesFor(wake, bed).find((s) => s.id === id);
  if (!schedule) throw new Error(`no ${id}`);
  return schedule;
}

describe("clock math", () => {
  test.each([
    ["07:00", 420],
    ["00:00", 0],
    ["23:59", 1439],
    ["07:30:15", 450],
  ])("parses %s as %i minutes after midnight", (value, minutes) => {
    expect(parseTime(value)).toBe(minutes);
  });

  test.each(["", "7:00", "24:00", "12:60", "noon", "07-00"])("rejects %j", (value) => {
    expect(parseTime(value)).toBeNull();
  });

  test.each([
    [1440, 0],
    [1680, 240],
    [-60, 1380],
    [2 * 1440 + 5, 5],
  ])("wraps %i minutes to %i on the 24-hour clock", (minutes, wrapped) => {
    expect(wrapMinutes(minutes)).toBe(wrapped);
  });

  test.each([
    [0, "00:00"],
    [240, "04:00"],
    [1440 + 75, "01:15"],
  ])("writes %i minutes as %s", (minutes, value) => {
    expect(toTimeValue(minutes)).toBe(value);
  });

  test.each([
    ["same day", "07:00", "23:00", "15:00"],
    ["bedtime after midnight", "10:00", "02:00", "18:00"],
    ["bedtime exactly midnight", "08:00", "00:00", "16:00"],
    ["bedtime equal to wake time is a full day later", "06:00", "06:00", "18:00"],
    ["night shift", "18:00", "10:00", "02:00"],
    ["odd minute count rounds down", "07:00", "22:59", "14:59"],
  ])("the midpoint of the waking day, %s (%s → %s) is %s", (_, wake, bed, midpoint) => {
    expect(toTimeValue(calculateMidpoint(at(wake), at(bed)))).toBe(midpoint);
  });
});

describe("buildSchedules", () => {
  test.each([
    ["07:00", "23:00", "07:00–15:00", "07:00–13:00", "15:00–16:00"],
    ["10:00", "02:00", "10:00–18:00", "10:00–16:00", "18:00–19:00"],
    ["20:00", "12:00", "20:00–04:00", "20:00–02:00", "04:00–05:00"],
    ["17:30", "09:30", "17:30–01:30", "17:30–23:30", "01:30–02:30"],
  ])("wake %s, bed %s → 16:8 %s, 18:6 %s, OMAD %s", (wake, bed, sixteen, eighteen, omad) => {
    const windows = schedulesFor(wake, bed).map(
      (s) => `${toTimeValue(s.eatingStart)}–${toTimeValue(s.eatingEnd)}`,
    );
    expect(windows).toEqual([sixteen, eighteen, omad]);
  });

  test("names the three options and their fasting hours", () => {
    expect(
      schedulesFor("07:00", "23:00").map((s) => [s.id, s.title, s.eatingMinutes / 60, s.fastingMinutes / 60]),
    ).toEqual([
      ["16-8", "16:8", 8, 16],
      ["18-6", "18:6", 6, 18],
      ["omad", "OMAD (one meal a day)", 1, 23],
    ]);
  });

  test.each([
    ["", "23:00"],
    ["07:00", ""],
    ["", ""],
    ["7:00", "23:00"],
    ["07:00", "24:00"],
  ])("refuses a missing or malformed time (wake %j, bed %j)", (wake, bed) => {
    expect(buildSchedules(wake, bed)).toEqual({ kind: "missing" });
  });

  test.each([
    ["07:00", "07:00", 420],
    ["00:00", "00:00", 0],
    ["23:59", "23:59", 1439],
    ["07:00", "07:00:00", 420],
  ])("refuses equal times (wake %s, bed %s): no day to plan", (wake, bed, time) => {
    expect(buildSchedules(wake, bed)).toEqual({ kind: "same-time", time });
  });

  test.each([
    ["a night shift", "23:00", "07:00", "23:00–07:00", "23:00–05:00", "03:00–04:00"],
    ["bed a minute before waking", "07:00", "06:59", "07:00–15:00", "07:00–13:00", "18:59–19:59"],
    ["bed a minute after waking", "07:00", "07:01", "07:00–15:00", "07:00–13:00", "07:00–08:00"],
  ])("accepts %s (wake %s, bed %s)", (_, wake, bed, sixteen, eighteen, omad) => {
    const windows = schedulesFor(wake, bed).map(
      (s) => `${toTimeValue(s.eatingStart)}–${toTimeValue(s.eatingEnd)}`,
    );
    expect(windows).toEqual([sixteen, eighteen, omad]);
  });

  test("the equal-times message names the time and shows a night shift", () => {
    expect(sameTimeMessage(420, "en-US")).toBe(
      "Your wake time and bedtime are both 7:00 AM. Enter when you get up and when you go to sleep — they can’t be the same minute. Night shifts work: wake at 11:00 PM, go to bed at 7:00 AM.",
    );
  });

  test.each([
    ["a normal day", "07:00", "23:00", "16-8", false],
    ["a short waking day", "07:00", "13:00", "16-8", true],
    ["a short waking day, 18:6 fits exactly", "07:00", "13:00", "18-6", false],
    ["bedtime after midnight", "20:00", "05:00", "16-8", false],
    ["bedtime soon after midnight", "20:00", "01:00", "16-8", true],
    ["a very short day for OMAD", "07:00", "08:00", "omad", true],
  ] as const)("flags a window that runs past bedtime: %s", (_, wake, bed, id, flagged) => {
    expect(scheduleFor(wake, bed, id).endsAfterBedtime).toBe(flagged);
  });
});

describe("timeline segments", () => {
  test.each([
    ["a window inside the day", "07:00", "16-8", [{ start: 420, end: 900 }]],
    [
      "a window passing midnight",
      "20:00",
      "16-8",
      [
        { start: 0, end: 240 },
        { start: 1200, end: 1440 },
      ],
    ],
    ["a window ending exactly at midnight", "18:00", "18-6", [{ start: 1080, end: 1440 }]],
  ] as const)("splits %s", (_, wake, id, segments) => {
    expect(splitEatingWindow(scheduleFor(wake, "23:30", id))).toEqual(segments);
  });
});

describe("formatting", () => {
  test.each([
    ["en-US", 420, "7:00 AM"],
    ["en-US", 900, "3:00 PM"],
    ["en-US", 0, "12:00 AM"],
    ["en-GB", 900, "15:00"],
    ["de-DE", 1085, "18:05"],
  ])("in %s, %i minutes reads %s", (locale, minutes, text) => {
    // ICU separates "AM"/"PM" with a narrow no-break space in newer versions.
    expect(formatClockTime(minutes, locale).replace(/\s/g, " ")).toBe(text);
  });

  test.each([
    ["en-US", 0, "12 AM"],
    ["en-US", 18, "6 PM"],
    ["en-US", 24, "12 AM"],
    ["en-GB", 6, "06"],
  ])("in %s, the timeline labels hour %i as %s", (locale, hour, text) => {
    expect(formatClockHour(hour, locale).replace(/\s/g, " ")).toBe(text);
  });

  test.each([
    [960, "16 hours"],
    [60, "1 hour"],
    [90, "1 hour 30 minutes"],
    [1, "1 minute"],
    [0, "0 minutes"],
  ])("%i minutes reads %s", (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
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

  const ics = (wake: string, bed: string, id: FastingSchedule["id"], now: Date) =>
    buildIcs({ schedule: scheduleFor(wake, bed, id), now, locale: "en-US" });

  /** The content lines, unfolded. */
  const unfold = (text: string) => text.replace(/\r\n /g, "").split("\r\n");
  const property = (text: string, name: string) =>
    unfold(text)
      .find((line) => line.startsWith(`${name}:`))
      ?.slice(name.length + 1);

  /** The lines with every VALARM block taken out: the event's own properties. */
  const withoutAlarms = (lines: string[]) => {
    let inAlarm = false;
    return lines.filter((line) => {
      if (line === "BEGIN:VALARM") inAlarm = true;
      const keep = !inAlarm;
      if (line === "END:VALARM") inAlarm = false;
      return keep;
    });
  };
  /** Each component's lines from its BEGIN to its END, for every component named `name`. */
  const blocks = (text: string, name: string) => {
    const found: string[][] = [];
    let current: string[] | null = null;
    for (const line of unfold(text)) {
      if (line === `BEGIN:${name}`) current = [];
      if (current) current.push(line);
      if (line === `END:${name}`) {
        if (current) found.push(current);
        current = null;
      }
    }
    return found;
  };

  test("uses CRLF line endings only, and ends with one", () => {
    const text = ics("07:00", "23:00", "16-8", morning);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  test("has the calendar and one event with every required property", () => {
    const lines = unfold(ics("07:00", "23:00", "16-8", morning));
    expect(lines.slice(0, 4)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Fast & Fuel//Fasting Schedule Generator//EN",
      "CALSCALE:GREGORIAN",
    ]);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    const event = withoutAlarms(lines);
    for (const name of ["UID", "DTSTAMP", "DTSTART", "DTEND", "RRULE", "SUMMARY", "DESCRIPTION"]) {
      expect(
        event.filter((line) => line.startsWith(`${name}:`)),
        name,
      ).toHaveLength(1);
    }
    expect(lines).toContain("RRULE:FREQ=DAILY");
    expect(lines).toContain("SUMMARY:16:8 eating window");
  });

  test("stamps the file in UTC", () => {
    const now = new Date(Date.UTC(2026, 2, 14, 8, 5, 9));
    const text = buildIcs({ schedule: scheduleFor("07:00", "23:00", "16-8"), now });
    expect(property(text, "DTSTAMP")).toBe("20260314T080509Z");
    expect(property(text, "UID")).toMatch(/^20260314T080509Z-16-8@fast-and-fuel$/);
  });

  test.each([
    [
      "a window later today starts today",
      "07:00",
      "23:00",
      "16-8",
      morning,
      "20260314T070000",
      "20260314T150000",
    ],
    [
      "a window already started starts tomorrow",
      "07:00",
      "23:00",
      "16-8",
      noon,
      "20260315T070000",
      "20260315T150000",
    ],
    [
      "a window crossing midnight ends the next day",
      "20:00",
      "12:00",
      "16-8",
      noon,
      "20260314T200000",
      "20260315T040000",
    ],
    ["an OMAD meal after midnight", "10:00", "02:00", "omad", noon, "20260314T180000", "20260314T190000"],
    [
      "the next day rolls over the month",
      "07:00",
      "23:00",
      "18-6",
      new Date(2026, 2, 31, 8, 0),
      "20260401T070000",
      "20260401T130000",
    ],
  ] as const)("%s (floating local times)", (_, wake, bed, id, now, start, end) => {
    const text = ics(wake, bed, id, now);
    expect(property(text, "DTSTART")).toBe(start);
    expect(property(text, "DTEND")).toBe(end);
  });

  test("escapes the description and folds it at 75 octets", () => {
    const text = ics("07:00", "23:00", "16-8", morning);
    const description = property(text, "DESCRIPTION") ?? "";
    expect(description.replace(/\s/g, " ")).toBe(
      "Eating from 7:00 AM to 3:00 PM\\; fasting the other 16 hours.\\n" +
        "Suggested by the Fast & Fuel Fasting Schedule Generator. An estimate\\, not medical advice.",
    );
    for (const line of text.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    // The description is longer than one line, so it was folded.
    expect(text).toContain("\r\n ");
  });

  test.each([
    ["16:8", "07:00", "23:00", "16-8", "-PT16H"],
    ["18:6", "07:00", "23:00", "18-6", "-PT18H"],
    ["OMAD", "07:00", "23:00", "omad", "-PT23H"],
  ] as const)(
    "the %s event has two display alarms: as the window opens, and as the fast starts",
    (_, wake, bed, id, fastTrigger) => {
      const [event, ...others] = blocks(ics(wake, bed, id, morning), "VEVENT");
      expect(others).toEqual([]);
      // Inside the event, after its own properties, as RFC 5545 §3.6.1 nests them.
      expect(event?.at(-1)).toBe("END:VEVENT");
      expect(blocks((event ?? []).join("\r\n"), "VALARM")).toEqual([
        [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          "DESCRIPTION:Your eating window opens",
          "TRIGGER:PT0S",
          "END:VALARM",
        ],
        [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          "DESCRIPTION:Time to start your fast",
          `TRIGGER:${fastTrigger}`,
          "END:VALARM",
        ],
      ]);
    },
  );

  test("has no weigh-in event unless asked", () => {
    expect(ics("07:00", "23:00", "16-8", morning)).not.toContain("weigh-in");
  });

  test.each([
    ["a wake time later today books today", "07:00", morning, "20260314T070000", "20260314T070500"],
    ["a wake time already passed books tomorrow", "07:00", noon, "20260315T070000", "20260315T070500"],
    ["a night-shift wake time", "23:00", noon, "20260314T230000", "20260314T230500"],
  ] as const)("the weigh-in: %s, with its own alarm and link", (_, wake, now, start, end) => {
    const url = "https://fastandfuel.app/tools/progress";
    const text = buildIcs({ schedule: scheduleFor(wake, "16:00", "16-8"), now, weighInUrl: url });
    const [, weighIn, ...others] = blocks(text, "VEVENT");
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
    expect(blocks((weighIn ?? []).join("\r\n"), "VALARM")).toEqual([
      [
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        `DESCRIPTION:${icsAlarmTexts.weighIn}`,
        "TRIGGER:PT0S",
        "END:VALARM",
      ],
    ]);
    // Two events, two distinct UIDs; the calendar still ends the file, every line folded.
    const uids = unfold(text).filter((line) => line.startsWith("UID:"));
    expect(new Set(uids).size).toBe(2);
    expect(unfold(text).at(-2)).toBe("END:VCALENDAR");
    for (const line of text.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });

  test("names the OMAD event and its file", () => {
    const schedule = scheduleFor("07:00", "23:00", "omad");
    expect(property(buildIcs({ schedule, now: morning }), "SUMMARY")).toBe("OMAD meal (one meal a day)");
    expect(icsFileName(schedule)).toBe("fasting-schedule-omad.ics");
  });
});
