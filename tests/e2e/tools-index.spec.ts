import { expect, test, visit } from "./support/fixtures";

test("the tools index links to each of the six tools", async ({ page }) => {
  await visit(page, "/tools");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("tools that can help");
  const links = page.getByRole("main").getByRole("link", { name: /^try the / });
  await expect(links).toHaveCount(6);
  for (let index = 0; index < 6; index += 1) {
    await visit(page, "/tools");
    const link = page
      .getByRole("main")
      .getByRole("link", { name: /^try the / })
      .nth(index);
    const href = (await link.getAttribute("href")) ?? "";
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("the fasting timer is offered beside the six cards, not as a seventh", async ({ page }) => {
  await visit(page, "/tools");
  const panel = page.getByRole("complementary", { name: "Fasting timer" });
  await panel.getByRole("link", { name: "Open the timer" }).click();
  await expect(page).toHaveURL(/\/tools\/fasting-timer$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fasting timer");
});
