// @vitest-environment node
import { describe, expect, test } from "vitest";
import {
  type Answer,
  isComplete,
  type QuizAnswers,
  quizQuestions,
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

describe("the questions", () => {
  test("are five yes/no questions with ids 1 to 5", () => {
    expect(quizQuestions.map((question) => question.id)).toEqual([1, 2, 3, 4, 5]);
    for (const question of quizQuestions) expect(question.text).toMatch(/\?$/);
  });
});

describe("scoreQuiz", () => {
  test.each([
    ["nnnnn", 0],
    ["ynnnn", 1],
    ["nnyny", 2],
    ["yyynn", 3],
    ["nyyyy", 4],
    ["yyyyy", 5],
  ])("counts the yes answers in %s as %i", (pattern, score) => {
    expect(scoreQuiz(answersFrom(pattern))).toBe(score);
  });

  test("does not count unanswered questions", () => {
    expect(scoreQuiz({})).toBe(0);
    expect(scoreQuiz(answersFrom("y-y--"))).toBe(2);
  });
});

describe("resultFor", () => {
  test.each([
    [0, "not-yet", "❌ You’re likely not in ketosis yet."],
    [1, "not-yet", "❌ You’re likely not in ketosis yet."],
    [2, "on-the-way", "🤔 You're on your way, but not quite there."],
    [3, "on-the-way", "🤔 You're on your way, but not quite there."],
    [4, "likely", "✅ You’re likely in ketosis."],
    [5, "likely", "✅ You’re likely in ketosis."],
  ])("a score of %i reads %s", (score, verdict, message) => {
    expect(resultFor(score)).toEqual({ verdict, message });
  });

  test.each([-1, 6, 2.5, Number.NaN])("rejects the impossible score %s", (score) => {
    expect(() => resultFor(score)).toThrow(RangeError);
  });
});

describe("isComplete", () => {
  test.each([
    ["nothing answered", "-----", false],
    ["one answered", "y----", false],
    ["four answered", "yynn-", false],
    ["the first one missing", "-nnnn", false],
    ["all answered no", "nnnnn", true],
    ["all answered, mixed", "ynyny", true],
  ])("%s → %s", (_, pattern, complete) => {
    expect(isComplete(answersFrom(pattern))).toBe(complete);
  });
});
