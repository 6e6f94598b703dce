// Search as a reader on a mid-range phone types: per keystroke, the time from
// the key to the results for the new text on screen (Pagefind's search, the
// fragments it reads, React's render), over the whole site's index. Localhost,
// no network throttling, the CPU slowed down 4×. The first search of a visit
// also loads Pagefind's engine; it is reported on its own.
//
// Chromium slows down only the page's thread: the search worker runs at this
// machine's full speed (DevTools can't throttle a worker). So each keystroke
// also reports the worker's time, from the entry the page leaves for it
// (src/features/search/search-client.ts), and the summary counts it 4× over
// as well: what a phone that is slow on every core would see.
import { chromium } from "@playwright/test";
import { chromiumArgs } from "../lib/chromium.mjs";
import { formatMs } from "./lib.mjs";

/** The User Timing entry of the worker's time per answer (search-client.ts `WORKER_MEASURE`). */
const WORKER_MEASURE = "site search: worker";

/**
 * @param {{ baseUrl: string, chromePath: string, queries: readonly string[], cpuSlowdown: number, log: (line: string) => void }} options
 * @returns {Promise<{ firstSearchMs: number, keystrokesMs: number[], workerMs: number[] }>}
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
     * the status line naming the box's new text, both on the page's clock, and
     * the worker's time for the answer (0 where the search ran in the page); or
     * null when the key leaves the query as it was (a space), which searches nothing.
     * @returns {Promise<{ ms: number, workerMs: number } | null>}
     */
    const timeKey = async (/** @type {string} */ key) => {
      const before = (await box.inputValue()).trim();
      const expected = `${await box.inputValue()}${key}`.trim();
      if (expected === before) {
        await page.keyboard.type(key);
        return null;
      }
      await page.evaluate((query) => {
        performance.clearMeasures();
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
      const ms = /** @type {number} */ (await page.evaluate(() => /** @type {any} */ (window).__answered));
      const workerMs = await page.evaluate(
        (name) => performance.getEntriesByName(name, "measure").at(-1)?.duration ?? 0,
        WORKER_MEASURE,
      );
      return { ms, workerMs };
    };

    await box.focus();
    const firstSearchMs = (await timeKey("k"))?.ms ?? Number.NaN;
    log(`  first search (loads the engine): ${formatMs(firstSearchMs)}`);
    await box.fill("");
    await status.filter({ hasText: /^$/ }).waitFor();

    /** @type {number[]} */
    const keystrokesMs = [];
    /** @type {number[]} */
    const workerMs = [];
    for (const query of queries) {
      await box.fill("");
      await status.filter({ hasText: /^$/ }).waitFor();
      /** @type {{ ms: number, workerMs: number }[]} */
      const times = [];
      for (const key of query) {
        const timed = await timeKey(key);
        if (timed !== null) times.push(timed);
      }
      keystrokesMs.push(...times.map((timed) => timed.ms));
      workerMs.push(...times.map((timed) => timed.workerMs));
      log(
        `  “${query}”: ${times.map(({ ms, workerMs }) => `${Math.round(ms)} (worker ${Math.round(workerMs)})`).join(", ")} ms`,
      );
    }
    await context.close();
    return { firstSearchMs, keystrokesMs, workerMs };
  } finally {
    await browser.close();
  }
}
