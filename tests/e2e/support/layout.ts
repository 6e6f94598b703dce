import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** From the next load on, sums every layout shift, input or not: read the sum with `layoutShift`. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.layoutShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift summed so far, once the frame that drew the last one has reported it. */
export async function layoutShift(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** Fails when the page scrolls sideways at the current width. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "sideways scroll").toBeLessThanOrEqual(0);
}
