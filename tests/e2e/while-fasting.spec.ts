import { expect, test, visit } from "./support/fixtures";

// "Can I have this while fasting?": a list that works as prerendered, narrowed by its chips
// without JavaScript and by typing with it.

test("without JavaScript every item is in the page with its anchor and FAQ data, and the chips narrow the list; with it, an item's link opens the page at that item", async ({
  withoutScripts: page,
  page: withScripts,
  problems,
}) => {
  await page.goto("/while-fasting");
  const items = page.getByRole("main").getByRole("heading", { level: 3 });
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(60);
  const faq = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).find((text) =>
      text.includes('"FAQPage"'),
    ) ?? "null",
  ) as { mainEntity: unknown[] };
  expect(faq.mainEntity).toHaveLength(count);
  await expect(page.locator("main h3#black-coffee")).toHaveText("Black coffee");

  // The chips are labels of radio buttons the style sheet acts on.
  const chip = (name: string) => page.locator("label").filter({ hasText: new RegExp(`^${name}$`) });
  await chip("Sweeteners").click();
  await expect(page.getByRole("heading", { level: 3, name: "Stevia" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Black coffee" })).toBeHidden();
  await chip("Breaks a fast").click();
  await expect(page.getByRole("heading", { level: 3, name: "Honey" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Stevia" })).toBeHidden();

  // Typing narrows the list and says how many are left: while-fasting-page.test.tsx.
  await visit(withScripts, "/while-fasting#coffee-with-milk");
  await expect(
    withScripts.getByRole("heading", { level: 3, name: "Coffee with a splash of milk" }),
  ).toBeInViewport();
  expect(problems.errors).toEqual([]);
});
