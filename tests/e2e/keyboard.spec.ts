import type { Locator, Page } from "@playwright/test";
import { quizQuestions } from "../../src/features/tools/ketosis-quiz/ketosis-quiz";
import { runClock, runClockUntilAttached, visitWithPausedClock } from "./support/clock";
import { snapshotFocus } from "./support/focus";
import { expect, expectHealthyPage, test, viewports, visit } from "./support/fixtures";
import { dietsSummary, expectExpanded } from "./support/disclosure";
import { mobileMenu } from "./support/header";

// Keyboard-only journeys: focus moves by Tab, Shift+Tab and the keys each
// widget documents; nothing here clicks, hovers or calls focus().

/** Presses Tab (or Shift+Tab) until `target` has focus, failing after `max` presses; with `visible`, waits
 * until a keyboard user can plainly see it. */
async function tabTo(page: Page, target: Locator, { max = 80, backwards = false, visible = false } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reached within ${max} presses of ${backwards ? "Shift+Tab" : "Tab"}`).toBeFocused({
    timeout: 1,
  });
  if (visible) await expectFocusVisible(page);
}

/** Presses `key` and expects focus to land on `target`; with `visible`, as `tabTo`. */
async function pressTo(page: Page, key: string, target: Locator, { visible = false } = {}) {
  await page.keyboard.press(key);
  await expect(target).toBeFocused();
  if (visible) await expectFocusVisible(page);
}

/** What a keyboard user cannot see of the focused element (see snapshotFocus). */
async function focusProblems(page: Page) {
  return (await snapshotFocus(page))?.problems ?? ["focus has left the page"];
}

/** Waits (smooth scrolling, fade-ins) until the focused element is plainly visible. */
async function expectFocusVisible(page: Page) {
  await expect.poll(() => focusProblems(page)).toEqual([]);
}

// Arrows, Escape and closing when focus leaves are header.test.tsx; here, the native <summary> keys,
// focus rings in the real layout, and where focus lands after navigating.
test("the skip link is the first Tab stop, and Enter moves focus to <main>; the desktop Diets dropdown: Enter or Space opens it, Tab moves into it, Escape returns to the trigger, Enter on an entry goes there", async ({
  page,
}) => {
  await visit(page, "/");
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

  await visit(page, "/");
  const header = page.getByRole("banner");
  const diets = dietsSummary(header.getByRole("navigation", { name: "Main" }));
  const item = (name: string) => header.getByRole("link", { name, exact: true });
  await tabTo(page, diets, { max: 5, visible: true });

  await page.keyboard.press("Enter");
  await expectExpanded(diets, true);
  await expect(diets).toBeFocused();
  await pressTo(page, "Tab", item("Intermittent fasting"), { visible: true });
  await pressTo(page, "ArrowDown", item("Ketogenic diet"), { visible: true });
  await page.keyboard.press("Escape");
  await expectExpanded(diets, false);
  await expect(diets).toBeFocused();

  // Space opens it too; ArrowUp from the trigger wraps to the last entry.
  await page.keyboard.press("Space");
  await expectExpanded(diets, true);
  await pressTo(page, "ArrowUp", item("Compare diets"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/diets\/compare$/);
  await expectExpanded(diets, false);
  await expect(page.locator("main")).toBeFocused();
});

test("the mobile menu (390 px): Enter opens it, Tab walks it, Escape closes it and returns focus to the hamburger, Enter on a link goes there; tabbing out closes it; each Tab scrolls at once", async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  await visit(page, "/about");
  const { toggle, menu } = mobileMenu(page);
  await tabTo(page, toggle, { max: 5, visible: true });
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(toggle).toBeFocused();

  // The panel follows the hamburger in the Tab order.
  await pressTo(page, "Tab", menu.getByRole("link", { name: "Home" }), { visible: true });
  await page.keyboard.press("Tab");
  const diets = dietsSummary(menu);
  await expect(diets).toBeFocused();
  await page.keyboard.press("Enter");
  await expectExpanded(diets, true);
  await pressTo(page, "Tab", menu.getByRole("link", { name: "Intermittent fasting" }), { visible: true });

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

  // Tabbing out of the open menu closes it, so it never covers the focused element.
  await visit(page, "/articles");
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

  // Each Tab press scrolls the focused element into view at once, not after a smooth scroll.
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

// Each tool's texts, figures, matches and focus moves are its component and unit tests; here, the browser's
// own keys (radio groups, Tab order), the focus rings, and the audit of the state reached.
test("ketosis quiz by keyboard: one Tab stop per question, radios by Space and arrows, results and Retake by Enter; the result passes the audit", async ({
  page,
  problems,
}) => {
  await visit(page, "/tools/ketosis-quiz");
  const group = (index: number) => page.getByRole("group", { name: quizQuestions[index]?.text ?? "" });
  const radio = (index: number, name: "Yes" | "No") => group(index).getByRole("radio", { name });

  await tabTo(page, radio(0, "Yes"), { visible: true });
  await page.keyboard.press("Space");
  await expect(radio(0, "Yes")).toBeChecked();
  // Each question is one Tab stop; arrows move within it and choose.
  await pressTo(page, "Tab", radio(1, "Yes"));
  await page.keyboard.press("ArrowRight");
  await expect(radio(1, "No")).toBeChecked();
  for (const index of [2, 3, 4]) {
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(radio(index, "Yes")).toBeChecked();
  }

  await tabTo(page, page.getByRole("button", { name: "Get My Results" }), { max: 3, visible: true });
  await pressTo(page, "Enter", page.getByRole("heading", { level: 2, name: "Your result" }));
  await expectHealthyPage(page, problems);

  // Past the link to how blood testing works, which every verdict carries.
  await tabTo(page, page.getByRole("button", { name: "Retake" }), { max: 3, visible: true });
  await pressTo(page, "Enter", radio(0, "Yes"));
});

test("fasting timer by keyboard: a plan by arrows, Start and End by Enter, focus follows the view", async ({
  page,
}) => {
  await visit(page, "/tools/fasting-timer");
  const plan = (name: RegExp) => page.getByRole("radio", { name });
  await tabTo(page, plan(/^16:8/), { visible: true });
  // The plans are one Tab stop; arrows move and choose.
  await pressTo(page, "ArrowRight", plan(/^18:6/));
  await expect(plan(/^18:6/)).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Start fast" }), { max: 4, visible: true });
  await pressTo(page, "Enter", page.getByRole("heading", { name: "You’re fasting" }));

  await tabTo(page, page.getByRole("button", { name: "End fast" }), { max: 4, visible: true });
  // The ended fast's summary takes the place of the timer, and focus.
  await pressTo(page, "Enter", page.getByRole("heading", { name: /^Fast saved/ }));

  // Delete my data: the dialog opens on Cancel, Escape keeps everything.
  const deleteAll = page.getByRole("button", { name: "Delete my data" });
  await tabTo(page, deleteAll, { visible: true });
  await pressTo(page, "Enter", page.getByRole("dialog").getByRole("button", { name: "Cancel" }));
  await pressTo(page, "Escape", deleteAll);
  await expect(page.getByRole("list", { name: "Past fasts" }).getByRole("listitem")).toHaveCount(1);
});

// The keys of the tabs are meal-examples.test.ts and meal-examples-page.test.tsx; here, the rings.
test("meal examples by keyboard: the meal tabs are one Tab stop, then the panel; both show their focus", async ({
  page,
}) => {
  await visit(page, "/tools/meal-examples");
  const main = page.getByRole("main");
  const tab = (name: string) => main.getByRole("tab", { name });

  await tabTo(page, tab("Breakfast"), { visible: true });
  await pressTo(page, "End", tab("Dinner"), { visible: true });
  await pressTo(page, "Tab", main.getByRole("tabpanel"), { visible: true });
  await pressTo(page, "Shift+Tab", tab("Dinner"));
});

test("moving content on the home page (WCAG 2.2.2): the ticker pauses while focused and stays paused by its button; the article rail: Pause, arrows and cards by keyboard; focused cards are fully shown", async ({
  page,
}) => {
  test.slow(); // dozens of key presses and clock steps
  await visitWithPausedClock(page, "/");
  const rail = page.getByRole("list", { name: "Latest articles" });
  const scrollLeft = () => rail.evaluate((element) => element.scrollLeft);
  const playPause = page.getByRole("button", { name: /^(Pause|Play) auto-scroll$/ });

  const ticker = page.getByRole("region", { name: "What people say fasting helps with, scrolling list" });
  const track = ticker.locator(".ticker-track");
  const tickerToggle = page.getByRole("button", { name: /^(Pause|Play) the scrolling list$/ });

  await tabTo(page, ticker, { visible: true });
  await expect(track).toHaveCSS("animation-play-state", "paused");
  await pressTo(page, "Tab", tickerToggle, { visible: true });
  await expect(track).toHaveCSS("animation-play-state", "running");
  await page.keyboard.press("Enter");
  await expect(tickerToggle).toHaveAccessibleName("Play the scrolling list");
  // The rail reads its articles as it nears the viewport: by the time focus
  // reaches the control just before it (the ticker's), its own are there.
  await expect(rail.getByRole("article")).toHaveCount(10);
  await pressTo(page, "Tab", playPause, { visible: true });
  // Focus has moved on; the ticker stays paused.
  await expect(track).toHaveCSS("animation-play-state", "paused");
  await page.keyboard.press("Enter");
  await expect(playPause).toHaveAccessibleName("Play auto-scroll");
  await pressTo(page, "Tab", page.getByRole("button", { name: "Scroll articles left" }));
  await pressTo(page, "Tab", page.getByRole("button", { name: "Scroll articles right" }), {
    visible: true,
  });
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

test("moving content on the home page (WCAG 2.2.2): testimonials: Pause by Enter; the dots, reached by Shift+Tab, choose a quote", async ({
  page,
}) => {
  test.slow(); // dozens of key presses and clock steps
  await visitWithPausedClock(page, "/");
  const section = page.locator("section", {
    has: page.getByRole("heading", { name: "Don't Take Our Word for It…" }),
  });
  const current = section.locator(".slick-current");
  await runClockUntilAttached(page, current); // the carousel's code is loaded lazily
  const playPause = section.getByRole("button", { name: /^(Pause|Play) quotes$/ });
  await expect(current).toContainText("Maya");

  await tabTo(page, playPause, { visible: true });
  await page.keyboard.press("Enter");
  await expect(playPause).toHaveAccessibleName("Play quotes");

  await pressTo(page, "Shift+Tab", section.getByRole("button", { name: "Show quote 4" }), {
    visible: true,
  });
  await pressTo(page, "Shift+Tab", section.getByRole("button", { name: "Show quote 3" }));
  await page.keyboard.press("Enter");
  await runClock(page, 700); // the 600 ms slide transition
  await expect(current).toContainText("Priya");
});

// The header and footer at both widths (on /), and each kind of page once: a list, a guide, a tool
// with its form, the sign-in form. The ring's style is one rule for the whole site.
for (const [name, paths] of Object.entries({
  desktop: ["/", "/articles", "/diets/ketogenic-diet"],
  mobile: ["/", "/tools/macro-calculator", "/login"],
})) {
  test(`focus is visible everywhere: every Tab stop shows a ring, in view and unobscured (${name})`, async ({
    page,
  }) => {
    test.slow(); // three pages, up to sixty stops each
    await page.setViewportSize(viewports[name as keyof typeof viewports]);
    for (const path of paths) {
      await test.step(path, async () => {
        await visit(page, path);
        const seen: string[] = [];
        for (let presses = 0; presses < 60; presses += 1) {
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
}
