import { expect, test, viewports, visit } from "./support/fixtures";

test.describe("landing page at 1280 px", () => {
  test.use({ viewport: viewports.desktop });

  test("hero, banner, explainer and the six benefit cards show; their links open The Vault and the article", async ({
    page,
  }) => {
    await visit(page, "/");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(
      page.getByRole("heading", { name: "Feel better. Think clearer. Move stronger." }),
    ).toBeVisible();
    const grid = page.locator("section", {
      has: page.getByRole("heading", { name: "Why people stick with it" }),
    });
    await expect(grid.getByRole("listitem")).toHaveCount(6);
    for (const card of await grid.getByRole("listitem").all()) await expect(card).toBeVisible();

    for (const [name, url, heading] of [
      ["Start Learning", /\/articles$/, "Articles"],
      ["Browse All Articles →", /\/articles$/, "Articles"],
      ["Learn 10 benefits of Intermittent Fasting", /\/articles\/10-benefits-of-fasting$/, "10 Benefits"],
    ] as const) {
      await page.getByRole("link", { name }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      await page.goBack();
      await expect(hero).toBeVisible();
    }
  });

  test("the ticker scrolls and pauses on hover; the counters count up when scrolled into view", async ({
    page,
  }) => {
    await visit(page, "/");
    const region = page.getByRole("region", { name: "What people say fasting helps with, scrolling list" });
    const track = region.locator(".ticker-track");
    await expect(track).toHaveCSS("animation-duration", "200s");
    await expect(track).toHaveCSS("animation-play-state", "running");
    await region.hover();
    await expect(track).toHaveCSS("animation-play-state", "paused");

    // The counters count up to their final values when scrolled into view.
    const stats = page.locator("section", { has: page.getByRole("heading", { name: "amplify your life!" }) });
    await stats.scrollIntoViewIfNeeded();
    await expect(stats.getByTestId("counter-value")).toHaveText(["3x", "50%", "20%", "500%", "2x"]);
  });
});

test.describe("landing page at 390 px", () => {
  test.use({ viewport: viewports.mobile });

  test("hides the hero band and the benefit grid; a visible h1, what the site is and two ways in come first; the body links every tool and guide", async ({
    page,
  }) => {
    await visit(page, "/");
    await expect(page.getByRole("link", { name: "Start Learning" })).toBeHidden();
    // The first screen leads somewhere: the timer, and the path for beginners.
    await expect(page.getByRole("link", { name: "Start a fast" })).toHaveAttribute(
      "href",
      "/tools/fasting-timer",
    );
    await expect(page.getByRole("link", { name: "Start a fast" })).toBeInViewport({ ratio: 1 });
    const beginners = page.getByRole("link", { name: "New to fasting? Start here" });
    await expect(beginners).toHaveAttribute("href", "/articles/intermittent-fasting-for-beginners");
    await expect(beginners).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("heading", { name: "Why people stick with it" })).toBeHidden();
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText("Intermittent fasting & smarter nutrition for a leaner you");
    await expect(h1).toBeInViewport({ ratio: 1 });
    await expect(page.getByText("Free, sourced guides and tools for intermittent fasting")).toBeInViewport();
    await expect(
      page.getByRole("heading", { name: "Feel better. Think clearer. Move stronger." }),
    ).toBeInViewport();

    // The page body links every tool, the timer, the five guides and Compare (site-offer.test.tsx), shown here too.
    const main = page.getByRole("main");
    const offer = main.getByRole("region", { name: /^(Free tools|Diet guides)$/ }).getByRole("link");
    await expect(offer).toHaveCount(13);
    for (const link of await offer.all())
      await expect(link, (await link.getAttribute("href")) ?? "").toBeVisible();
    // Start here: guide → schedule → timer.
    await main.getByRole("link", { name: "Time your first fast" }).click();
    await expect(page).toHaveURL(/\/tools\/fasting-timer$/);
  });
});

test.describe("newsletter and redirects", () => {
  // An invalid address, and what a stored one gets: subscribe-form.test.tsx.
  test("subscribe from the footer: in built-in mode the page says honestly that the address is not stored", async ({
    page,
  }) => {
    await visit(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Join Newsletter" }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
    const input = page.getByLabel("E-mail address");
    await input.fill("reader@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Local preview:" })).toContainText(
      "isn’t stored",
    );
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(input).toHaveValue("reader@example.com");
  });

  test("/intermittent-fasting redirects permanently to the fasting guide", async ({ request }) => {
    const response = await request.get("/intermittent-fasting", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/diets/intermittent-fasting");
  });

  test("the About page's 'LEARN ABOUT FASTING' lands on the fasting guide's URL", async ({ page }) => {
    await visit(page, "/about");
    await page.getByRole("link", { name: "LEARN ABOUT FASTING" }).click();
    await expect(page).toHaveURL(/\/diets\/intermittent-fasting$/);
  });
});

test("the article rail's right edge fades while more cards lie beyond it, and not at the end", async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await visit(page, "/");
  const rail = page.getByRole("list", { name: "Latest articles" });
  const mask = () => rail.evaluate((element) => getComputedStyle(element).maskImage);
  expect(await mask()).toContain("linear-gradient");
  await rail.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
  await expect.poll(mask).toBe("none");
});
