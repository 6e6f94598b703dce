import { stressAndEnergyMatches } from "../../src/features/tools/supplement-matcher/supplement-matcher-fixtures";
import { expect, expectHealthyPage, test, visit } from "./support/fixtures";

test("supplement matcher: needs a goal, merges shared picks, and resets", async ({ page, problems }) => {
  await visit(page, "/tools/supplement-matcher");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Supplement Matcher");
  await expect(page.getByRole("complementary", { name: "Caution" })).toContainText(
    "Check with your doctor or pharmacist before starting a supplement",
  );

  await page.getByRole("button", { name: "Show My Matches" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Please select at least one goal.");
  await expect(alert).toBeFocused();

  const goal = (name: string) => page.getByRole("button", { name, exact: true });
  await goal("Energy & Performance").click();
  await goal("Stress & Mood").click();
  await expect(goal("Energy & Performance")).toHaveAttribute("aria-pressed", "true");
  await expect(goal("Stress & Mood")).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Show My Matches" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Your matches" })).toBeFocused();
  const ashwagandha = page.getByRole("heading", { level: 3, name: "Ashwagandha", exact: true });
  await expect(ashwagandha).toHaveCount(1);
  await expect(page.getByRole("listitem").filter({ has: ashwagandha })).toContainText(
    "Matches: Energy & Performance, Stress & Mood",
  );
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(stressAndEnergyMatches);
  await expectHealthyPage(page, problems);

  await page.getByRole("button", { name: "Reset" }).click();
  const goals = page.getByRole("group", { name: "Choose your goals" }).getByRole("button");
  await expect(goals).toHaveCount(7);
  for (const button of await goals.all()) await expect(button).toHaveAttribute("aria-pressed", "false");
  await expect(goal("Focus & Clarity")).toBeFocused();
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(0);
});
