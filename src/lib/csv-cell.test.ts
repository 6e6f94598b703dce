// @vitest-environment node
import { expect, test } from "vitest";
import { formatCsvCell, neutralizeCsvCell, restoreCsvCell } from "./csv-cell";

test.each([
  ['=HYPERLINK("https://example.com","Click")', '\'=HYPERLINK("https://example.com","Click")'],
  ["+1+2", "'+1+2"],
  ["-2+3", "'-2+3"],
  ["@SUM(A1)", "'@SUM(A1)"],
  ["\t=1+1", "'\t=1+1"],
  ["\r=1+1", "'\r=1+1"],
  ["\n=1+1", "'\n=1+1"],
  // Already quoted by someone: one more quote keeps it text and lets it read back exactly.
  ["'=1+1", "''=1+1"],
])("puts a quote before %j", (value, written) => {
  expect(neutralizeCsvCell(value)).toBe(written);
});

const harmless = ["", "plain", "2026-06-10T20:00:00.000Z", "16.50", "16:8", "'quoted text", "a=b", " =1"];
test.each(harmless)("leaves %j as it is", (value) => {
  expect(neutralizeCsvCell(value)).toBe(value);
});

const roundTrips = ["=1+1", "-x", "@a", "\tx", "'=1", "''-1", "plain", "'plain", "", "'"];
test.each(roundTrips)("reads %j back exactly after writing it", (value) => {
  expect(restoreCsvCell(neutralizeCsvCell(value))).toBe(value);
});

test("a formula a spreadsheet saved without the quote is read as it is, not changed", () => {
  expect(restoreCsvCell("=1+1")).toBe("=1+1");
});

test.each([
  ["plain", "plain"],
  ["a,b", '"a,b"'],
  ['say "hi"', '"say ""hi"""'],
  ["=1+1", "'=1+1"],
  ["=A1,B1", '"\'=A1,B1"'],
  ["\r\n=1", '"\'\r\n=1"'],
])("formatCsvCell writes %j as %j", (value, written) => {
  expect(formatCsvCell(value)).toBe(written);
});
