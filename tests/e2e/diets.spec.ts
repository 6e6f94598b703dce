import { expect, test, visit } from "./support/fixtures";

// The five guides share one page; each guide's content (foods, health note, key facts) is checked in
// src/features/diets/diet-guide-page.test.tsx; the comparison at both widths is mobile-layout.spec.ts.

test("a guide's contents jump to a section, scrolling smoothly", async ({ page }) => {
  await visit(page, "/diets/ketogenic-diet");
  const main = page.getByRole("main");
  // The page asks for smooth scrolling (reduced-motion.spec.ts checks that it stops asking under
  // reduced motion), and the jump lands on the section.
  await expect(page.locator("html")).toHaveCSS("scroll-behavior", "smooth");
  const start = await page.evaluate(() => window.scrollY);
  await main
    .getByRole("navigation", { name: "On this page" })
    .getByRole("link", { name: "Benefits" })
    .click();
  await expect(page).toHaveURL(/#benefits$/);
  await expect(main.locator("#benefits")).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(start);
});
