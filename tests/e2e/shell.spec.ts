import { expect, test, viewports, visit } from "./support/fixtures";

const dietNames = [
  "Intermittent Fasting",
  "Ketogenic Diet",
  "Mediterranean Diet",
  "Paleo Diet",
  "Vegan Diet",
  "Compare Diets",
];

// Keyboard use of the header (skip link, Diets dropdown, mobile menu) is in keyboard.spec.ts.
test.describe("desktop header", () => {
  test.use({ viewport: viewports.desktop });

  test("the Diets dropdown opens on hover and closes when the pointer leaves", async ({ page }) => {
    await visit(page, "/");
    const header = page.getByRole("banner");
    const diets = header.getByRole("button", { name: "Diets" });
    await expect(diets).toHaveAttribute("aria-expanded", "false");

    await diets.hover();
    await expect(diets).toHaveAttribute("aria-expanded", "true");
    for (const name of dietNames) await expect(header.getByRole("link", { name, exact: true })).toBeVisible();

    // Travel down into the panel: it stays open.
    await header.getByRole("link", { name: "Compare Diets", exact: true }).hover();
    await expect(diets).toHaveAttribute("aria-expanded", "true");

    await page.mouse.move(640, 500);
    await expect(diets).toHaveAttribute("aria-expanded", "false");
    await expect(header.getByRole("link", { name: "Paleo Diet", exact: true })).toBeHidden();
  });

  test("a click toggles the dropdown", async ({ page }) => {
    await visit(page, "/");
    const diets = page.getByRole("banner").getByRole("button", { name: "Diets" });
    await diets.click();
    await expect(diets).toHaveAttribute("aria-expanded", "true");
    await diets.click();
    await expect(diets).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("mobile header", () => {
  test.use({ viewport: viewports.mobile });

  test("the hamburger opens the menu; the Diets expander and any link close it", async ({ page }) => {
    await visit(page, "/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Diets" })).toBeHidden(); // desktop menu is not shown
    const toggle = header.getByRole("button", { name: /^(Open|Close) menu$/ });
    await expect(toggle).toHaveAccessibleName("Open menu");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName("Close menu");

    const menu = header.getByRole("navigation", { name: "Main" });
    await expect(menu.getByRole("link", { name: "Articles" })).toBeVisible();
    const diets = menu.getByRole("button", { name: "Diets" });
    await diets.click();
    await expect(diets).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Mediterranean Diet" })).toBeVisible();

    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Eat with a plan, not with guilt");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });
});

test.describe("footer", () => {
  test("Navigate links, social links and the newsletter button", async ({ page }) => {
    await visit(page, "/about");
    const footer = page.getByRole("contentinfo");
    const navigate = footer.getByRole("navigation", { name: "Navigate" });
    for (const [name, href] of [
      ["Home", "/"],
      ["Articles", "/articles"],
      ["Products", "/products"],
      ["About", "/about"],
    ] as const) {
      await expect(navigate.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const social = footer.getByRole("link", { name: /opens in a new tab/ });
    await expect(social).toHaveCount(2);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(
      footer.getByText("No spam — just quick tips and product picks, once in a while."),
    ).toBeVisible();
    await expect(footer.getByRole("link", { name: "Join Newsletter" })).toHaveAttribute("href", "/subscribe");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Fast & Fuel`);

    await navigate.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Intermittent fasting & smarter nutrition for a leaner you",
    );
  });
});

test.describe("scroll to top on navigation", () => {
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`a route change returns to the top (${reducedMotion} motion)`, async ({ page }) => {
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
    });
  }
});

test.describe("not-found page", () => {
  test("unknown paths get a real 404 with helpful links and its own title", async ({ page }) => {
    const response = await visit(page, "/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page not found | Fast & Fuel");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /The Vault/ })).toHaveAttribute("href", "/articles");
    await main.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
