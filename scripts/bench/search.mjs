// Chromium can't slow the search worker, so the report also counts the worker's own time 4×.
import { check, CPU_SLOWDOWN, formatMs, inSlowPage, mark, median, withChromium } from "./lib.mjs";

const TARGET_MS = 100; // For 90 % of keystrokes.
const QUERIES = ["does coffee break a fast", "keto flu", "protein on a vegan diet", "16:8"];
const WORKER_MEASURE = "site search: worker";

function percentile(/** @type {number[]} */ values, /** @type {number} */ fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * fraction) - 1)] ?? NaN;
}

async function timeKey(/** @type {import("@playwright/test").Page} */ page, /** @type {string} */ key) {
  const query = `${await page.getByRole("main").getByRole("searchbox").inputValue()}${key}`;
  await page.evaluate((query) => {
    performance.clearMeasures();
    const status = /** @type {Element} */ (document.querySelector("main [role='status']"));
    /** @type {any} */ (window).__answered = new Promise((resolve) => {
      let keyAt = 0;
      addEventListener("keydown", (event) => (keyAt = event.timeStamp), { capture: true, once: true });
      new MutationObserver((_, observer) => {
        if (!keyAt || !(status.textContent ?? "").includes(`“${query}”`)) return;
        observer.disconnect();
        resolve(performance.now() - keyAt);
      }).observe(status, { subtree: true, childList: true, characterData: true });
    });
  }, query);
  await page.keyboard.type(key);
  const ms = Number(await page.evaluate(() => /** @type {any} */ (window).__answered));
  const measure = (/** @type {string} */ name) =>
    performance.getEntriesByName(name, "measure").at(-1)?.duration;
  return { ms, workerMs: (await page.evaluate(measure, WORKER_MEASURE)) ?? 0 };
}

export async function measureSearch(/** @type {import("./lib.mjs").PartOptions} */ { url, chromePath, log }) {
  const options = { serviceWorkers: /** @type {const} */ ("block"), warmUp: url };
  const measured = await withChromium(chromePath, (browser) =>
    inSlowPage(browser, options, async ({ page }) => {
      await page.goto(`${url}/search`);
      await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
      const box = page.getByRole("main").getByRole("searchbox");
      await box.focus();
      const firstSearchMs = (await timeKey(page, "k")).ms;
      const keystrokes = [];
      for (const query of QUERIES) {
        await box.fill("");
        await page.getByRole("main").getByRole("status").filter({ hasText: /^$/ }).waitFor();
        const times = [];
        for (const key of query) {
          // A space leaves the query as it was and searches nothing.
          if (key === " ") await page.keyboard.type(key);
          else times.push(await timeKey(page, key));
        }
        log(`  “${query}”: ${times.map((time) => Math.round(time.ms)).join(", ")} ms`);
        keystrokes.push(...times);
      }
      return { firstSearchMs, keystrokes };
    }),
  );
  const times = measured.keystrokes.map((key) => key.ms);
  const p90 = percentile(times, 0.9);
  const slowWorker = measured.keystrokes.map((key) => key.ms + (CPU_SLOWDOWN - 1) * key.workerMs);
  return {
    intro:
      `Site search as the reader types (${CPU_SLOWDOWN}× CPU, localhost, the whole site indexed; ` +
      `${times.length} keystrokes over ${QUERIES.map((query) => `“${query}”`).join(", ")}): key → results on screen.`,
    headings: ["Keystrokes", "Time"],
    rows: [
      ["Median", formatMs(median(times))],
      ["90th percentile, ≤ 100 ms", `${formatMs(p90)} ${mark(p90 <= TARGET_MS)}`],
      ["Slowest", formatMs(Math.max(...times))],
      ["The visit's first search (loads the engine)", formatMs(measured.firstSearchMs)],
      ["The search worker's share, median", formatMs(median(measured.keystrokes.map((key) => key.workerMs)))],
      [
        `90th percentile with the worker's time counted ${CPU_SLOWDOWN}× too`,
        formatMs(percentile(slowWorker, 0.9)),
      ],
    ],
    targets: [check("/search", "keystroke, 90th percentile ≤ 100 ms", formatMs(p90), p90 <= TARGET_MS)],
    data: measured,
  };
}
