// Time to hydrated: how long a reader on a mid-range phone waits, after
// navigation start, until every control on the page answers (React has
// hydrated it and the root has set `data-hydrated`). Localhost, no network
// throttling, the CPU slowed down 4×, a fresh browser context per run (no
// cache, no service worker). See docs/performance.md.
import { chromium } from "@playwright/test";
import { chromiumArgs } from "../lib/chromium.mjs";
import { formatMs, HYDRATION_SETUP } from "./lib.mjs";

/**
 * Loads each page `runs` times and returns, per page, every run's time from
 * navigation start to hydrated, in ms.
 * @param {{ baseUrl: string, chromePath: string, pages: readonly { type: string, path: string }[], runs: number, log: (line: string) => void }} options
 * @returns {Promise<{ type: string, path: string, runsMs: number[] }[]>}
 */
export async function measureHydration({ baseUrl, chromePath, pages, runs, log }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [...chromiumArgs, "--ignore-certificate-errors"],
  });
  try {
    const results = [];
    for (const { type, path } of pages) {
      const runsMs = [];
      for (let run = 1; run <= runs; run += 1) {
        const context = await browser.newContext({
          viewport: HYDRATION_SETUP.viewport,
          serviceWorkers: "block",
          ignoreHTTPSErrors: true,
        });
        // Records the moment the root marks the page hydrated, in the page's
        // own clock, so polling from here adds nothing to the figure.
        await context.addInitScript(() => {
          document.addEventListener("DOMContentLoaded", () => {
            const root = document.documentElement;
            const observer = new MutationObserver(() => {
              if (root.dataset.hydrated !== "true") return;
              observer.disconnect();
              /** @type {any} */ (window).__hydratedAt = performance.now();
            });
            observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
          });
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: HYDRATION_SETUP.cpuSlowdown });
        await page.goto(`${baseUrl}${path}`, { waitUntil: "commit" });
        const handle = await page.waitForFunction(() => /** @type {any} */ (window).__hydratedAt, undefined, {
          timeout: 60_000,
        });
        const ms = Number(await handle.jsonValue());
        runsMs.push(ms);
        log(`  ${path} run ${run}/${runs}: hydrated at ${formatMs(ms)}`);
        await context.close();
      }
      results.push({ type, path, runsMs });
    }
    return results;
  } finally {
    await browser.close();
  }
}
