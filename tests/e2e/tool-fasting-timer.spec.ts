import type { Page } from "@playwright/test";
import { localValue } from "./support/clock";
import { download, expect, expectHealthyPage, test, viewports, visit } from "./support/fixtures";
import { expectNoSidewaysScroll } from "./support/layout";

const TIMER = "/tools/fasting-timer";

/** Opens the timer and waits for the stored fasts to be read. */
async function openTimer(page: Page) {
  await visit(page, TIMER);
  await expect(
    page.getByRole("button", { name: "Start fast" }).or(page.getByRole("button", { name: "End fast" })),
  ).toBeVisible();
}

async function startFast(
  page: Page,
  { plan, hoursAgo, from }: { plan: string; hoursAgo: number; from?: number },
) {
  await page.getByRole("radio", { name: plan }).check();
  await page.getByRole("radio", { name: /^Earlier/ }).check();
  await page.getByLabel("Last meal finished at").fill(localValue(hoursAgo, from));
  await page.getByRole("button", { name: "Start fast" }).click();
  await expect(page.getByRole("button", { name: "End fast" })).toBeVisible();
}

const pastFasts = (page: Page) => page.getByRole("list", { name: "Past fasts" }).getByRole("listitem");

/** A finished fast from `startHoursAgo` to `endHoursAgo`: started, ended, then its end corrected. */
async function recordFast(
  page: Page,
  { plan, startHoursAgo, endHoursAgo }: { plan: string; startHoursAgo: number; endHoursAgo: number },
) {
  const before = await pastFasts(page).count();
  // Start and end from one instant: a minute turning over between the two
  // would otherwise make a 17-hour fast read 17 h 01 min.
  const from = Date.now();
  await startFast(page, { plan, hoursAgo: startHoursAgo, from });
  await page.getByRole("button", { name: "End fast" }).click();
  await expect(pastFasts(page)).toHaveCount(before + 1);
  if (endHoursAgo > 0) {
    await pastFasts(page).first().getByRole("button", { name: /^Edit/ }).click();
    await page.getByLabel("Ended").fill(localValue(endHoursAgo, from));
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  }
}

/** The file the page downloads when `button` is pressed. */
const saved = (page: Page, button: string) =>
  download(page, () => page.getByRole("button", { name: button }).click());

// The rules, the figures and the messages are fast-records.test.ts, fast-summary.test.ts and the components'
// tests; here, the real IndexedDB across reloads, tabs and browsers, and real files.
test("a start in the future is refused; a fast survives a reload and shows in a second tab; the history, exported, imports into a fresh browser once; a damaged stored record is set aside and the rest kept; Delete my data removes it", async ({
  page,
  browser,
  problems,
}) => {
  await openTimer(page);
  const second = await page.context().newPage();
  await openTimer(second);
  await page.getByRole("radio", { name: /^Earlier/ }).check();
  await page.getByLabel("Last meal finished at").fill(localValue(-2));
  await page.getByRole("button", { name: "Start fast" }).click();
  await expect(page.getByRole("alert")).toHaveText("The start can’t be in the future.");

  await recordFast(page, { plan: "16:8", startHoursAgo: 60, endHoursAgo: 43 });
  await startFast(page, { plan: "18:6", hoursAgo: 20 });
  await openTimer(page);
  // Reloaded, and in the other open tab, the same fast; ended there, it ends here.
  for (const tab of [page, second]) {
    await expect(tab.getByRole("progressbar", { name: "Progress toward your target" })).toHaveAttribute(
      "aria-valuetext",
      /^20 h 0\d min fasted/,
    );
  }
  await second.getByRole("button", { name: "End fast" }).click();
  await expect(page.getByRole("button", { name: "Start fast" })).toBeVisible();
  await second.close();
  await expect(pastFasts(page)).toHaveCount(2);
  const listed = await pastFasts(page).allInnerTexts();
  const json = await saved(page, "Export JSON");
  expect(json.name).toMatch(/^fasting-history-\d{4}-\d{2}-\d{2}\.json$/);
  const csv = await saved(page, "Export CSV");

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await openTimer(other);
  await other.locator("input[type=file]").setInputFiles(json.path);
  await expect(pastFasts(other)).toHaveText(listed, { useInnerText: true });
  // The same history again, as CSV: nothing new.
  await other.locator("input[type=file]").setInputFiles(csv.path);
  await expect(other.getByText(/^Imported 0 fasts\. Skipped 2:/)).toBeVisible();
  await fresh.close();

  // What an older version or a broken write could have left behind.
  await page.evaluate(async () => {
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"));
      });
    const database = await done(indexedDB.open("fast-and-fuel"));
    const store = database.transaction("fasting-timer", "readwrite").objectStore("fasting-timer");
    const fasts = (await done(store.get("fasts"))) as unknown[];
    await done(store.put([...fasts, { id: "broken", startedAt: "yesterday" }], "fasts"));
  });
  await openTimer(page);
  await expect(page.getByText("One stored record couldn’t be read")).toBeVisible();
  await expect(pastFasts(page)).toHaveCount(2);
  await page.getByRole("button", { name: "Discard them" }).click();
  await expect(page.getByText("One stored record couldn’t be read")).toHaveCount(0);

  await page.getByRole("button", { name: "Delete my data" }).click();
  await page
    .getByRole("dialog", { name: "Delete all your fasting data?" })
    .getByRole("button", { name: "Delete my data" })
    .click();
  await expect(page.getByText("Your fasting data has been deleted from this device.")).toBeVisible();
  await openTimer(page);
  await expect(page.getByText("No finished fasts yet")).toBeVisible();
  expect(problems.errors).toEqual([]);
});

/** Each line of the labels inside the ring that reaches past the ring's inner edge (the stroke is 16 of the
 * drawing's 240 units, on a circle of radius 100). The phases' numbered dots sit on the ring by design: not
 * counted. */
const textOverRing = (page: Page) =>
  page.getByRole("progressbar", { name: "Progress toward your target" }).evaluate((ring) => {
    const box = ring.getBoundingClientRect();
    const inner = (box.width * (100 - 8)) / 240;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const labels = ring.querySelector(":scope > div");
    if (!labels) throw new Error("no labels in the ring");
    const walker = document.createTreeWalker(labels, NodeFilter.SHOW_TEXT);
    const over: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        // Any of its four corners.
        const beyond = (x: number) =>
          [line.top, line.bottom].some((y) => Math.hypot(x - centre.x, y - centre.y) > inner);
        if ([line.left, line.right].some(beyond)) over.push(node.textContent ?? "");
      }
    }
    return over;
  });

// At the phone's width, where the layout is tightest (the page at both widths: all-routes.spec.ts).
test("on a phone, a running fast and its history pass the audit and fit, the ticking ring moves nothing, and no label runs into it, running or at the goal", async ({
  page,
  problems,
}) => {
  await page.setViewportSize(viewports.mobile);
  await openTimer(page);
  await recordFast(page, { plan: "16:8", startHoursAgo: 40, endHoursAgo: 22 });
  await startFast(page, { plan: "OMAD", hoursAgo: 14 });
  await openTimer(page);
  await expectHealthyPage(page, problems);
  await expectNoSidewaysScroll(page);
  // Three ticks of the clock (counted, however long a busy machine takes to draw them): no layout shift.
  const ticks = await page.evaluateHandle(() => {
    const counts = { ticks: 0, shift: 0 };
    const clock = [...document.querySelectorAll("main p")].find((p) => /^\d+:\d\d:\d\d$/.test(p.textContent));
    if (!clock) throw new Error("no running clock");
    new MutationObserver(() => (counts.ticks += 1)).observe(clock, {
      subtree: true,
      characterData: true,
      childList: true,
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        counts.shift += entry.value;
    }).observe({ type: "layout-shift" });
    return counts;
  });
  await expect.poll(() => ticks.evaluate(({ ticks }) => ticks)).toBeGreaterThanOrEqual(3);
  // Layout shifts are reported after the frame that drew them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  expect(await ticks.evaluate(({ shift }) => shift)).toBe(0);
  expect(await textOverRing(page)).toEqual([]);

  await page.getByRole("button", { name: "Cancel fast" }).click();
  await page.getByRole("button", { name: "Discard fast" }).click();
  await startFast(page, { plan: "16:8", hoursAgo: 16.5 });
  await expect(page.getByRole("heading", { level: 2, name: "Goal reached: you can eat now" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Progress toward your target" })).toBeInViewport();
  expect(await textOverRing(page)).toEqual([]);
  expect(problems.errors).toEqual([]);
});
