import type { Page } from "@playwright/test";

/** Holds back every request matching `url` until the test calls the returned `release`, as a slow connection
 * would: the test sees the page in the state readers see while the answer is still on its way. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
