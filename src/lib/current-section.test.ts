// @vitest-environment node
import { expect, test } from "vitest";
import { findCurrentSection } from "./current-section";

const headings = [
  { id: "what-it-is", top: -900 },
  { id: "net-carbs", top: -120 },
  { id: "keto-flu", top: 260 },
  { id: "sources", top: 1400 },
];

test.each([
  { line: 300, expected: "keto-flu", why: "the last heading above the line" },
  { line: 260, expected: "keto-flu", why: "a heading exactly on the line" },
  { line: 259, expected: "net-carbs", why: "a heading just below the line is not yet current" },
  { line: -1000, expected: undefined, why: "nothing while every heading is below the line" },
  { line: 5000, expected: "sources", why: "the last section once every heading has passed" },
  { line: 300, expected: undefined, why: "nothing for a page without sections", page: [] },
])("findCurrentSection returns $expected: $why", ({ line, expected, page = headings }) => {
  expect(findCurrentSection(page, line)).toBe(expected);
});
