import { expect, test, viewports, visit } from "./support/fixtures";
import { dietsSummary, expectExpanded } from "./support/disclosure";
import { mobileMenu } from "./support/header";

// Keyboard use of the header (skip link, Diets dropdown, mobile menu) is in keyboard.spec.ts.
test("on desktop the Diets dropdown opens on hover, stays open on the way into its panel, and closes when the pointer leaves; a route change returns to the top, smoothly, or at once under reduced motion", async ({
  page,
}) => {
  await visit(page, "/");
  const header = page.getByRole("banner");
  const diets = dietsSummary(header.getByRole("navigation", { name: "Main" }));
  await expectExpanded(diets, false);

  await diets.hover();
  await expectExpanded(diets, true);

  // Travel down into the panel, to its last entry: it stays open.
  await header.getByRole("link", { name: "Compare diets", exact: true }).hover();
  await expectExpanded(diets, true);

  await page.mouse.move(640, 500);
  await expectExpanded(diets, false);

  // A route change returns to the top, smoothly, or at once under reduced motion.
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    await page.emulateMedia({ reducedMotion });
    await visit(page, "/about");
    const footerHome = page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true });
    await footerHome.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await footerHome.click();
    await expect(page).toHaveURL(/\/$/);
    // Scrolling and focusing <main> happen in the same effect, once the new
    // route has rendered (which may take a moment on a busy machine).
    await expect(page.locator("main")).toBeFocused();
    if (reducedMotion === "reduce") {
      // Instant: already at the top when the effect has run.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    } else {
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  }
});

test("on a phone the hamburger opens the menu; a tap on its background keeps it, a tap outside or any link closes it", async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  await visit(page, "/");
  const { toggle, menu } = mobileMenu(page);
  await expect(menu).toBeHidden(); // desktop menu is not shown
  await expect(toggle).toHaveAccessibleName("Open menu");
  await toggle.click();
  await expect(toggle).toHaveAccessibleName("Close menu");

  const box = await menu.boundingBox();
  if (!box) throw new Error("menu not laid out");
  await page.mouse.click(box.x + box.width - 4, box.y + box.height - 4);
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height + 40);
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await toggle.click();
  await menu.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();

  // Choosing the page already shown (no navigation) still closes the menu.
  await toggle.click();
  await menu.getByRole("link", { name: "About" }).click();
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("without JavaScript, at both widths, the header's menus open and their links lead on", async ({
  withoutScripts: page,
}) => {
  for (const [name, viewport] of Object.entries({ mobile: viewports.mobile, desktop: viewports.desktop })) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const header = page.getByRole("banner");
    const menu = header.getByRole("navigation", { name: "Main" });
    if (name === "mobile") {
      await expect(menu).toBeHidden();
      await header.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible();
      await expect(header.getByRole("button", { name: "Close menu" })).toBeVisible();
      await menu.getByRole("link", { name: "Tools" }).click();
      await expect(page).toHaveURL(/\/tools$/);
      await header.getByRole("button", { name: "Open menu" }).click();
    }
    // The Diets list: a dropdown on desktop, expanding in place in the mobile menu.
    const diets = dietsSummary(menu);
    await expect(menu.getByRole("link", { name: "Paleo diet" })).toBeHidden();
    await diets.click();
    await expectExpanded(diets, true);
    await menu.getByRole("link", { name: "Paleo diet" }).click();
    await expect(page).toHaveURL(/\/diets\/paleo-diet$/);
  }
});

// The not-found page is audited in all-routes.spec.ts.
test("unknown paths get a real 404 with its own title", async ({ page }) => {
  const response = await visit(page, "/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found | Fast & Fuel");
});
