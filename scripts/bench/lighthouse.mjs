// Lighthouse's mobile setting, as PageSpeed Insights judges pages, with a fresh Chromium per run.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs } from "../lib/chromium.mjs";
import { ARTICLE_PATH, check, formatMs, mark, median } from "./lib.mjs";

const PAGES = ["/", "/articles", ARTICLE_PATH, "/tools/macro-calculator", "/diets/ketogenic-diet"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const round = (/** @type {number} */ value) => String(Math.round(value));
const fixed3 = (/** @type {number} */ value) => value.toFixed(3);
const kib = (/** @type {number} */ value) => `${(value / 1024).toFixed(1)} KiB`;
// Targets apply to the median (`min`, `max`) or every run (`lowest`): fast only most of the time is not fast.
const COLUMNS = [
  { key: "performance", heading: "Perf", category: "performance", format: round, min: 100, lowest: 98 },
  { key: "accessibility", heading: "A11y", category: "accessibility", format: round, min: 100 },
  { key: "bestPractices", heading: "BP", category: "best-practices", format: round, min: 100 },
  { key: "seo", heading: "SEO", category: "seo", format: round, min: 100 },
  { key: "fcpMs", heading: "FCP", audit: "first-contentful-paint", format: formatMs },
  { key: "lcpMs", heading: "LCP", audit: "largest-contentful-paint", format: formatMs, max: 1200 },
  { key: "tbtMs", heading: "TBT", audit: "total-blocking-time", format: formatMs, max: 65 },
  { key: "cls", heading: "CLS", audit: "cumulative-layout-shift", format: fixed3, max: 0.01 },
  { key: "speedIndexMs", heading: "SI", audit: "speed-index", format: formatMs },
  { key: "jsBytes", heading: "JS", resource: "script", format: kib },
  { key: "cssBytes", heading: "CSS", resource: "stylesheet", format: kib },
];

async function runLighthouse(/** @type {string} */ url, /** @type {string} */ chromePath) {
  const chromeFlags = ["--headless=new", "--ignore-certificate-errors", ...chromiumArgs];
  const chrome = await launch({ chromePath, chromeFlags, logLevel: "silent" });
  const options = { port: chrome.port, logLevel: /** @type {const} */ ("error"), onlyCategories: CATEGORIES };
  const lhr = /** @type {any} */ (await lighthouse(url, options).finally(() => chrome.kill()))?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr?.runtimeError?.message}`);
  /** @type {{ resourceType: string, transferSize: number }[]} */
  const resources = lhr.audits["resource-summary"].details.items;
  const run = /** @type {Record<string, number>} */ ({ benchmarkIndex: lhr.environment.benchmarkIndex });
  for (const { key, category, audit, resource } of COLUMNS) {
    if (category) run[key] = Math.round(lhr.categories[category].score * 100);
    else if (audit) run[key] = lhr.audits[audit].numericValue;
    else run[key] = resources.find((item) => item.resourceType === resource)?.transferSize ?? 0;
  }
  return { version: lhr.lighthouseVersion, run };
}

/** `floorUrl` serves the empty React Router page (./floor.mjs), measured first for comparison. */
export async function measureLighthouse(
  /** @type {import("./lib.mjs").PartOptions & { floorUrl: string }} */ options,
) {
  const { url, floorUrl, chromePath, runs, log } = options;
  let version = "";
  const pages = [
    { path: "floor", url: `${floorUrl}/`, runs: /** @type {Record<string, number>[]} */ ([]) },
    ...PAGES.map((path) => ({
      path,
      url: `${url}${path}`,
      runs: /** @type {Record<string, number>[]} */ ([]),
    })),
  ];
  for (const { path, url: pageUrl, runs: pageRuns } of pages) {
    for (let run = 1; run <= runs; run += 1) {
      // Lighthouse now and then fails to record a load (NO_NAVSTART): such a run is tried once more.
      const result = await runLighthouse(pageUrl, chromePath).catch((error) => {
        log(`  ${path} run ${run}: ${String(error).split("\n")[0]}; once more`);
        return runLighthouse(pageUrl, chromePath);
      });
      version = result.version;
      pageRuns.push(result.run);
      log(`  ${path} run ${run}/${runs}: performance ${result.run.performance}`);
    }
  }
  const targets = /** @type {import("./lib.mjs").TargetCheck[]} */ ([]);
  const rows = pages.map(({ path, runs }) => [
    path === "floor" ? "floor: an empty React Router page" : path,
    ...COLUMNS.map(({ key, heading, format, min, max, lowest }) => {
      const values = runs.map((run) => run[key] ?? NaN);
      const [middle, low] = [median(values), Math.min(...values)];
      const shown = lowest === undefined ? format(middle) : `${format(middle)} (min ${low})`;
      // The floor is for comparison: an empty page has no targets.
      if ((min === undefined && max === undefined) || path === "floor") return shown;
      const met = middle >= (min ?? -Infinity) && middle <= (max ?? Infinity) && low >= (lowest ?? -Infinity);
      const limit = max === undefined ? String(min) : `≤ ${format(max)}`;
      targets.push(check(path, `${heading} ${limit}${lowest ? `, no run below ${lowest}` : ""}`, shown, met));
      return `${shown} ${mark(met)}`;
    }),
  ]);
  const benchmarkIndex = median(pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex ?? NaN)));
  return {
    intro:
      `Lighthouse ${version}, mobile; ${runs} runs per page, medians (Perf also the lowest run); this machine's ` +
      `CPU benchmark index ${Math.round(benchmarkIndex)} (median; Lighthouse's, higher is faster). The floor row is ` +
      "the empty React Router page, for comparison.",
    headings: ["Page", ...COLUMNS.map((column) => column.heading)],
    rows,
    targets,
    data: { lighthouse: version, benchmarkIndex, pages },
  };
}
