import { expect, expectHealthyPage, test, visit } from "./support/fixtures";

test("supplement matcher: needs a goal, merges shared picks, passes the audit, and Reset returns focus to the goals", async ({
  page,
  problems,
}) => {
  await visit(page, "/tools/supplement-matcher");

  // No goal chosen: the alert takes focus.
  await page.getByRole("button", { name: "Show My Matches" }).click();
  await expect(page.getByRole("alert")).toBeFocused();

  const goal = (name: string) => page.getByRole("button", { name, exact: true });
  await goal("Energy & Performance").click();
  await goal("Stress & Mood").click();
  await page.getByRole("button", { name: "Show My Matches" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Your matches" })).toBeFocused();
  const ashwagandha = page.getByRole("heading", { level: 3, name: "Ashwagandha", exact: true });
  await expect(page.getByRole("listitem").filter({ has: ashwagandha })).toContainText(
    "Matches: Energy & Performance, Stress & Mood",
  );
  await expectHealthyPage(page, problems);

  await page.getByRole("button", { name: "Reset" }).click();
  await expect(goal("Focus & Clarity")).toBeFocused();
});
