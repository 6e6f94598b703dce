import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/** Console errors and uncaught exceptions seen by a page. */
export interface PageProblems {
  errors: string[];
  /** Console errors the site logs on purpose (e.g. 'No such article!'): allowed. */
  expected: RegExp[];
}

export const test = base.extend<{ problems: PageProblems; withoutScripts: Page }>({
  // The server's URL is only known once global setup has started it. Playwright requires the destructuring
  // pattern even with no dependencies. Each project (playwright.config.ts) runs against its own build.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    const name = testInfo.project.name === "firebase" ? "E2E_FIREBASE_BASE_URL" : "E2E_BASE_URL";
    const url = process.env[name];
    if (!url) throw new Error(`${name} is not set: run the suite through playwright.config.ts.`);
    await use(url);
  },
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [], expected: [] };
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      if (problems.expected.some((pattern) => pattern.test(message.text()))) return;
      // The not-found page is served with status 404 on purpose; Chromium logs
      // that for the document itself. A 404 for any other resource still fails.
      if (message.text().includes("status of 404") && message.location().url === page.url()) return;
      problems.errors.push(`console.error: ${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => problems.errors.push(`uncaught: ${error.message}`));
    await use(problems);
  },
  /** A page with JavaScript off, as a crawler or a reader without scripts gets the site. */
  withoutScripts: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await use(await context.newPage());
    await context.close();
  },
});

export { expect };

/** The file that `click` makes the page download: its suggested name, where it was saved, its text. */
export async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent("download"), click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), path, text: await readFile(path, "utf8") };
}

/** Types each value into the field with that label, in order. */
export async function fillFields(scope: Pick<Page, "getByLabel">, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value);
}

/** Opens a route and waits until React has hydrated it. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
  return response;
}

/** Checks on a timer, not once per animation frame (which can stall: see the walk below). */
const POLL = { polling: 100 } as const;

/** What is still hidden until it is seen: a scroll-reveal section, or an AOS element once AOS runs. */
const UNREVEALED = "[data-reveal='waiting'], html.aos-ready [data-aos]:not(.aos-animate)";

/** Scrolls through the whole page so every scroll-reveal animation plays, then back to the top, and waits for
 * the transitions to finish: the audit then sees what a reader sees, not elements caught mid-fade. */
export async function revealWholePage(page: Page) {
  // AOS starts when the browser is first idle and hides what is below the fold
  // then; scrolling before that would reveal nothing.
  await page.waitForFunction(
    () =>
      document.documentElement.classList.contains("aos-ready") ||
      matchMedia("(prefers-reduced-motion: reduce)").matches,
    undefined,
    POLL,
  );
  // One walk inside the page, a screen at a time: the screens tile the page, so every element is in view at
  // some step, and a round trip to the browser per step would cost more than the frames themselves on a busy
  // machine. The height is read at every step: a page may still grow. A page with nothing left to reveal
  // (say, walked before at another width) needs none.
  await page.evaluate(async (unrevealed) => {
    if (document.querySelector(unrevealed) === null) return;
    for (let top = 0; top === 0 || top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: "instant" });
      // Intersection observers see a position in the frame that renders it, and report after it: two frames
      // on, this one has been seen. Headless Chromium on a starved machine can stop ticking animation frames
      // for a while (a fresh-clone run hung here for 86 s); a timer stands in for a frame that does not come,
      // and the waits below check the outcome.
      for (let frame = 0; frame < 2; frame += 1) {
        await new Promise((resolve) => {
          requestAnimationFrame(resolve);
          setTimeout(resolve, 100);
        });
      }
    }
  }, UNREVEALED);
  // React renders what the observers saw, and AOS handles scrolling on a throttled timer: wait until
  // everything has been revealed before going back up (once revealed, elements stay revealed).
  await page.waitForFunction((unrevealed) => document.querySelector(unrevealed) === null, UNREVEALED, POLL);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        // Endless motion (the benefit ticker) never finishes; wait for the rest.
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .every((animation) => animation.playState !== "running"),
    undefined,
    POLL,
  );
}

/** What the audit checks: WCAG 2.2 A/AA and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** axe-core's violations on the page as it is now, one readable line per rule with the elements it found. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    // The site embeds no frames of its own, so axe runs in the page itself rather than in each frame and
    // again in a blank page that merges their results; and it keeps only violations, so it builds no
    // selectors for the thousands of elements that pass. Together about 2.5× faster per audit.
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "n/a"}): ${violation.help}\n    ${violation.nodes
        .map((node) => node.target.join(" "))
        .join("\n    ")}`,
  );
}

/** The standard page check: no uncaught errors or console errors, exactly one h1, a non-empty <title>, and no
 * axe-core violations (WCAG 2.2 A/AA and best practices). */
export async function expectHealthyPage(page: Page, problems: PageProblems) {
  await revealWholePage(page);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("h1")).not.toBeEmpty();
  expect((await page.title()).trim()).not.toBe("");
  const violations = await axeViolations(page);
  expect(violations, "axe violations").toEqual([]);
  expect(problems.errors, "console errors / uncaught exceptions").toEqual([]);
}
