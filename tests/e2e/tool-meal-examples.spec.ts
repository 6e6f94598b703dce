import { expect, expectHealthyPage, test, visit } from "./support/fixtures";

test("meal examples: vegan dinner by keyboard, then the vegan grocery list", async ({ page, problems }) => {
  await visit(page, "/tools/meal-examples");
  const main = page.getByRole("main");

  await main.getByLabel("Diet", { exact: true }).selectOption("vegan");
  await main.getByRole("tab", { name: "Breakfast" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(main.getByRole("tab", { name: "Dinner" })).toBeFocused();
  // Only the selected tab's panel is visible, so this finds its cards.
  await expect(main.getByRole("tabpanel").getByRole("heading", { level: 3 }).first()).toHaveText(
    "Tofu & Vegetable Stir-Fry",
  );
  await expectHealthyPage(page, problems);

  await main.getByRole("link", { name: "Vegan grocery list" }).click();
  await expect(page).toHaveURL(/\/tools\/grocery-list-generator\?diet=vegan$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText(
    "Plant Proteins",
  );
});
