// The article list (/articles) with generated articles, at a CPU slowdown:
// time until the first cards are painted, then the latency of each keystroke
// typed into the search box. Playwright drives Debian's Chromium; the lazily
// imported chunk of the built-in articles is answered with generated ones,
// so the app code is the one that ships.
import { readdir, readFile } from "node:fs/promises";
import { chromium } from "playwright";
import { articlesModuleSource, generateArticles } from "./generate-articles.mjs";
import { chromiumArgs } from "../lib/chromium.mjs";
import { findChunkExporting } from "./lib.mjs";

/** The export of src/content/articles/index.ts that the built-in store imports. */
const ARTICLES_EXPORT = "builtInArticles";

/**
 * Runs in the page before its own scripts. Records, relative to navigation
 * start (performance.now()):
 * - `listPaintedAt`: the first paint after the heading shows the article
 *   count and the first card is in the DOM;
 * - per keydown in the search box: its timestamp, the search text after it,
 *   and the first paint after React committed that text (the input's `value`
 *   attribute, which React sets in the same commit as the list);
 * - Event Timing entries (≥ 16 ms) of interactions, as INP counts them.
 * @param {number} articleCount
 */
function installHarness(articleCount) {
  /** @typedef {{ t0: number, query: string | null, paintedAt: number | null }} Key */
  const bench = {
    listPaintedAt: /** @type {number | null} */ (null),
    keys: /** @type {Key[]} */ ([]),
    events: /** @type {{ interactionId: number, startTime: number, duration: number }[]} */ ([]),
  };
  /** @type {any} */ (window).__bench = bench;

  /** Calls back after the next frame is painted (a task queued from rAF runs after the paint). */
  const afterNextPaint = (/** @type {(time: number) => void} */ callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(null);
    });

  new PerformanceObserver((list) => {
    // `interactionId` is part of the Event Timing spec, not yet of TypeScript's DOM types.
    for (const entry of /** @type {(PerformanceEventTiming & { interactionId?: number })[]} */ (
      list.getEntries()
    )) {
      if (entry.interactionId) {
        bench.events.push({
          interactionId: entry.interactionId,
          startTime: entry.startTime,
          duration: entry.duration,
        });
      }
    }
    // `durationThreshold` is part of the Event Timing spec, not yet of TypeScript's DOM types.
  }).observe(
    /** @type {PerformanceObserverInit} */ ({ type: "event", durationThreshold: 16, buffered: true }),
  );

  const heading = `Explore ${articleCount} Articles`;
  const listObserver = new MutationObserver(() => {
    const title = document.querySelector("main h1")?.textContent ?? "";
    if (!title.includes(heading) || !document.querySelector("main ul > li > article")) return;
    listObserver.disconnect();
    afterNextPaint((time) => {
      bench.listPaintedAt = time;
    });
  });
  listObserver.observe(document, { childList: true, subtree: true, characterData: true });

  /** @param {EventTarget | null} target */
  const isSearchBox = (target) => target instanceof HTMLInputElement && target.type === "search";
  document.addEventListener(
    "keydown",
    (event) => {
      if (isSearchBox(event.target)) bench.keys.push({ t0: event.timeStamp, query: null, paintedAt: null });
    },
    true,
  );
  document.addEventListener(
    "input",
    (event) => {
      const key = bench.keys.at(-1);
      if (key && isSearchBox(event.target)) key.query = /** @type {HTMLInputElement} */ (event.target).value;
    },
    true,
  );
  new MutationObserver((records) => {
    for (const record of records) {
      if (!isSearchBox(record.target)) continue;
      const committed = /** @type {HTMLInputElement} */ (record.target).getAttribute("value");
      for (const key of bench.keys) {
        if (key.query !== committed || key.paintedAt !== null) continue;
        key.paintedAt = -1; // committed, paint pending
        afterNextPaint((time) => {
          key.paintedAt = time;
        });
      }
    }
  }).observe(document, { attributes: true, attributeFilter: ["value"], subtree: true });
}

/**
 * The built chunk of src/content/articles, by its export.
 * @param {URL} assetsDir
 */
export async function findArticlesChunk(assetsDir) {
  const names = (await readdir(assetsDir)).filter((name) => name.endsWith(".js"));
  const files = await Promise.all(
    names.map(async (name) => ({ name, text: await readFile(new URL(name, assetsDir), "utf8") })),
  );
  return findChunkExporting(files, ARTICLES_EXPORT);
}

/**
 * `assetsDir`: the build's assets, whose built-in articles chunk is answered
 * with the generated articles; null for a Firebase-mode build, whose list
 * reads them from the database (the Firestore stand-in, seeded by the caller).
 * @param {{ baseUrl: string, chromePath: string, assetsDir: URL | null, articleCount: number, word: string,
 *   cpuSlowdown: number, runs: number, log: (line: string) => void }} options
 * @returns {Promise<import("./lib.mjs").ArticleListRun[]>}
 */
export async function measureArticleList({
  baseUrl,
  chromePath,
  assetsDir,
  articleCount,
  word,
  cpuSlowdown,
  runs,
  log,
}) {
  const chunk = assetsDir ? await findArticlesChunk(assetsDir) : null;
  const moduleSource = articlesModuleSource(generateArticles(articleCount), ARTICLES_EXPORT);
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs, headless: true });
  try {
    /** @type {import("./lib.mjs").ArticleListRun[]} */
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      // Lighthouse's mobile screen; a fresh context per run (empty cache).
      const context = await browser.newContext({
        ignoreHTTPSErrors: true, // the hosting proxy's self-signed certificate
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      if (chunk) {
        await context.route(`**/assets/${chunk}`, (route) =>
          route.fulfill({ status: 200, contentType: "text/javascript; charset=utf-8", body: moduleSource }),
        );
      }
      await context.addInitScript(installHarness, articleCount);
      const page = await context.newPage();
      // Open the origin first, so the throttled renderer is the one that loads the list.
      await page.goto(`${baseUrl}/favicon.svg`);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });

      await page.goto(`${baseUrl}/articles`, { waitUntil: "commit" });
      // The prerendered list carries cards without bodies; the full list (and
      // body search) loads when the reader turns to the search box: at once here.
      const searchBox = page.getByRole("searchbox", { name: "Search" });
      await page.locator("html[data-hydrated='true']").waitFor({ timeout: 120_000 });
      await searchBox.click();
      const timeToListMs = /** @type {number} */ (
        await (
          await page.waitForFunction(() => /** @type {any} */ (window).__bench.listPaintedAt, null, {
            timeout: 120_000,
            polling: 100,
          })
        ).jsonValue()
      );
      await page.waitForTimeout(500);

      for (let index = 0; index < word.length; index += 1) {
        await page.keyboard.press(/** @type {string} */ (word[index]));
        await page
          .waitForFunction(
            (n) => {
              const key = /** @type {any} */ (window).__bench.keys[n];
              return key !== undefined && key.paintedAt > 0;
            },
            index,
            { timeout: 5_000, polling: 50 },
          )
          .catch(() => undefined);
        // A brisk typist's pace; later work of this keystroke is not charged to the next.
        await page.waitForTimeout(150);
      }
      await page.waitForTimeout(1_000); // Event Timing entries arrive after their paint.
      /** @type {{ keys: { t0: number, query: string | null, paintedAt: number | null }[], events: { interactionId: number, startTime: number, duration: number }[] }} */
      const recorded = await page.evaluate(() => /** @type {any} */ (window).__bench);
      const finalValue = await searchBox.inputValue();
      await context.close();

      const keystrokes = recorded.keys.map((key, index) => {
        // An Event Timing entry starts at its event's timestamp; the keydown's
        // interaction id groups it with the keypress and keyup of the same key.
        const id = recorded.events.find((event) => Math.abs(event.startTime - key.t0) < 1)?.interactionId;
        const durations = recorded.events
          .filter((event) => id !== undefined && event.interactionId === id)
          .map((event) => event.duration);
        return {
          query: key.query ?? word.slice(0, index + 1),
          listPaintMs: key.paintedAt !== null && key.paintedAt > 0 ? key.paintedAt - key.t0 : null,
          eventMs: durations.length > 0 ? Math.max(...durations) : null,
        };
      });
      const slowest = Math.max(...keystrokes.map((key) => key.listPaintMs ?? Infinity));
      log(
        `  article list run ${run}/${runs}: list in ${Math.round(timeToListMs)} ms, ` +
          `slowest keystroke ${Number.isFinite(slowest) ? `${Math.round(slowest)} ms` : "never painted"}` +
          (finalValue === word ? "" : `, search box holds "${finalValue}"`),
      );
      results.push({ articleCount, timeToListMs, keystrokes, finalValue });
    }
    return results;
  } finally {
    await browser.close();
  }
}
