import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { quizQuestions } from "./ketosis-quiz";
import { KetosisQuizPage } from "./ketosis-quiz-page";

const question = (index: number) => screen.getByRole("group", { name: quizQuestions[index]?.text });

const getResults = () => screen.getByRole("button", { name: "Get My Results" });

function renderQuiz() {
  renderWithRouter(<KetosisQuizPage />);
  return userEvent.setup();
}

/** Opens the quiz, answers it as a string like "yynnn" says and asks for the results. */
async function submitAnswers(pattern: string) {
  const user = renderQuiz();
  for (const [index, letter] of Array.from(pattern).entries()) {
    await user.click(within(question(index)).getByRole("radio", { name: letter === "y" ? "Yes" : "No" }));
  }
  await user.click(getResults());
  return user;
}

describe("KetosisQuizPage", () => {
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

  // The cautions beside the verdict are the same for every verdict: static text.
  test("the result takes focus in a live region: the verdict and the yes count", async () => {
    await submitAnswers("ynnny");
    const heading = screen.getByRole("heading", { level: 2, name: "Your result" });
    expect(heading).toHaveFocus();
    expect(heading.closest("[aria-live='polite']")).not.toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("group")).toBeNull();
    const result = screen.getByRole("region", { name: "Your result" });
    expect(result).toHaveTextContent("🤔 You're on your way, but not quite there.");
    expect(result).toHaveTextContent("You answered yes to 2 of 5.");
  });

  test("fruity breath with thirst puts the diabetes warning before the verdict; 'Retake' clears every answer and returns focus to the first question", async () => {
    const user = await submitAnswers("yyyny");
    const result = screen.getByRole("region", { name: "Your result" });
    const warning = within(result).getByText("If you have diabetes, don’t read this as ketosis.");
    const verdict = within(result).getByText("✅ You’re likely in ketosis.");
    // First in reading order: DOCUMENT_POSITION_FOLLOWING means the verdict comes after.
    expect(warning.compareDocumentPosition(verdict) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Retake" }));
    expect(screen.queryByRole("heading", { name: "Your result" })).toBeNull();
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked();
    expect(within(question(0)).getByRole("radio", { name: "Yes" })).toHaveFocus();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("works by keyboard: Space picks, arrow keys change, Enter submits", async () => {
    const user = renderQuiz();
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked();
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
});
