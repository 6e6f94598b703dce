import { expect, test, viewports, visit } from "./support/fixtures";

// What the sections say and link is their components' tests (site-offer, stats, benefit-ticker); every link
// from / leads to a page (static-html.spec.ts). Here, what shows at each width, and what moves.
test("at 1280 px the hero band and the benefit grid show; the ticker pauses on hover; the counters count up when scrolled into view; the article rail's right edge fades while more cards lie beyond it, and not at the end", async ({
  page,
}) => {
  await visit(page, "/");
  await expect(page.getByRole("link", { name: "Start Learning" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why people stick with it" })).toBeVisible();
  const region = page.getByRole("region", { name: "What people say fasting helps with, scrolling list" });
  const track = region.locator(".ticker-track");
  await expect(track).toHaveCSS("animation-play-state", "running");
  await region.hover();
  await expect(track).toHaveCSS("animation-play-state", "paused");

  const rail = page.getByRole("list", { name: "Latest articles" });
  await expect(rail).toHaveCSS("mask-image", /linear-gradient/);
  await rail.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
  await expect(rail).toHaveCSS("mask-image", "none");

  const stats = page.locator("section", { has: page.getByRole("heading", { name: "amplify your life!" }) });
  await stats.scrollIntoViewIfNeeded();
  await expect(stats.getByTestId("counter-value")).toHaveText(["3x", "50%", "20%", "500%", "2x"]);
});

test("at 390 px the hero band and the benefit grid are hidden; the h1, what the site is and two ways in come first; every tool and guide link shows", async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  await visit(page, "/");
  await expect(page.getByRole("link", { name: "Start Learning" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Why people stick with it" })).toBeHidden();
  for (const first of [
    page.getByRole("heading", { level: 1 }),
    page.getByRole("link", { name: "Start a fast" }),
    page.getByRole("link", { name: "New to fasting? Start here" }),
  ]) {
    await expect(first).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByText("Free, sourced guides and tools for intermittent fasting")).toBeInViewport();
  await expect(
    page.getByRole("heading", { name: "Feel better. Think clearer. Move stronger." }),
  ).toBeInViewport();
  const offer = page
    .getByRole("main")
    .getByRole("region", { name: /^(Free tools|Diet guides)$/ })
    .getByRole("link");
  await expect(offer.first()).toBeVisible();
  for (const link of await offer.all())
    await expect(link, (await link.getAttribute("href")) ?? "").toBeVisible();
});

test("/intermittent-fasting redirects permanently to the fasting guide", async ({ request }) => {
  const response = await request.get("/intermittent-fasting", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/diets/intermittent-fasting");
});
