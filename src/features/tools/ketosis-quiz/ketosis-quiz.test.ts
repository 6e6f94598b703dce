// @vitest-environment node
import { describe, expect, test } from "vitest";
import {
  type Answer,
  hasKetoacidosisSigns,
  isComplete,
  type QuizAnswers,
  resultFor,
  scoreQuiz,
} from "./ketosis-quiz";

/** Answers for all five questions, from a string like "yynnn". */
function answersFrom(pattern: string): QuizAnswers {
  const answers: Partial<Record<number, Answer>> = {};
  Array.from(pattern).forEach((letter, index) => {
    if (letter === "y") answers[index + 1] = "yes";
    if (letter === "n") answers[index + 1] = "no";
  });
  return answers;
}

describe("scoreQuiz", () => {
  test.each([
    ["nnnnn", 0],
    ["nnyny", 2],
    ["yyyyy", 5],
    // Unanswered questions are not yes.
    ["y-y--", 2],
  ])("counts the yes answers in %s as %i", (pattern, score) => {
    expect(scoreQuiz(answersFrom(pattern))).toBe(score);
  });
});

describe("resultFor", () => {
  test.each([
    // The bands' edges: 0–1, 2–3, 4–5.
    [1, "not-yet", "❌ You’re likely not in ketosis yet."],
    [2, "on-the-way", "🤔 You're on your way, but not quite there."],
    [3, "on-the-way", "🤔 You're on your way, but not quite there."],
    [4, "likely", "✅ You’re likely in ketosis."],
  ])("a score of %i reads %s", (score, verdict, message) => {
    expect(resultFor(score)).toEqual({ verdict, message });
  });

  test.each([-1, 6, 2.5])("rejects the impossible score %s", (score) => {
    expect(() => resultFor(score)).toThrow(RangeError);
  });
});

describe("isComplete", () => {
  test.each([
    ["four answered", "yynn-", false],
    ["the first one missing", "-nnnn", false],
    ["all answered, mixed", "ynyny", true],
  ])("%s → %s", (_, pattern, complete) => {
    expect(isComplete(answersFrom(pattern))).toBe(complete);
  });
});

test.each([
  ["fruity breath with thirst", "yyyny", true],
  ["fruity breath alone", "yynnn", false],
  ["thirst alone", "ynnyy", false],
])("%s: the diabetes-first warning shows: %s", (_, pattern, shown) => {
  expect(hasKetoacidosisSigns(answersFrom(pattern))).toBe(shown);
});
