import { expect, test, visit } from "./support/fixtures";

test("the tools index opens a tool from its card, and the fasting timer from the panel beside them", async ({
  page,
}) => {
  await visit(page, "/tools");
  const link = page
    .getByRole("main")
    .getByRole("link", { name: /^try the / })
    .first();
  const href = (await link.getAttribute("href")) ?? "";
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  // The fasting timer is offered beside the cards.
  await visit(page, "/tools");
  const panel = page.getByRole("complementary", { name: "Fasting timer" });
  await panel.getByRole("link", { name: "Open the timer" }).click();
  await expect(page).toHaveURL(/\/tools\/fasting-timer$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fasting timer");
});
