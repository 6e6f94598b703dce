import { expect, expectHealthyPage, test, visit } from "./support/fixtures";

test("grocery list: keto by default, vegan by choice, a tick survives a reload until cleared", async ({
  page,
  problems,
}) => {
  await visit(page, "/tools/grocery-list-generator");
  const main = page.getByRole("main");
  const diet = main.getByLabel("Diet", { exact: true });
  const categories = main.getByRole("heading", { level: 2 });
  await expect(diet).toHaveValue("keto");
  await expect(categories).toHaveText(["Proteins", "Fats & Oils", "Low-Carb Veggies", "Dairy", "Misc."]);

  await diet.selectOption("vegan");
  await expect(page).toHaveURL(/\/tools\/grocery-list-generator\?diet=vegan$/);
  await expect(categories).toHaveText([
    "Plant Proteins",
    "Vegetables",
    "Whole Grains",
    "Healthy Fats",
    "Fruits",
  ]);

  const tempeh = main.getByRole("checkbox", { name: "Tempeh" });
  await tempeh.check();
  await expect(tempeh).toBeChecked();

  // A fresh load of ?diet=vegan: the prerendered keto HTML hydrates, then
  // switches to the vegan list and the saved tick without a hydration error.
  await page.reload();
  await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
  await expect(diet).toHaveValue("vegan");
  await expect(categories.first()).toHaveText("Plant Proteins");
  await expect(tempeh).toBeChecked();
  await expect(main.getByRole("checkbox", { name: "Seitan" })).not.toBeChecked();
  await expectHealthyPage(page, problems);

  await main.getByRole("button", { name: "Clear checks" }).click();
  await expect(tempeh).not.toBeChecked();
  await expect(main.getByText("All checks cleared.")).toBeVisible();
  await page.reload();
  await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
  await expect(categories.first()).toHaveText("Plant Proteins");
  await expect(tempeh).not.toBeChecked();
});

test("the print view keeps the list and hides the controls", async ({ page }) => {
  await visit(page, "/tools/grocery-list-generator");
  const main = page.getByRole("main");
  await page.emulateMedia({ media: "print" });
  await expect(main.getByRole("button", { name: "Print list" })).toBeHidden();
  await expect(main.getByLabel("Diet", { exact: true })).toBeHidden();
  await expect(main.getByText("Keto grocery list", { exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Proteins" })).toBeVisible();
  await expect(main.getByRole("checkbox", { name: "Eggs" })).toBeVisible();
});
