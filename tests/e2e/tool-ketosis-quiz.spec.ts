import { quizQuestions } from "../../src/features/tools/ketosis-quiz/ketosis-quiz";
import { expect, expectHealthyPage, test, visit } from "./support/fixtures";

test("ketosis quiz: asks for every answer, scores four yes, passes the audit, and Retake returns focus to the first question", async ({
  page,
  problems,
}) => {
  await visit(page, "/tools/ketosis-quiz");
  const getResults = page.getByRole("button", { name: "Get My Results" });

  // One question left unanswered: the alert takes focus, not a result.
  const group = (index: number) => page.getByRole("group", { name: quizQuestions[index]?.text ?? "" });
  for (const index of [0, 1, 2, 3]) await group(index).getByRole("radio", { name: "Yes" }).check();
  await getResults.click();
  await expect(page.getByRole("alert")).toBeFocused();

  // Change one answer, then answer the last: four yes in all.
  await group(1).getByRole("radio", { name: "No" }).check();
  await group(4).getByRole("radio", { name: "Yes" }).check();
  await getResults.click();

  await expect(page.getByRole("heading", { level: 2, name: "Your result" })).toBeFocused();
  await expect(page.getByText("You answered yes to 4 of 5.")).toBeVisible();
  await expectHealthyPage(page, problems);

  await page.getByRole("button", { name: "Retake" }).click();
  await expect(group(0).getByRole("radio", { name: "Yes" })).toBeFocused();

  await page.getByRole("link", { name: "Read our ketogenic diet guide" }).click();
  await expect(page).toHaveURL(/\/diets\/ketogenic-diet$/);
});
