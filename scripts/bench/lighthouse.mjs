// Lighthouse runs for the bench: a fresh headless Chromium per run, the
// default config (mobile: Moto G Power screen, simulated "slow 4G" and 4× CPU
// throttling), only the four categories the bench reports.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CATEGORIES } from "./lib.mjs";
import { chromiumArgs } from "../lib/chromium.mjs";

/**
 * One Lighthouse run of `url`.
 * @param {string} url
 * @param {string} chromePath
 * @returns {Promise<{ lhr: any, html: string }>}
 */
export async function runLighthouse(url, chromePath) {
  const chrome = await launch({
    chromePath,
    // The local hosting proxy's certificate is self-signed (hosting-proxy.mjs).
    chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...chromiumArgs],
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "html",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      formFactor: "mobile",
      throttlingMethod: "simulate",
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const html = Array.isArray(result.report) ? (result.report[0] ?? "") : result.report;
    return { lhr: result.lhr, html };
  } finally {
    await chrome.kill();
  }
}
