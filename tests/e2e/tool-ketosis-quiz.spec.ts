import { quizQuestions } from "../../src/features/tools/ketosis-quiz/ketosis-quiz";
import { expect, expectHealthyPage, test, visit } from "./support/fixtures";

test("ketosis quiz: asks for every answer, scores four yes, and retakes from scratch", async ({
  page,
  problems,
}) => {
  await visit(page, "/tools/ketosis-quiz");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ketosis Indicator Quiz");
  const getResults = page.getByRole("button", { name: "Get My Results" });

  // One question left unanswered: the alert, not a result.
  const group = (index: number) => page.getByRole("group", { name: quizQuestions[index]?.text ?? "" });
  for (const index of [0, 1, 2, 3]) await group(index).getByRole("radio", { name: "Yes" }).check();
  await getResults.click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Please answer all questions.");
  await expect(alert).toBeFocused();

  // Change one answer, then answer the last: four yes in all.
  await group(1).getByRole("radio", { name: "No" }).check();
  await group(4).getByRole("radio", { name: "Yes" }).check();
  await expect(group(1).getByRole("radio", { name: "Yes" })).not.toBeChecked();
  await getResults.click();

  await expect(page.getByRole("heading", { level: 2, name: "Your result" })).toBeFocused();
  await expect(page.getByText("✅ You’re likely in ketosis.")).toBeVisible();
  await expect(page.getByText("You answered yes to 4 of 5.")).toBeVisible();
  await expect(page.getByText(/diabetic ketoacidosis/)).toBeVisible();
  await expectHealthyPage(page, problems);

  await page.getByRole("button", { name: "Retake" }).click();
  await expect(page.getByRole("main").getByRole("radio")).toHaveCount(10);
  for (const radio of await page.getByRole("main").getByRole("radio").all())
    await expect(radio).not.toBeChecked();
  await expect(group(0).getByRole("radio", { name: "Yes" })).toBeFocused();

  await page.getByRole("link", { name: "Read our ketogenic diet guide" }).click();
  await expect(page).toHaveURL(/\/diets\/ketogenic-diet$/);
});
