// @vitest-environment node
import { describe, expect, test } from "vitest";
import { hasKetoacidosisSigns, isComplete, type QuizAnswers, resultFor, scoreQuiz } from "./ketosis-quiz";

/** Answers for all five questions, from a string like "yyn-n" ("-" leaves a question unanswered). */
const answersFrom = (pattern: string): QuizAnswers =>
  Object.fromEntries(
    Array.from(pattern).flatMap((letter, index) =>
      letter === "-" ? [] : [[index + 1, letter === "y" ? "yes" : "no"] as const],
    ),
  );

// Question 2 is the fruity breath, question 5 the thirst.
test.each([
  ["nnnnn", [0, true, false]],
  ["nnyny", [2, true, false]],
  ["yyyyy", [5, true, true]],
  // Unanswered questions are not yes.
  ["y-y--", [2, false, false]],
  ["yynn-", [2, false, false]],
  ["-nnnn", [0, false, false]],
  ["ynyny", [3, true, false]],
  ["yyyny", [4, true, true]],
  ["yynnn", [2, true, false]],
  ["ynnyy", [3, true, false]],
])("%s → the yes count, all answered, the diabetes-first warning: %j", (pattern, expected) => {
  const answers = answersFrom(pattern);
  expect([scoreQuiz(answers), isComplete(answers), hasKetoacidosisSigns(answers)]).toEqual(expected);
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
