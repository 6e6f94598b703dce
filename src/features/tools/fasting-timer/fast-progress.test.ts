// @vitest-environment node
import { expect, test } from "vitest";
import { HOUR, makeFast, MINUTE } from "./fast-fixtures";
import { elapsedMs, formatDuration, metTarget, plannedEndAt, progress, remainingMs } from "./fast-progress";

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
  [59_999, "0 h 00 min"],
  [16 * HOUR + 5 * MINUTE + 59_999, "16 h 05 min"],
  [23 * HOUR + 59 * MINUTE, "23 h 59 min"],
  [24 * HOUR, "1 d 00 h 00 min"],
  [74 * HOUR + 5 * MINUTE, "3 d 02 h 05 min"],
  [-5 * MINUTE, "0 h 00 min"],
  [NaN, "0 h 00 min"],
])("formats %d ms as %s, minutes rounded down", (ms, text) => {
  expect(formatDuration(ms)).toBe(text);
});
