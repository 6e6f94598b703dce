import { expect, expectHealthyPage, test, visit } from "./support/fixtures";

test("grocery list: keto by default, printable, vegan by choice, a tick survives a reload until cleared", async ({
  page,
  problems,
}) => {
  await visit(page, "/tools/grocery-list-generator");
  const main = page.getByRole("main");
  const diet = main.getByLabel("Diet", { exact: true });
  const categories = main.getByRole("heading", { level: 2 });
  // The print view keeps the list and hides the controls.
  await page.emulateMedia({ media: "print" });
  await expect(main.getByRole("button", { name: "Print list" })).toBeHidden();
  await expect(diet).toBeHidden();
  await expect(main.getByText("Keto grocery list", { exact: true })).toBeVisible();
  await expect(main.getByRole("checkbox", { name: "Eggs" })).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  await diet.selectOption("vegan");
  await expect(page).toHaveURL(/\/tools\/grocery-list-generator\?diet=vegan$/);
  const tempeh = main.getByRole("checkbox", { name: "Tempeh" });
  await tempeh.check();

  // A fresh load of ?diet=vegan: the prerendered keto HTML hydrates, then
  // switches to the vegan list and the saved tick without a hydration error.
  await page.reload();
  await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
  await expect(categories.first()).toHaveText("Plant Proteins");
  await expect(tempeh).toBeChecked();
  await expectHealthyPage(page, problems);

  await main.getByRole("button", { name: "Clear checks" }).click();
  await expect(tempeh).not.toBeChecked();
  await page.reload();
  await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
  await expect(categories.first()).toHaveText("Plant Proteins");
  await expect(tempeh).not.toBeChecked();
});
