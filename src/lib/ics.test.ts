// @vitest-environment node
import { expect, test } from "vitest";
import { escapeIcsText, foldIcsLine, formatIcsDuration, formatIcsUtc } from "./ics";

test.each([
  ["commas", "a, b", "a\\, b"],
  ["semicolons", "a; b", "a\\; b"],
  ["backslashes", "C:\\fast", "C:\\\\fast"],
  ["newlines", "line 1\nline 2\r\nline 3", "line 1\\nline 2\\nline 3"],
  ["a backslash before a comma, in order", "\\,", "\\\\\\,"],
])("escapes %s", (_, input, escaped) => {
  expect(escapeIcsText(input)).toBe(escaped);
});

const octets = (text: string) => new TextEncoder().encode(text).length;

test.each([
  ["exactly 75 octets", `X:${"a".repeat(73)}`, 1],
  ["76 octets", `X:${"a".repeat(74)}`, 2],
  ["a long line", `DESCRIPTION:${"b".repeat(300)}`, 5],
  ["multi-byte characters", `DESCRIPTION:${"é".repeat(100)}`, 3],
])("folds %s at 75 octets without changing its content", (_, line, count) => {
  const folded = foldIcsLine(line);
  const parts = folded.split("\r\n");
  expect(parts).toHaveLength(count);
  for (const [index, part] of parts.entries()) {
    expect(octets(part)).toBeLessThanOrEqual(75);
    if (index > 0) expect(part.startsWith(" ")).toBe(true);
  }
  // Unfolding (RFC 5545 §3.1) gives the original line back, so no character was split.
  expect(folded.replace(/\r\n /g, "")).toBe(line);
});

test("writes DTSTAMP in UTC", () => {
  expect(formatIcsUtc(new Date(Date.UTC(2026, 2, 14, 8, 5, 9)))).toBe("20260314T080509Z");
});

test.each([
  [0, "PT0S"],
  [45, "PT45M"],
  [960, "PT16H"],
  [-90, "-PT1H30M"],
])("formats %i minutes as the duration %s", (minutes, duration) => {
  expect(formatIcsDuration(minutes)).toBe(duration);
});
