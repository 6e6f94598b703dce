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
    ["fasting", "fasted", true],
    ["fasts", "fasting", true],
    ["calories", "calorie", true],
    ["losing", "lose", true],
    ["ketosis", "keto", true],
    ["ketogenic", "keto", true],
    ["keto", "ketosis", false],
    ["team", "tea", false],
    ["teaspoon", "tea", false],
    ["caffeine", "caff", false],
  ])("%s is a form of %s: %s", (word, term, expected) => {
    expect(isFormOf(word, term)).toBe(expected);
  });

  test("a word still being typed matches any word it begins", () => {
    expect(isFormOf("caffeine", "caff", true)).toBe(true);
    expect(isFormOf("keto", "k", true)).toBe(true);
  });
});
