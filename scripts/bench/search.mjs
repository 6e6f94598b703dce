// Search as a reader on a mid-range phone types: per keystroke, the time from
// the key to the results for the new text on screen (Pagefind's search, the
// fragments it reads, React's render), over the whole site's index. Localhost,
// no network throttling, the CPU slowed down 4×. The first search of a visit
// also loads Pagefind's engine; it is reported on its own.
import { chromium } from "@playwright/test";
import { chromiumArgs } from "../lib/chromium.mjs";
import { formatMs } from "./lib.mjs";

/**
 * @param {{ baseUrl: string, chromePath: string, queries: readonly string[], cpuSlowdown: number, log: (line: string) => void }} options
 * @returns {Promise<{ firstSearchMs: number, keystrokesMs: number[] }>}
 */
export async function measureSearch({ baseUrl, chromePath, queries, cpuSlowdown, log }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [...chromiumArgs, "--ignore-certificate-errors"],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: "block", ignoreHTTPSErrors: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/search`);
    await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    const box = page.getByRole("main").getByRole("searchbox");
    const status = page.getByRole("main").getByRole("status");

    /**
     * Types one key and returns the ms from the key press (its event's time) to
     * the status line naming the box's new text, both on the page's clock; or
     * null when the key leaves the query as it was (a space), which searches nothing.
     */
    const timeKey = async (/** @type {string} */ key) => {
      const before = (await box.inputValue()).trim();
      const expected = `${await box.inputValue()}${key}`.trim();
      if (expected === before) {
        await page.keyboard.type(key);
        return null;
      }
      await page.evaluate((query) => {
        const status = /** @type {Element} */ (document.querySelector("main [role='status']"));
        /** @type {any} */ (window).__answered = new Promise((resolve) => {
          let keyAt = 0;
          addEventListener("keydown", (event) => (keyAt = event.timeStamp), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            if (!keyAt || !(status.textContent ?? "").includes(`“${query}”`)) return;
            observer.disconnect();
            resolve(performance.now() - keyAt);
          });
          observer.observe(status, { subtree: true, childList: true, characterData: true });
        });
      }, expected);
      await page.keyboard.type(key);
      return /** @type {number} */ (await page.evaluate(() => /** @type {any} */ (window).__answered));
    };

    await box.focus();
    const firstSearchMs = /** @type {number} */ (await timeKey("k"));
    log(`  first search (loads the engine): ${formatMs(firstSearchMs)}`);
    await box.fill("");
    await status.filter({ hasText: /^$/ }).waitFor();

    /** @type {number[]} */
    const keystrokesMs = [];
    for (const query of queries) {
      await box.fill("");
      await status.filter({ hasText: /^$/ }).waitFor();
      /** @type {number[]} */
      const times = [];
      for (const key of query) {
        const ms = await timeKey(key);
        if (ms !== null) times.push(ms);
      }
      keystrokesMs.push(...times);
      log(`  “${query}”: ${times.map((ms) => Math.round(ms)).join(", ")} ms`);
    }
    await context.close();
    return { firstSearchMs, keystrokesMs };
  } finally {
    await browser.close();
  }
}
