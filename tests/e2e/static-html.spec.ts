import { existsSync } from "node:fs";
import { expect, test } from "./support/fixtures";

// What crawlers and readers without JavaScript receive: the raw HTML.
test.describe("prerendered HTML", () => {
  test("the build has an HTML file per static route plus the SPA fallback", () => {
    for (const file of ["index.html", "about/index.html", "__spa-fallback.html", "404.html"]) {
      expect(existsSync(`build/client/${file}`), file).toBe(true);
    }
  });

  test("/ carries the header, the footer and its h1 without JavaScript", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("<header");
    expect(html).toContain("<footer");
    expect(html).toMatch(/<h1[^>]*>Intermittent fasting &amp; smarter nutrition for a leaner you<\/h1>/);
    expect(html).toContain(
      "<title>Fast &amp; Fuel — Intermittent fasting &amp; smarter nutrition for a leaner you</title>",
    );
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  test("/about has its own title, description and canonical URL", async ({ request }) => {
    const html = await (await request.get("/about")).text();
    expect(html).toContain("<title>About | Fast &amp; Fuel</title>");
    expect(html).toMatch(/<h1[^>]*>Eat with a plan, not with guilt<\/h1>/);
    expect(html).toMatch(/<meta name="description" content="Why Fast &amp; Fuel exists/);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/about"/);
  });

  test("nothing is hidden before scripts run", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    for (const path of ["/", "/about"]) {
      await page.goto(path);
      const hidden = await page.evaluate(() =>
        [...document.querySelectorAll("main *")]
          .filter((element) => getComputedStyle(element).opacity === "0")
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(hidden, path).toEqual([]);
    }
    await context.close();
  });
});

test.describe("motion", () => {
  test("under reduced motion, scroll reveal never hides anything", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
    await expect(page.locator("html")).not.toHaveClass(/aos-ready/);
    await page.getByRole("heading", { name: "About Me" }).scrollIntoViewIfNeeded();
    expect(await page.locator("[data-reveal]").count()).toBe(0);
    await expect(page.getByRole("heading", { name: "About Me" })).toBeVisible();
  });

  test("with motion, sections below the fold fade in once when seen", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
    const aboutMe = page.locator("section", { has: page.getByRole("heading", { name: "About Me" }) });
    await expect(aboutMe).toHaveAttribute("data-reveal", "waiting");
    await aboutMe.scrollIntoViewIfNeeded();
    await expect(aboutMe).toHaveAttribute("data-reveal", "shown");
    await expect(aboutMe).toHaveCSS("opacity", "1");
    await expect(page.locator("html")).toHaveClass(/aos-ready/);
  });
});
