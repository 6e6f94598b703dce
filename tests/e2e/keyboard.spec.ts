import type { Locator, Page } from "@playwright/test";
import { quizQuestions } from "../../src/features/tools/ketosis-quiz/ketosis-quiz";
import { runClock, runClockUntilAttached, visitWithPausedClock } from "./support/clock";
import { MIN_RING_CONTRAST, snapshotFocus } from "./support/focus";
import { expect, expectHealthyPage, test, viewports, visit } from "./support/fixtures";
import { dietsSummary, expectExpanded } from "./support/disclosure";
import { mobileMenu } from "./support/header";

// Keyboard-only journeys: focus moves by Tab, Shift+Tab and the keys each
// widget documents; nothing here clicks, hovers or calls focus().

// At 1280 px unless a group says otherwise.
test.use({ viewport: viewports.desktop });

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reached within ${max} presses of ${backwards ? "Shift+Tab" : "Tab"}`).toBeFocused({
    timeout: 1,
  });
}

/** What a keyboard user cannot see of the focused element (see snapshotFocus). */
async function focusProblems(page: Page): Promise<string[]> {
  const focus = await snapshotFocus(page);
  if (!focus) return ["focus has left the page"];
  const problems = [...focus.problems];
  if (focus.contrast !== null && focus.contrast < MIN_RING_CONTRAST) {
    problems.push(`focus ring contrast ${focus.contrast}:1 (${focus.indicator ?? ""})`);
  }
  return problems.map((problem) => `${focus.element}: ${problem}`);
}

/** Waits (smooth scrolling, fade-ins) until the focused element is plainly visible. */
async function expectFocusVisible(page: Page) {
  await expect.poll(() => focusProblems(page)).toEqual([]);
}

test.describe("skip link", () => {
  test("is the first Tab stop, and Enter moves focus to <main>", async ({ page }) => {
    await visit(page, "/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator("main")).toBeFocused();
    await expect(skip).not.toBeInViewport();
    // The next stop is inside the main content, not back in the header.
    await page.keyboard.press("Tab");
    await expect(page.locator("main :focus")).toHaveCount(1);
  });
});

// Arrows, Escape and closing when focus leaves are header.test.tsx; here, the native <summary> keys,
// focus rings in the real layout, and where focus lands after navigating.
test.describe("Diets dropdown (desktop)", () => {
  test("Enter or Space opens it, Tab moves into it, Escape returns to the trigger, Enter on an entry goes there", async ({
    page,
  }) => {
    await visit(page, "/");
    const header = page.getByRole("banner");
    const diets = dietsSummary(header.getByRole("navigation", { name: "Main" }));
    const item = (name: string) => header.getByRole("link", { name, exact: true });
    await tabTo(page, diets, { max: 5 });
    await expectFocusVisible(page);

    await page.keyboard.press("Enter");
    await expectExpanded(diets, true);
    await expect(diets).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(item("Intermittent fasting")).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press("ArrowDown");
    await expect(item("Ketogenic diet")).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press("Escape");
    await expectExpanded(diets, false);
    await expect(diets).toBeFocused();

    // Space opens it too; ArrowUp from the trigger wraps to the last entry.
    await page.keyboard.press("Space");
    await expectExpanded(diets, true);
    await page.keyboard.press("ArrowUp");
    await expect(item("Compare diets")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/diets\/compare$/);
    await expectExpanded(diets, false);
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("mobile menu (390 px)", () => {
  test.use({ viewport: viewports.mobile });

  test("Enter opens it, Tab walks it, Escape closes it and returns focus to the hamburger, Enter on a link goes there", async ({
    page,
  }) => {
    await visit(page, "/about");
    const { toggle, menu } = mobileMenu(page);
    await tabTo(page, toggle, { max: 5 });
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toBeFocused();

    // The panel follows the hamburger in the Tab order.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press("Tab");
    const diets = dietsSummary(menu);
    await expect(diets).toBeFocused();
    await page.keyboard.press("Enter");
    await expectExpanded(diets, true);
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Intermittent fasting" })).toBeFocused();
    await expectFocusVisible(page);

    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // Reopened, the Diets expander starts closed again.
    await page.keyboard.press("Enter");
    await expectExpanded(diets, false);

    // Enter on a link navigates and closes the menu.
    await tabTo(page, menu.getByRole("link", { name: "Articles" }), { max: 4 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/articles$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(page.locator("main")).toBeFocused();
  });

  test("tabbing out of the open menu closes it, so it never covers the focused element", async ({ page }) => {
    await visit(page, "/articles");
    const { toggle, menu } = mobileMenu(page);
    await tabTo(page, toggle, { max: 5 });
    await page.keyboard.press("Enter");
    await tabTo(page, menu.getByRole("link", { name: "About" }), { max: 8 });
    await page.keyboard.press("Tab");
    await expect(page.locator("main :focus")).toHaveCount(1);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expectFocusVisible(page);

    // Shift+Tab from the page back to the hamburger also leaves it closed.
    await tabTo(page, toggle, { max: 3, backwards: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

// Each tool's texts, figures, matches and focus moves are its component and unit tests; here, the browser's
// own keys (radio groups, Tab order), the focus rings, and the audit of the state reached.
test.describe("tools by keyboard", () => {
  test("ketosis quiz: one Tab stop per question, radios by Space and arrows, results and Retake by Enter; the result passes the audit", async ({
    page,
    problems,
  }) => {
    await visit(page, "/tools/ketosis-quiz");
    const group = (index: number) => page.getByRole("group", { name: quizQuestions[index]?.text ?? "" });
    const radio = (index: number, name: "Yes" | "No") => group(index).getByRole("radio", { name });

    await tabTo(page, radio(0, "Yes"));
    await expectFocusVisible(page);
    await page.keyboard.press("Space");
    await expect(radio(0, "Yes")).toBeChecked();
    // Each question is one Tab stop; arrows move within it and choose.
    await page.keyboard.press("Tab");
    await expect(radio(1, "Yes")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(radio(1, "No")).toBeChecked();
    for (const index of [2, 3, 4]) {
      await page.keyboard.press("Tab");
      await page.keyboard.press("Space");
      await expect(radio(index, "Yes")).toBeChecked();
    }

    const getResults = page.getByRole("button", { name: "Get My Results" });
    await tabTo(page, getResults, { max: 3 });
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: "Your result" })).toBeFocused();
    await expectHealthyPage(page, problems);

    // Past the link to how blood testing works, which every verdict carries.
    await tabTo(page, page.getByRole("button", { name: "Retake" }), { max: 3 });
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await expect(radio(0, "Yes")).toBeFocused();
  });

  test("fasting timer: a plan by arrows, Start and End by Enter, focus follows the view", async ({
    page,
  }) => {
    await visit(page, "/tools/fasting-timer");
    const plan = (name: RegExp) => page.getByRole("radio", { name });
    await tabTo(page, plan(/^16:8/));
    await expectFocusVisible(page);
    // The plans are one Tab stop; arrows move and choose.
    await page.keyboard.press("ArrowRight");
    await expect(plan(/^18:6/)).toBeFocused();
    await expect(plan(/^18:6/)).toBeChecked();
    const start = page.getByRole("button", { name: "Start fast" });
    await tabTo(page, start, { max: 4 });
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "You’re fasting" })).toBeFocused();

    const end = page.getByRole("button", { name: "End fast" });
    await tabTo(page, end, { max: 4 });
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    // The ended fast's summary takes the place of the timer, and focus.
    await expect(page.getByRole("heading", { name: /^Fast saved/ })).toBeFocused();

    // Delete my data: the dialog opens on Cancel, Escape keeps everything.
    const deleteAll = page.getByRole("button", { name: "Delete my data" });
    await tabTo(page, deleteAll);
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog").getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(deleteAll).toBeFocused();
    await expect(page.getByRole("list", { name: "Past fasts" }).getByRole("listitem")).toHaveCount(1);
  });

  // The keys of the tabs are meal-examples.test.ts and meal-examples-page.test.tsx; here, the rings.
  test("meal examples: the meal tabs are one Tab stop, then the panel; both show their focus", async ({
    page,
  }) => {
    await visit(page, "/tools/meal-examples");
    const main = page.getByRole("main");
    const tab = (name: string) => main.getByRole("tab", { name });

    await tabTo(page, tab("Breakfast"));
    await expectFocusVisible(page);
    await page.keyboard.press("End");
    await expect(tab("Dinner")).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press("Tab");
    await expect(main.getByRole("tabpanel")).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press("Shift+Tab");
    await expect(tab("Dinner")).toBeFocused();
  });
});

test.describe("moving content on the home page (WCAG 2.2.2)", () => {
  test("the ticker pauses while focused and stays paused by its button", async ({ page }) => {
    await visit(page, "/");
    const region = page.getByRole("region", { name: "What people say fasting helps with, scrolling list" });
    const track = region.locator(".ticker-track");
    const toggle = page.getByRole("button", { name: /^(Pause|Play) the scrolling list$/ });

    await tabTo(page, region);
    await expectFocusVisible(page);
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await expectFocusVisible(page);
    await expect(track).toHaveCSS("animation-play-state", "running");
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAccessibleName("Play the scrolling list");
    await page.keyboard.press("Tab"); // focus moves on; the ticker stays paused
    await expect(track).toHaveCSS("animation-play-state", "paused");
  });

  test("the article rail: Pause, arrows and cards by keyboard; focused cards are fully shown", async ({
    page,
  }) => {
    test.slow(); // dozens of key presses and clock steps
    await visitWithPausedClock(page, "/");
    const rail = page.getByRole("list", { name: "Latest articles" });
    const scrollLeft = () => rail.evaluate((element) => element.scrollLeft);
    const playPause = page.getByRole("button", { name: /^(Pause|Play) auto-scroll$/ });

    // The rail reads its articles as it nears the viewport: by the time focus
    // reaches the control just before it (the ticker's), its own are there.
    await tabTo(page, page.getByRole("button", { name: /^(Pause|Play) the scrolling list$/ }));
    await expect(rail.getByRole("article")).toHaveCount(10);
    await page.keyboard.press("Tab");
    await expect(playPause).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await expect(playPause).toHaveAccessibleName("Play auto-scroll");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Scroll articles left" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Scroll articles right" })).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await expect.poll(scrollLeft).toBe(320);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect.poll(scrollLeft).toBe(0);

    // Each card is shown whole, ring included, as focus reaches it (paused, the rail moves only for focus).
    const cards = await rail.getByRole("link").all();
    await tabTo(page, cards[0] ?? rail, { max: 4 });
    for (const [index, card] of cards.entries()) {
      await expect(card).toBeFocused();
      await expect.poll(() => focusProblems(page), { message: `card ${index + 1}` }).toEqual([]);
      if (index < cards.length - 1) await page.keyboard.press("Tab");
    }
    const title = (await cards.at(-1)?.textContent()) ?? "";
    await page.keyboard.press("Enter");
    // The article route's loader module loads after a zero-delay timer.
    await runClockUntilAttached(page, page.getByRole("heading", { level: 1, name: title }));
    await expect(page).toHaveURL(/\/articles\/[\w-]+$/);
  });

  test("testimonials: Pause by Enter; the dots, reached by Shift+Tab, choose a quote", async ({ page }) => {
    test.slow(); // dozens of key presses and clock steps
    await visitWithPausedClock(page, "/");
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "Don't Take Our Word for It…" }),
    });
    const current = section.locator(".slick-current");
    await runClockUntilAttached(page, current); // the carousel's code is loaded lazily
    const playPause = section.getByRole("button", { name: /^(Pause|Play) quotes$/ });
    await expect(current).toContainText("Maya");

    await tabTo(page, playPause);
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await expect(playPause).toHaveAccessibleName("Play quotes");

    await page.keyboard.press("Shift+Tab");
    await expect(section.getByRole("button", { name: "Show quote 4" })).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press("Shift+Tab");
    await expect(section.getByRole("button", { name: "Show quote 3" })).toBeFocused();
    await page.keyboard.press("Enter");
    await runClock(page, 700); // the 600 ms slide transition
    await expect(current).toContainText("Priya");
  });
});

test("each Tab press scrolls the focused element into view at once, not after a smooth scroll", async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  await visit(page, "/articles");
  const offScreen: string[] = [];
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press("Tab");
    // Read right after the key press, without waiting for any scroll animation.
    const focus = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return null;
      const rect = active.getBoundingClientRect();
      const label = active.textContent.trim().slice(0, 30);
      return { label, inView: rect.top >= -1 && rect.bottom <= window.innerHeight + 1 };
    });
    if (!focus) break;
    if (!focus.inView) offScreen.push(`Tab ${presses + 1}: ${focus.label}`);
  }
  expect(offScreen).toEqual([]);
});

test.describe("focus is visible everywhere", () => {
  // The header and footer at both widths (on /), and each kind of page once: a list, a guide, a tool
  // with its form, the sign-in form. The ring's style is one rule for the whole site.
  const pagesAt = {
    desktop: ["/", "/articles", "/diets/ketogenic-diet"],
    mobile: ["/", "/tools/macro-calculator", "/login"],
  };
  const MAX_TABS = 60;

  for (const [name, viewport] of Object.entries(viewports)) {
    test.describe(`at ${viewport.width}px`, () => {
      test.use({ viewport });
      test.slow(); // three pages, up to sixty stops each
      test(`every Tab stop shows a ring, in view and unobscured (${name})`, async ({ page }) => {
        for (const path of pagesAt[name as keyof typeof pagesAt]) {
          await test.step(path, async () => {
            await visit(page, path);
            const seen: string[] = [];
            for (let presses = 0; presses < MAX_TABS; presses += 1) {
              await page.keyboard.press("Tab");
              const focus = await snapshotFocus(page);
              // Past the last stop focus leaves the document (then starts over).
              if (!focus || focus.element === seen[0]) break;
              seen.push(focus.element);
              await expect
                .poll(() => focusProblems(page), { message: `${path}, Tab stop ${presses + 1}` })
                .toEqual([]);
            }
            expect(seen.length, "Tab stops visited").toBeGreaterThan(5);
            expect(seen[0]).toContain("Skip to content");
          });
        }
      });
    });
  }
});
