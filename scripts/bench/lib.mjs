import { chromium } from "@playwright/test";
import { chromiumArgs } from "../lib/chromium.mjs";

export const CPU_SLOWDOWN = 4; // As Lighthouse's mobile setting: the CPU of a mid-range phone.
export const ARTICLE_PATH = "/articles/10-benefits-of-fasting";

/** @typedef {import("@playwright/test").Browser} Browser
 * @typedef {import("@playwright/test").BrowserContextOptions & { warmUp?: string }} SlowPageOptions
 * @typedef {{ context: import("@playwright/test").BrowserContext, page: import("@playwright/test").Page,
 *   cdp: import("@playwright/test").CDPSession }} SlowPage
 * @typedef {{ url: string, chromePath: string, runs: number, log: (line: string) => void }} PartOptions
 * @typedef {{ scope: string, target: string, actual: string, met: boolean }} TargetCheck
 * @typedef {{ intro: string, headings: string[], rows: string[][], notes?: string[], targets: TargetCheck[],
 *   data: unknown }} Section A part of the report, and its runs for the JSON. */

export function median(/** @type {readonly number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
}

export function formatMs(/** @type {number} */ ms) {
  if (ms === Infinity) return "never";
  if (!Number.isFinite(ms)) return "n/a";
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

export function formatSpread(/** @type {readonly number[]} */ values) {
  const [low, high] = [formatMs(Math.min(...values)), formatMs(Math.max(...values))];
  const unit = / m?s$/.exec(low)?.[0];
  const from = unit && high.endsWith(unit) ? low.slice(0, -unit.length) : low;
  return `${formatMs(median(values))} (${from}–${high})`;
}

export const mark = (/** @type {boolean} */ met) => (met ? "✅" : "❌");

/** @type {(scope: string, target: string, actual: string, met: boolean) => TargetCheck} */
export const check = (scope, target, actual, met) => ({ scope, target, actual, met });

/** @type {(scope: string, name: string, values: number[], limitMs: number) => { cell: string, target: TargetCheck }} */
export const withinLimit = (scope, name, values, limitMs) => {
  const met = median(values) <= limitMs;
  const target = check(scope, `${name} ≤ ${formatMs(limitMs)}`, formatMs(median(values)), met);
  return { cell: `${formatSpread(values)} ${mark(met)}`, target };
};

/** @type {<T>(chromePath: string, measure: (browser: Browser) => Promise<T>) => Promise<T>} */
export const withChromium = async (chromePath, measure) => {
  // The hosting proxy's certificate is self-signed.
  const args = [...chromiumArgs, "--ignore-certificate-errors"];
  const browser = await chromium.launch({ executablePath: chromePath, args });
  return measure(browser).finally(() => browser.close());
};

// `warmUp` opens the site's favicon first, so the renderer throttled is the one that loads the measured page.
/** @type {<T>(browser: Browser, options: SlowPageOptions, use: (opened: SlowPage) => Promise<T>) => Promise<T>} */
export const inSlowPage = async (browser, { warmUp, ...options }, use) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, ...options });
  try {
    const page = await context.newPage();
    if (warmUp) await page.goto(new URL("/favicon.svg", warmUp).href);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    return await use({ context, page, cdp });
  } finally {
    await context.close();
  }
};
