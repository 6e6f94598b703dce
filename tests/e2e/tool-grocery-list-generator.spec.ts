import { expect, expectHealthyPage, test, visit } from "./support/fixtures";

// The lists, the URL and the ticks' storage are grocery-list-generator-page.test.tsx; here, the print
// view, and a fresh load of a vegan link hydrating into its list and its saved tick.
test("grocery list: printable, vegan by choice, a tick survives a reload", async ({ page, problems }) => {
  await visit(page, "/tools/grocery-list-generator");
  const main = page.getByRole("main");
  const diet = main.getByLabel("Diet", { exact: true });
  // The print view keeps the list and hides the controls.
  await page.emulateMedia({ media: "print" });
  await expect(main.getByRole("button", { name: "Print list" })).toBeHidden();
  await expect(diet).toBeHidden();
  await expect(main.getByRole("checkbox", { name: "Eggs" })).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  await diet.selectOption("vegan");
  await expect(page).toHaveURL(/\/tools\/grocery-list-generator\?diet=vegan$/);
  const tempeh = main.getByRole("checkbox", { name: "Tempeh" });
  await tempeh.check();

  // The prerendered keto HTML hydrates, then switches to the vegan list and the saved tick without a
  // hydration error.
  await page.reload();
  await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
  await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText("Plant Proteins");
  await expect(tempeh).toBeChecked();
  await expectHealthyPage(page, problems);
});
