// The article list with 1,000 generated articles on a slowed-down CPU: how
// long each key typed into its search box takes to show its list, on the
// page's own clock. The generated articles replace the built-in articles'
// chunk, so the app code is the one that ships; the Firebase-mode build reads
// them from the Firestore stand-in instead.
import { readdir, readFile } from "node:fs/promises";
import { articlesModuleSource, generateArticles } from "./generate-articles.mjs";
import * as lib from "./lib.mjs";

export const ARTICLE_COUNT = 1000;
const WORD = "electrolytes";
/** The export of src/content/articles that the built-in store imports: minified names change, it does not. */
const ARTICLES_EXPORT = "builtInArticles";

/** The built chunk of src/content/articles, found by its export. */
async function findArticlesChunk(/** @type {URL} */ assetsDir) {
  const name = ARTICLES_EXPORT;
  const exported = new RegExp(`export\\s*\\{[^}]*\\b${name}\\s*[,}]|export\\s+const\\s+${name}\\b`);
  for (const file of (await readdir(assetsDir)).filter((file) => file.endsWith(".js"))) {
    if (exported.test(await readFile(new URL(file, assetsDir), "utf8"))) return file;
  }
  throw new Error(`No chunk in ${assetsDir.pathname} exports ${name}.`);
}

/**
 * In the page, before a key is typed: `__painted`, the ms from the keydown to the first paint after
 * React committed the list for `text`, which it does with the search box's `value` attribute (a message
 * posted from an animation frame arrives after its paint); never, if not within 5 s.
 */
function timeNextKey(/** @type {Element} */ input, /** @type {string} */ text) {
  /** @type {any} */ (window).__painted = new Promise((resolve) => {
    let keyAt = 0;
    addEventListener("keydown", (event) => (keyAt = event.timeStamp), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (input.getAttribute("value") !== text) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - keyAt);
        channel.port2.postMessage(null);
      });
    }).observe(input, { attributeFilter: ["value"] });
    setTimeout(() => resolve(Infinity), 5_000);
  });
}

/**
 * One load of the list in a fresh context on Lighthouse's phone screen, then the word typed.
 * @param {lib.Browser} browser
 * @param {string} url
 * @param {string | undefined} chunk the built-in articles' chunk, answered with `body`
 * @param {string} body
 */
async function measureOnce(browser, url, chunk, body) {
  const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
  const options = { ...phone, deviceScaleFactor: 1.75, warmUp: `${url}/favicon.svg` };
  const { context, page } = await lib.openSlowPage(browser, options);
  const javascript = { contentType: "text/javascript", body };
  if (chunk) await context.route(`**/assets/${chunk}`, (route) => route.fulfill(javascript));
  await page.goto(`${url}/articles`, { waitUntil: "commit" });
  // The prerendered cards carry no bodies; the full list loads as the reader
  // turns to the search box, which happens at once here.
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
    // A brisk typist's pace; later work of this keystroke is not charged to the next.
    await page.waitForTimeout(150);
  }
  const finalValue = await box.inputValue();
  await context.close();
  return { keystrokesMs, finalValue };
}

/**
 * `runs` loads of the list, reported under `name`; `assetsDir` null for the Firebase-mode build.
 * @param {string} name
 * @param {lib.PartOptions & { assetsDir: URL | null }} options
 * @returns {Promise<lib.Section>}
 */
export async function measureArticleList(name, { url, chromePath, assetsDir, runs, log }) {
  const chunk = assetsDir ? await findArticlesChunk(assetsDir) : undefined;
  const body = articlesModuleSource(generateArticles(ARTICLE_COUNT), ARTICLES_EXPORT);
  const results = await lib.withChromium(chromePath, async (browser) => {
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      results.push(await measureOnce(browser, url, chunk, body));
      log(`  run ${run}/${runs}: ${results.at(-1)?.keystrokesMs.map(Math.round).join(", ")} ms a key`);
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
