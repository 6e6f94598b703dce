import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Resolves once the site's service worker has stored everything (`ready`: installed and activated) and
 * controls the page. It registers when the browser is first idle after hydration. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The URL of every response in every Cache Storage cache of the page's origin. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}
