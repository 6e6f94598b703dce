// Each key's time to show the article list, CPU slowed, with 1,000 generated articles in the built-in chunk.
import { readFile } from "node:fs/promises";
import { articlesModuleSource, generateArticles } from "./generate-articles.mjs";
import * as lib from "./lib.mjs";

export const ARTICLE_COUNT = 1000;
const WORD = "electrolytes";
const [MODULE, EXPORT] = ["src/content/articles/index.ts", "builtInArticles"];
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }; // Lighthouse's.

/** @param {URL} clientDir @returns {Promise<string>} such as "assets/articles-BH2tcvPc.js" */
async function findArticlesChunk(clientDir) {
  const manifest = JSON.parse(await readFile(new URL(".vite/manifest.json", clientDir), "utf8"));
  if (!manifest[MODULE]) throw new Error(`Vite's build manifest in ${clientDir.pathname} has no ${MODULE}.`);
  return manifest[MODULE].file;
}

// `__painted`: ms from keydown to the first paint after React committed the list for `text`; never after 5 s.
function timeNextKey(/** @type {Element} */ input, /** @type {string} */ text) {
  /** @type {any} */ (window).__painted = new Promise((resolve) => {
    let keyAt = 0;
    addEventListener("keydown", (event) => (keyAt = event.timeStamp), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (input.getAttribute("value") !== text) return;
      observer.disconnect();
      // A message posted from an animation frame arrives after that frame's paint.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - keyAt);
        channel.port2.postMessage(null);
      });
    }).observe(input, { attributeFilter: ["value"] });
    setTimeout(() => resolve(Infinity), 5_000);
  });
}

/** @type {(options: lib.PartOptions, clientDir?: URL) => Promise<lib.Section>} */
export async function measureArticleList({ url, chromePath, runs, log }, clientDir) {
  const name = clientDir ? "article list" : "article list (Firebase mode)";
  const chunk = clientDir && (await findArticlesChunk(clientDir));
  const body = articlesModuleSource(generateArticles(ARTICLE_COUNT), EXPORT);
  const javascript = { contentType: "text/javascript", body };
  const options = { ...PHONE, deviceScaleFactor: 1.75, warmUp: url };
  const results = await lib.withChromium(chromePath, async (browser) => {
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await lib.inSlowPage(browser, options, async ({ context, page }) => {
        if (chunk) await context.route(`**/${chunk}`, (route) => route.fulfill(javascript));
        await page.goto(`${url}/articles`, { waitUntil: "commit" });
        const box = page.getByRole("main").getByRole("searchbox", { name: "Search" });
        await page.locator("html[data-hydrated='true']").waitFor({ timeout: 120_000 });
        await box.click();
        const heading = page.getByRole("heading", { name: `Explore ${ARTICLE_COUNT} Articles` });
        await heading.waitFor({ timeout: 120_000 });
        await page.waitForTimeout(500);
        const keystrokesMs = [];
        for (const [index, letter] of [...WORD].entries()) {
          await box.evaluate(timeNextKey, WORD.slice(0, index + 1));
          await page.keyboard.press(letter);
          keystrokesMs.push(Number(await page.evaluate(() => /** @type {any} */ (window).__painted)));
          await page.waitForTimeout(150); // A brisk typist's pace; later work is not charged to the next key.
        }
        return { keystrokesMs, finalValue: await box.inputValue() };
      });
      log(`  run ${run}/${runs}: ${result.keystrokesMs.map(Math.round).join(", ")} ms a key`);
      results.push(result);
    }
    return results;
  });
  const slowestRuns = results.map((run) => Math.max(...run.keystrokesMs));
  const slowest = lib.withinLimit(name, "slowest keystroke", slowestRuns, 64); // Four frames: a fast typist's pace.
  const lost = results.reduce((sum, run) => sum + Math.max(0, WORD.length - run.finalValue.length), 0);
  return {
    intro: `The ${name}: ${ARTICLE_COUNT} generated articles, ${lib.CPU_SLOWDOWN}× CPU, typing "${WORD}"; ${runs} runs.`,
    headings: ["Median (fastest–slowest run)", "Time"],
    rows: [
      ["Slowest keystroke (keydown → its list painted), ≤ 64 ms", slowest.cell],
      ["Median keystroke", lib.formatSpread(results.map((run) => lib.median(run.keystrokesMs)))],
      ["Characters lost (all runs)", `${lost} ${lib.mark(lost === 0)}`],
    ],
    targets: [slowest.target, lib.check(name, "no character lost", String(lost), lost === 0)],
    data: results,
  };
}
