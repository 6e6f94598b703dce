import { expect, expectHealthyPage, test, visit } from "./support/fixtures";

test("meal examples: keto breakfast first, vegan dinner by keyboard, then the vegan grocery list", async ({
  page,
  problems,
}) => {
  await visit(page, "/tools/meal-examples");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Meal Examples");
  await expect(main.getByLabel("Diet", { exact: true })).toHaveValue("keto");
  await expect(main.getByLabel("Goal", { exact: true })).toHaveValue("fat-loss");
  await expect(main.getByRole("tab", { name: "Breakfast" })).toHaveAttribute("aria-selected", "true");

  // Only the selected tab's panel is visible, so this finds its five cards.
  const cards = main.getByRole("tabpanel").getByRole("heading", { level: 3 });
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toHaveText("Spinach & Feta Egg Muffins");
  const ketoBreakfast = await cards.allTextContents();

  await main.getByLabel("Diet", { exact: true }).selectOption("vegan");
  await main.getByRole("tab", { name: "Breakfast" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(main.getByRole("tab", { name: "Lunch" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  const dinner = main.getByRole("tab", { name: "Dinner" });
  await expect(dinner).toBeFocused();
  await expect(dinner).toHaveAttribute("aria-selected", "true");
  await expect(main.getByRole("tabpanel")).toHaveAccessibleName("Dinner");

  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toHaveText("Tofu & Vegetable Stir-Fry");
  const veganDinner = await cards.allTextContents();
  expect(veganDinner.filter((title) => ketoBreakfast.includes(title))).toEqual([]);

  const grocery = main.getByRole("link", { name: "Vegan grocery list" });
  await expect(grocery).toHaveAttribute("href", "/tools/grocery-list-generator?diet=vegan");
  await expectHealthyPage(page, problems);

  await grocery.click();
  await expect(page).toHaveURL(/\/tools\/grocery-list-generator\?diet=vegan$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText(
    "Plant Proteins",
  );
});
