// @vitest-environment node
import { describe, expect, test } from "vitest";
import { isFormOf, readQuery } from "./query";

describe("reading a query", () => {
  test("keeps the words that say what it is about, each with the site's words for it", () => {
    expect(readQuery("can I track my fasts")).toEqual([
      { word: "track", forms: ["track", "timer", "history"], prefix: false },
      { word: "fasts", forms: ["fasts"], prefix: true },
    ]);
  });

  test("a query of filler alone keeps its words", () => {
    expect(readQuery("how do I").map((term) => term.word)).toEqual(["how", "do", "i"]);
  });

  test("the last word is still being typed unless a space follows it", () => {
    expect(readQuery("coff").at(-1)?.prefix).toBe(true);
    expect(readQuery("coffee ").at(-1)?.prefix).toBe(false);
  });

  test.each([
    ["what should I eat after fasting", "breaking"],
    ["keto or mediterranean, which is better", "compare"],
    ["which supplements should I take", "matcher"],
  ])("“%s” also asks about %s", (query, word) => {
    expect(readQuery(query).map((term) => term.word)).toContain(word);
  });

  test("a number like 16:8 and a contraction stay whole; a contraction is filler", () => {
    expect(readQuery("what’s 16:8").map((term) => term.word)).toEqual(["16:8"]);
  });
});

describe("word forms", () => {
  test.each([
    ["fasting", "fasted", false, true],
    ["fasts", "fasting", false, true],
    ["calories", "calorie", false, true],
    ["losing", "lose", false, true],
    ["ketosis", "keto", false, true],
    ["ketogenic", "keto", false, true],
    ["keto", "ketosis", false, false],
    ["team", "tea", false, false],
    ["teaspoon", "tea", false, false],
    ["caffeine", "caff", false, false],
    // A word still being typed matches any word it begins.
    ["caffeine", "caff", true, true],
    ["keto", "k", true, true],
  ])("%s is a form of %s (still being typed: %s): %s", (word, term, prefix, expected) => {
    expect(isFormOf(word, term, prefix)).toBe(expected);
  });
});
