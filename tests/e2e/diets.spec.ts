import { expect, test, visit } from "./support/fixtures";
import { dietsSummary, expectExpanded } from "./support/disclosure";

// The five guides share one page; each guide's own content is checked in
// src/features/diets/diet-guide-page.test.tsx. Here: one with food lists, one without.
const guides = [
  { path: "/diets/intermittent-fasting", hasFoods: false },
  { path: "/diets/ketogenic-diet", hasFoods: true },
];

test("a guide renders its sections, lists and closing links, and its contents jump to a section", async ({
  page,
}) => {
  for (const { path, hasFoods } of guides) {
    await visit(page, path);
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "Benefits" })).toBeVisible();
    if (hasFoods) {
      await expect(main.getByRole("heading", { name: "Foods to eat", exact: true })).toBeVisible();
      await expect(main.getByRole("heading", { name: "Foods to avoid", exact: true })).toBeVisible();
    } else {
      await expect(main.getByRole("heading", { name: "Foods to eat", exact: true })).toHaveCount(0);
      await expect(main.getByRole("heading", { name: /Who should not fast/ })).toBeVisible();
      await expect(main.getByText("Not medical advice.")).toBeVisible();
    }
    const closing = main.getByRole("navigation", { name: "Keep reading" });
    await expect(closing.getByRole("link", { name: "Read articles in The Vault" })).toHaveAttribute(
      "href",
      "/articles",
    );
    await expect(closing.getByRole("link", { name: "Try the free tools" })).toHaveAttribute("href", "/tools");
    // The table of contents jumps to its sections, scrolling smoothly: the
    // page asks for smooth scrolling (reduced-motion.spec.ts checks that it
    // stops asking under reduced motion), and the jump lands on the section.
    await expect(page.locator("html")).toHaveCSS("scroll-behavior", "smooth");
    const start = await page.evaluate(() => window.scrollY);
    await main
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "Benefits" })
      .click();
    await expect(page).toHaveURL(/#benefits$/);
    await expect(main.locator("#benefits")).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(start);
  }
});

test("the comparison table has the four columns, five rows and working links", async ({ page }) => {
  await visit(page, "/diets/compare");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText([
    "Diet",
    "Carb Level",
    "Best For",
    "Works with IF?",
  ]);
  await expect(table.locator("tbody tr")).toHaveCount(5);
  await expect(table.getByText("Very low (20-50g net carbs/day)")).toBeVisible();
  await table.getByRole("link", { name: "Paleo diet" }).click();
  await expect(page).toHaveURL(/\/diets\/paleo-diet$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the Diets menu reaches every guide", async ({ page }) => {
  await visit(page, "/");
  const diets = dietsSummary(page.getByRole("banner").getByRole("navigation", { name: "Main" }));
  await diets.click();
  await page.getByRole("banner").getByRole("link", { name: "Vegan diet" }).click();
  await expect(page).toHaveURL(/\/diets\/vegan-diet$/);
  await expectExpanded(diets, false);
});
