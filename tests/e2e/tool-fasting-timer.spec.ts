import type { Page } from "@playwright/test";
import { localValue } from "./support/clock";
import { download, expect, expectHealthyPage, test, viewports, visit } from "./support/fixtures";

const TIMER = "/tools/fasting-timer";

/** Opens the timer and waits for the stored fasts to be read. */
async function openTimer(page: Page, query = "") {
  await visit(page, `${TIMER}${query}`);
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

test("a fast survives a reload, ends into the history, and refuses impossible input", async ({
  page,
  problems,
}) => {
  await openTimer(page);
  // A start in the future is refused, and nothing is stored.
  await page.getByRole("radio", { name: /^Earlier/ }).check();
  await page.getByLabel("Last meal finished at").fill(localValue(-2));
  await page.getByRole("button", { name: "Start fast" }).click();
  await expect(page.getByRole("alert")).toHaveText("The start can’t be in the future.");

  await startFast(page, { plan: "18:6", hoursAgo: 2 });
  const ring = page.getByRole("progressbar", { name: "Progress toward your target" });
  await expect(ring).toHaveAttribute("aria-valuetext", /^2 h 0\d min of 18 h; 1[56] h \d\d min to go$/);

  await openTimer(page);
  await expect(page.getByRole("heading", { name: "You’re fasting" })).toBeVisible();
  await expect(ring).toHaveAttribute("aria-valuetext", /^2 h 0\d min of 18 h/);

  // Moving the start into the future while it runs is refused too.
  await page.getByRole("button", { name: "Edit start" }).click();
  await page.getByLabel("Started").fill(localValue(-1));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert")).toHaveText("The start can’t be in the future.");
  await page.getByRole("button", { name: "Cancel", exact: true }).click();

  await page.getByRole("button", { name: "End fast" }).click();
  await expect(page.getByRole("button", { name: "Start fast" })).toBeVisible();
  await expect(pastFasts(page)).toHaveCount(1);
  await expect(pastFasts(page).first()).toContainText(/2 h 0\d min of 18 h · Ended early/);
  expect(problems.errors).toEqual([]);
});

test("two open tabs show the same fast", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await openTimer(first);
  await openTimer(second);
  await startFast(first, { plan: "16:8", hoursAgo: 1 });
  await expect(second.getByRole("heading", { name: "You’re fasting" })).toBeVisible();
  await second.getByRole("button", { name: "End fast" }).click();
  await expect(first.getByRole("button", { name: "Start fast" })).toBeVisible();
  await expect(pastFasts(first)).toHaveCount(1);
});

test("an exported history imports into a fresh browser, once; Delete my data removes it", async ({
  page,
  browser,
}) => {
  await openTimer(page);
  await recordFast(page, { plan: "16:8", startHoursAgo: 60, endHoursAgo: 43 });
  await recordFast(page, { plan: "18:6", startHoursAgo: 20, endHoursAgo: 0 });
  await expect(pastFasts(page)).toHaveCount(2);
  const listed = await pastFasts(page).allInnerTexts();
  expect(listed[1]).toContain("17 h 00 min of 16 h · Met target");
  expect(listed[0]).toMatch(/20 h 0\d min of 18 h · Met target/);

  const json = await saved(page, "Export JSON");
  expect(json.name).toMatch(/^fasting-history-\d{4}-\d{2}-\d{2}\.json$/);
  const csv = await saved(page, "Export CSV");

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await openTimer(other);
  await expect(other.getByText("No finished fasts yet")).toBeVisible();
  await other.locator("input[type=file]").setInputFiles(json.path);
  await expect(other.getByText("Imported 2 fasts.")).toBeVisible();
  expect(await pastFasts(other).allInnerTexts()).toEqual(listed);
  // The same history again, as CSV: nothing new.
  await other.locator("input[type=file]").setInputFiles(csv.path);
  await expect(other.getByText(/^Imported 0 fasts\. Skipped 2:/)).toBeVisible();
  await fresh.close();

  await page.getByRole("button", { name: "Delete my data" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete all your fasting data?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Delete my data" }).click();
  await expect(page.getByText("Your fasting data has been deleted from this device.")).toBeVisible();
  await expect(page.getByText("No finished fasts yet")).toBeVisible();
  await openTimer(page);
  await expect(page.getByText("No finished fasts yet")).toBeVisible();
});

test("a damaged stored record is set aside and the rest is kept", async ({ page }) => {
  await openTimer(page);
  await recordFast(page, { plan: "16:8", startHoursAgo: 30, endHoursAgo: 12 });
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
  await expect(pastFasts(page)).toHaveCount(1);
  await page.getByRole("button", { name: "Discard them" }).click();
  await expect(page.getByText("One stored record couldn’t be read")).toHaveCount(0);
});

test("the fasting schedule's “Start this schedule” opens the timer with its plan and start", async ({
  page,
}) => {
  await visit(page, "/tools/fasting-schedule");
  await page.getByLabel("Wake Time").fill("07:00");
  await page.getByLabel("Bedtime").fill("23:00");
  await page.getByRole("button", { name: "Generate Schedule" }).click();
  await page.getByRole("link", { name: /^Start this schedule \(18:6\)/ }).click();
  await expect(page).toHaveURL(/\/tools\/fasting-timer\?plan=18%3A6&from=13%3A00$/);
  await expect(page.getByRole("radio", { name: /^18:6/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Earlier/ })).toBeChecked();
  await expect(page.getByLabel("Last meal finished at")).toHaveValue(/T13:00$/);
});

/**
 * Each line of the labels inside the ring that reaches past the ring's inner
 * edge (the stroke is 16 of the drawing's 240 units, on a circle of radius
 * 100). The phases' numbered dots sit on the ring by design: not counted.
 */
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
        const corners = [
          [line.left, line.top],
          [line.right, line.top],
          [line.left, line.bottom],
          [line.right, line.bottom],
        ];
        if (corners.some(([x = 0, y = 0]) => Math.hypot(x - centre.x, y - centre.y) > inner)) {
          over.push(node.textContent ?? "");
        }
      }
    }
    return over;
  });

for (const [name, viewport] of Object.entries(viewports)) {
  test(`a running fast and its history pass the audit at ${name} width, the ticking ring moves nothing, and no label runs into it, running or at the goal`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize(viewport);
    await openTimer(page);
    await recordFast(page, { plan: "16:8", startHoursAgo: 40, endHoursAgo: 22 });
    await startFast(page, { plan: "OMAD", hoursAgo: 14 });
    await openTimer(page);
    await expectHealthyPage(page, problems);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
    // Three ticks of the clock (counted, however long a busy machine takes to
    // draw them): no layout shift.
    const ticks = await page.evaluateHandle(() => {
      const counts = { ticks: 0, shift: 0 };
      const clock = [...document.querySelectorAll("main p")].find((p) =>
        /^\d+:\d\d:\d\d$/.test(p.textContent),
      );
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
    await expect(
      page.getByRole("heading", { level: 2, name: "Goal reached: you can eat now" }),
    ).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Progress toward your target" })).toBeInViewport();
    expect(await textOverRing(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
}
