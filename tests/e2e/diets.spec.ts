import { expect, test, visit } from "./support/fixtures";

// The five guides share one page; each guide's content (foods, health note, key facts) is checked in
// src/features/diets/diet-guide-page.test.tsx; the comparison at both widths is mobile-layout.spec.ts.

test("a guide's contents jump to a section, scrolling smoothly, or at once under reduced motion", async ({
  page,
}) => {
  for (const [reducedMotion, scrolling] of [
    ["no-preference", "smooth"],
    ["reduce", "auto"],
  ] as const) {
    await page.emulateMedia({ reducedMotion });
    await visit(page, "/diets/ketogenic-diet");
    const main = page.getByRole("main");
    // The page asks for smooth scrolling, except under reduced motion, and the jump lands on the section.
    await expect(page.locator("html"), reducedMotion).toHaveCSS("scroll-behavior", scrolling);
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
