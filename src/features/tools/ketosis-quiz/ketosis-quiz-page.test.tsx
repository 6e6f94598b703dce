import { screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { quizQuestions } from "./ketosis-quiz";
import { KetosisQuizPage } from "./ketosis-quiz-page";

const question = (index: number) => {
  const text = quizQuestions[index]?.text ?? "";
  return screen.getByRole("group", { name: text });
};

/** Answers the five questions from a string like "yynnn". */
async function answerAll(user: UserEvent, pattern: string) {
  for (const [index, letter] of Array.from(pattern).entries()) {
    await user.click(within(question(index)).getByRole("radio", { name: letter === "y" ? "Yes" : "No" }));
  }
}

const getResults = () => screen.getByRole("button", { name: "Get My Results" });

function renderQuiz() {
  const user = userEvent.setup();
  renderWithRouter(<KetosisQuizPage />);
  return user;
}

/** Opens the quiz, answers it as `pattern` says and asks for the results. */
async function submitAnswers(pattern: string) {
  const user = renderQuiz();
  await answerAll(user, pattern);
  await user.click(getResults());
  return user;
}

describe("KetosisQuizPage", () => {
  test("asks five yes/no questions with nothing checked at first", () => {
    renderQuiz();
    expect(screen.getByRole("heading", { level: 1, name: "Ketosis Indicator Quiz" })).toBeInTheDocument();
    expect(screen.getAllByRole("group")).toHaveLength(5);
    expect(screen.getByRole("group", { name: "Have you eaten less than 50g of carbs today?" })).toBeVisible();
    expect(screen.getAllByRole("radio", { name: "Yes" })).toHaveLength(5);
    expect(screen.getAllByRole("radio", { name: "No" })).toHaveLength(5);
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked();
  });

  test("with a question unanswered, asks for all answers and shows no result; the alert goes once all are answered", async () => {
    const user = await submitAnswers("yyyy");
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(/^Please answer all questions\.$/);
    expect(alert).toHaveFocus();
    expect(within(question(4)).getByText("Not answered yet.")).toBeInTheDocument();
    expect(within(question(0)).queryByText("Not answered yet.")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Your result" })).toBeNull();
    await user.click(within(question(4)).getByRole("radio", { name: "No" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  // The cautions are the same beside every verdict (the page renders them unconditionally): one is enough.
  test("the result takes focus in a live region: the verdict, the yes count, and the cautions beside it", async () => {
    await submitAnswers("ynnny");
    const heading = screen.getByRole("heading", { level: 2, name: "Your result" });
    expect(heading).toHaveFocus();
    expect(heading.closest("[aria-live='polite']")).not.toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("group")).toBeNull();
    const result = screen.getByRole("region", { name: "Your result" });
    expect(result).toHaveTextContent("🤔 You're on your way, but not quite there.");
    expect(result).toHaveTextContent("You answered yes to 2 of 5.");
    expect(result).toHaveTextContent(
      "Thirst and frequent urination are also classic signs of high blood sugar.",
    );
    expect(result).toHaveTextContent(/See a doctor if you have diabetes/);
    expect(result).toHaveTextContent(/unexplained weight loss, very frequent urination or extreme thirst/);
    // Thirst without fruity breath: no diabetes-first warning.
    expect(screen.queryByText("If you have diabetes, don’t read this as ketosis.")).toBeNull();
    expect(result).toHaveTextContent(
      "These signs are only clues: only a blood ketone meter can tell you for sure.",
    );
    expect(within(result).getByRole("link", { name: "How blood ketone testing works" })).toHaveAttribute(
      "href",
      "/articles/testing-for-ketones#blood-testing-the-reference",
    );
  });

  test("fruity breath with thirst puts the diabetes warning before the verdict", async () => {
    await submitAnswers("yyyny");
    const result = screen.getByRole("region", { name: "Your result" });
    const warning = within(result).getByText("If you have diabetes, don’t read this as ketosis.");
    const verdict = within(result).getByText("✅ You’re likely in ketosis.");
    // First in reading order: DOCUMENT_POSITION_FOLLOWING means the verdict comes after.
    expect(warning.compareDocumentPosition(verdict) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(result).toHaveTextContent(/diabetic ketoacidosis \(DKA\).*contact your diabetes care team/);
  });

  test("works by keyboard: Space picks, arrow keys change, Enter submits", async () => {
    const user = renderQuiz();
    for (const [index] of quizQuestions.entries()) {
      within(question(index)).getByRole("radio", { name: "Yes" }).focus();
      await user.keyboard(" ");
    }
    within(question(0)).getByRole("radio", { name: "Yes" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(within(question(0)).getByRole("radio", { name: "No" })).toBeChecked();
    getResults().focus();
    await user.keyboard("{Enter}");
    expect(screen.getByText("You answered yes to 4 of 5.")).toBeInTheDocument();
  });

  test("'Retake' clears every answer and returns focus to the first question", async () => {
    const user = await submitAnswers("yyyyy");
    await user.click(screen.getByRole("button", { name: "Retake" }));
    expect(screen.queryByRole("heading", { name: "Your result" })).toBeNull();
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked();
    expect(within(question(0)).getByRole("radio", { name: "Yes" })).toHaveFocus();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("explains how to measure ketones, warns about ketoacidosis and links to the keto guide", () => {
    renderQuiz();
    expect(screen.getByRole("heading", { level: 2, name: "How to measure ketones properly" })).toBeVisible();
    expect(screen.getByText(/0\.5–3\.0 mmol\/L/)).toBeInTheDocument();
    const warning = screen.getByRole("complementary", { name: /When it’s an emergency/ });
    expect(warning).toHaveTextContent(/diabetic ketoacidosis/);
    expect(warning).toHaveTextContent(/Seek urgent care/);
    expect(screen.getByRole("link", { name: "Read our ketogenic diet guide" })).toHaveAttribute(
      "href",
      "/diets/ketogenic-diet",
    );
  });
});
