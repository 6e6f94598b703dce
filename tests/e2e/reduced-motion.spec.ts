import { runClock, runClockUntilAttached, visitWithPausedClock } from "./support/clock";
import { expect, test, viewports, visit } from "./support/fixtures";

// Under `prefers-reduced-motion: reduce` nothing on the site moves by itself
// and nothing animates in (WCAG 2.2.2, 2.3.3). The same widgets moving without
// that preference are covered by home.spec.ts and keyboard.spec.ts; the counters standing still, by
// stats.test.tsx; a guide's contents jumping at once, by diets.spec.ts.
test.use({ reducedMotion: "reduce", viewport: viewports.desktop });

test("on the home page the ticker and the testimonials stand still; the dots and the rail's arrows still work, at once", async ({
  page,
  problems,
}) => {
  await visitWithPausedClock(page, "/");
  // The benefit ticker: every item on screen, nothing to pause.
  const region = page.getByRole("region", { name: "What people say fasting helps with, scrolling list" });
  const track = region.locator(".ticker-track");
  await region.scrollIntoViewIfNeeded();
  const position = () =>
    track.evaluate((element) => ({
      transform: getComputedStyle(element).transform,
      firstItemX: element.querySelector("li")?.getBoundingClientRect().x,
      animations: element.getAnimations().length,
    }));
  const before = await position();
  expect(before.animations).toBe(0);
  // No CSS animation, and 1.5 s of page time (timers and animation frames) moves nothing.
  await runClock(page, 1_500);
  expect(await position()).toEqual(before);

  // The copy for the loop and the pause button are gone (the items wrap on a phone: below).
  await expect(region.locator("ul[aria-hidden='true']")).toBeHidden();
  await expect(page.getByRole("button", { name: /the scrolling list$/ })).toBeHidden();

  // The testimonials carousel does not autoplay, hydrates without a mismatch, and its dots still work.
  const section = page.locator("section", {
    has: page.getByRole("heading", { name: "Don't Take Our Word for It…" }),
  });
  const current = section.locator(".slick-current");
  await section.scrollIntoViewIfNeeded();
  await runClockUntilAttached(page, current); // the carousel's code loads when it nears the viewport
  await expect(current).toContainText("Maya");
  await runClock(page, 16_000); // three 5 s autoplay turns
  await expect(current).toContainText("Maya");
  // Hydrated without a mismatch, though the prerendered section has the pause button
  // (testimonials.test.tsx), which the style sheet hides.
  expect(problems.errors).toEqual([]);
  await expect(section.getByRole("button", { name: /^(Pause|Play) quotes$/ })).toHaveCount(0);

  await section.getByRole("button", { name: "Show quote 2" }).click();
  await runClock(page, 700);
  await expect(current).toContainText("Daniel");

  // The article rail's arrows jump without animation (that it never auto-scrolls: article-carousel.test.tsx).
  const rail = page.getByRole("list", { name: "Latest articles" });
  await rail.scrollIntoViewIfNeeded();
  await expect(rail.getByRole("article")).toHaveCount(10);
  await page.getByRole("button", { name: "Scroll articles right" }).click();
  expect(await rail.evaluate((element) => element.scrollLeft)).toBe(320); // at once: no smooth scrolling
});

// The site's own reveal sections stay still under reduced motion: reveal.test.tsx.
test("AOS never starts: the home page's fade-ins are shown at once, without animation; on a phone every ticker item is whole on screen", async ({
  page,
}) => {
  await visit(page, "/");
  await expect(page.locator("html")).not.toHaveClass(/aos-ready/);
  const state = (element: Element) => {
    element.scrollIntoView({ block: "center", behavior: "instant" });
    const style = getComputedStyle(element);
    return { opacity: style.opacity, transform: style.transform, animations: element.getAnimations().length };
  };
  const revealed = page.locator("[data-aos]");
  expect(await revealed.count()).toBeGreaterThanOrEqual(8); // explainer and benefit grid
  for (const element of await revealed.all()) {
    expect(await element.evaluate(state)).toEqual({ opacity: "1", transform: "none", animations: 0 });
  }

  // Standing still, long items wrap instead of being cut off.
  await page.setViewportSize(viewports.mobile);
  const region = page.getByRole("region", { name: "What people say fasting helps with, scrolling list" });
  await region.scrollIntoViewIfNeeded();
  const items = region.locator("ul:not([aria-hidden]) > li");
  await expect(items).toHaveCount(13);
  // The longest, "Possibly lower risk of neurodegenerative disease", is wider than the screen on one line.
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    if (!box) throw new Error("an item is not laid out");
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewports.mobile.width);
    expect(await item.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
});
