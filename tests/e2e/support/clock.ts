import type { Locator, Page } from "@playwright/test";
import { visit } from "./fixtures";

/** The `<input type="datetime-local">` value `hoursAgo` hours before `from` (now by default), to the
 * minute, in the test's zone (the browser's). */
export function localValue(hoursAgo: number, from = Date.now()) {
  const date = new Date(from - hoursAgo * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Opens `path` with the page's timers on a paused fake clock: auto-moving
 * content only moves when the test runs the clock (see `runClock`). */
export async function visitWithPausedClock(page: Page, path: string) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  return visit(page, path);
}

/** `scheduler.postTask`, which TypeScript's DOM library does not declare yet. */
interface TaskScheduler {
  postTask(task: () => void, options: { priority: "background" }): Promise<void>;
}

/** Resolves once the page has run all the work already queued in it, such as React rendering a state change
 * and running its effects. A background-priority task only runs when no other task is waiting, and the fake
 * clock leaves `scheduler.postTask` on real time. */
async function settle(page: Page) {
  await page.evaluate(() =>
    (window as unknown as { scheduler: TaskScheduler }).scheduler.postTask(() => undefined, {
      priority: "background",
    }),
  );
}

/** Runs the paused clock `ms` forward in small steps and lets the page settle between them. One long jump
 * would not do: a carousel sets its transition's timer only after its state change has rendered, and React
 * renders on real time, not on the fake timers. */
export async function runClock(page: Page, ms: number, stepMs = 500) {
  for (let elapsed = 0; elapsed < ms; elapsed += stepMs) {
    await page.clock.runFor(Math.min(stepMs, ms - elapsed));
    await settle(page);
  }
}

/** Steps the paused clock until `target` is on the page, for content that appears late: React reveals lazily
 * loaded parts of a page on a timer. Its own timers then start from (within a step of) the moment it appears.
 */
export async function runClockUntilAttached(page: Page, target: Locator, maxMs = 10_000) {
  for (let elapsed = 0; elapsed < maxMs; elapsed += 100) {
    if ((await target.count()) > 0) return;
    await page.clock.runFor(100);
    await settle(page);
  }
  throw new Error(`${target.toString()} did not appear within ${maxMs} ms of page time`);
}
