// Pure helpers of `npm run bench` (scripts/bench/run.mjs): medians, the
// numbers taken from a Lighthouse report, the throttled real-browser runs'
// summaries, time to hydrated, the targets, and the Markdown report. No I/O.

/**
 * @typedef {object} PageMetrics One Lighthouse run of one page.
 * @property {number} performance Category scores, 0–100.
 * @property {number} accessibility
 * @property {number} bestPractices
 * @property {number} seo
 * @property {number} fcpMs First Contentful Paint (simulated), ms.
 * @property {number} lcpMs Largest Contentful Paint (simulated), ms.
 * @property {number} tbtMs Total Blocking Time (simulated), ms.
 * @property {number} cls Cumulative Layout Shift (unitless).
 * @property {number} speedIndexMs Speed Index (simulated), ms.
 * @property {number} jsBytes Transfer size of all scripts, bytes.
 * @property {number} cssBytes Transfer size of all stylesheets, bytes.
 * @property {number} observedFcpMs First paint of the real, unthrottled load the simulation starts from, ms.
 * @property {number} observedDclMs DOMContentLoaded of that load, ms (module scripts have run by then).
 * @property {number} benchmarkIndex Lighthouse's CPU benchmark of the machine during the run (higher is faster).
 */

/**
 * @typedef {object} PageSummary The medians of a page's runs.
 * @property {string} path
 * @property {PageMetrics[]} runs
 * @property {PageMetrics} median
 * @property {number} minPerformance The lowest performance score of the runs.
 */

/**
 * @typedef {object} Keystroke One typed character on the article list.
 * @property {string} query The search text after the keystroke.
 * @property {number | null} listPaintMs keydown → first paint after React committed the list for `query`; null if it never did.
 * @property {number | null} eventMs Event Timing duration of the interaction (INP-style); null when under the 16 ms threshold.
 */

/**
 * @typedef {object} ArticleListRun One load of the article list with generated articles.
 * @property {number} articleCount
 * @property {number} timeToListMs Navigation start → first paint showing the heading with the count and the first cards.
 * @property {Keystroke[]} keystrokes
 * @property {string} finalValue The search box's value after typing (equal to the word unless characters were lost).
 */

/**
 * @typedef {object} ArticleListSummary
 * @property {number} articleCount
 * @property {string} word The word typed into the search box.
 * @property {number} cpuSlowdown
 * @property {ArticleListRun[]} runs
 * @property {{ timeToListMs: number, slowestKeystrokeMs: number, medianKeystrokeMs: number, slowestEventMs: number }} median
 * @property {number} lostCharacters Characters missing from the search box after typing, over all runs.
 */

/**
 * The median; the mean of the two middle values for an even count.
 * @param {readonly number[]} values
 * @returns {number}
 */
export function median(values) {
  if (values.length === 0) throw new RangeError("median() needs at least one value");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  // `values` is not empty, so both indexes below are in range.
  const upper = /** @type {number} */ (sorted[middle]);
  if (sorted.length % 2 === 1) return upper;
  const lower = /** @type {number} */ (sorted[middle - 1]);
  return (lower + upper) / 2;
}

/**
 * The pages Lighthouse measures: the landing page, the list, an article (SPA
 * fallback, rendered in the browser), a tool and a diet guide.
 */
export const BENCH_PATHS = Object.freeze([
  "/",
  "/articles",
  "/articles/10-benefits-of-fasting",
  "/tools/macro-calculator",
  "/diets/ketogenic-diet",
]);

/** Lighthouse categories, as `onlyCategories` and in the report. */
export const CATEGORIES = Object.freeze(["performance", "accessibility", "best-practices", "seo"]);

/** @type {readonly (keyof PageMetrics)[]} */
export const METRIC_KEYS = Object.freeze([
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cls",
  "speedIndexMs",
  "jsBytes",
  "cssBytes",
  "observedFcpMs",
  "observedDclMs",
  "benchmarkIndex",
]);

/**
 * @param {any} lhr
 * @param {string} id
 * @returns {number}
 */
function auditValue(lhr, id) {
  const value = lhr.audits?.[id]?.numericValue;
  if (typeof value !== "number") throw new Error(`The Lighthouse report has no value for "${id}".`);
  return value;
}

/**
 * @param {any} lhr
 * @param {string} id
 * @returns {number}
 */
function categoryScore(lhr, id) {
  const score = lhr.categories?.[id]?.score;
  if (typeof score !== "number") throw new Error(`The Lighthouse report has no "${id}" score.`);
  return Math.round(score * 100);
}

/**
 * Transfer bytes of one resource type from the `resource-summary` audit.
 * @param {any} lhr
 * @param {string} resourceType "script", "stylesheet", …
 * @returns {number}
 */
function transferBytes(lhr, resourceType) {
  /** @type {{ resourceType: string, transferSize: number }[]} */
  const items = lhr.audits?.["resource-summary"]?.details?.items ?? [];
  return items.find((item) => item.resourceType === resourceType)?.transferSize ?? 0;
}

/**
 * A number from the `metrics` audit's observed (unthrottled) timings.
 * @param {any} lhr
 * @param {string} key
 */
function observedValue(lhr, key) {
  const value = lhr.audits?.metrics?.details?.items?.[0]?.[key];
  return typeof value === "number" ? value : NaN;
}

/**
 * The numbers the bench keeps from one Lighthouse result (`lhr`).
 * @param {any} lhr
 * @returns {PageMetrics}
 */
export function summarizeLighthouseRun(lhr) {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    performance: categoryScore(lhr, "performance"),
    accessibility: categoryScore(lhr, "accessibility"),
    bestPractices: categoryScore(lhr, "best-practices"),
    seo: categoryScore(lhr, "seo"),
    fcpMs: auditValue(lhr, "first-contentful-paint"),
    lcpMs: auditValue(lhr, "largest-contentful-paint"),
    tbtMs: auditValue(lhr, "total-blocking-time"),
    cls: auditValue(lhr, "cumulative-layout-shift"),
    speedIndexMs: auditValue(lhr, "speed-index"),
    jsBytes: transferBytes(lhr, "script"),
    cssBytes: transferBytes(lhr, "stylesheet"),
    observedFcpMs: observedValue(lhr, "observedFirstContentfulPaint"),
    observedDclMs: observedValue(lhr, "observedDomContentLoaded"),
    benchmarkIndex:
      typeof lhr.environment?.benchmarkIndex === "number" ? lhr.environment.benchmarkIndex : NaN,
  };
}

/**
 * What a Lighthouse result says about the causes of a slow page: the LCP
 * element and its phases, render-blocking requests, unused JavaScript, the
 * longest main-thread tasks and the layout shifts. Missing audits are skipped.
 * @param {any} lhr
 */
export function extractDiagnostics(lhr) {
  const origin = lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).origin : "";
  /** @param {string} url */
  const short = (url) => (origin && url.startsWith(origin) ? url.slice(origin.length) : url);
  /** @param {string} id @returns {any[]} */
  const items = (id) => lhr.audits?.[id]?.details?.items ?? [];

  const [elementTable, phaseTable] = items("largest-contentful-paint-element");
  const lcpNode = elementTable?.items?.[0]?.node;
  return {
    lcpElement: lcpNode
      ? { selector: lcpNode.selector, text: lcpNode.nodeLabel, snippet: lcpNode.snippet }
      : null,
    /** @type {{ phase: string, ms: number }[]} */
    lcpPhases: (phaseTable?.items ?? []).map((/** @type {any} */ item) => ({
      phase: item.phase,
      ms: Math.round(item.timing),
    })),
    /** @type {{ url: string, bytes: number, ms: number }[]} */
    renderBlocking: items("render-blocking-insight").map((item) => ({
      url: short(item.url),
      bytes: item.totalBytes,
      ms: Math.round(item.wastedMs ?? 0),
    })),
    /** @type {{ url: string, bytes: number, unusedBytes: number }[]} */
    unusedJavaScript: items("unused-javascript")
      .slice(0, 5)
      .map((item) => ({ url: short(item.url), bytes: item.totalBytes, unusedBytes: item.wastedBytes })),
    /** @type {{ url: string, ms: number }[]} */
    longTasks: items("long-tasks")
      .slice(0, 5)
      .map((item) => ({ url: short(item.url), ms: Math.round(item.duration) })),
    /** @type {{ element: string, score: number, causes: string[] }[]} */
    layoutShifts: items("layout-shifts").map((item) => ({
      element: item.node?.selector ?? "",
      score: item.score,
      causes: (item.subItems?.items ?? []).map(
        (/** @type {any} */ sub) => `${sub.cause}${sub.extra?.value ? ` (${short(sub.extra.value)})` : ""}`,
      ),
    })),
  };
}

/**
 * A page's runs reduced to medians (each metric on its own) and the lowest
 * performance score.
 * @param {string} path
 * @param {readonly PageMetrics[]} runs
 * @returns {PageSummary}
 */
export function summarizePage(path, runs) {
  if (runs.length === 0) throw new RangeError(`No Lighthouse runs for ${path}`);
  const medians = /** @type {PageMetrics} */ (
    Object.fromEntries(METRIC_KEYS.map((key) => [key, median(runs.map((run) => run[key]))]))
  );
  return {
    path,
    runs: [...runs],
    median: medians,
    minPerformance: Math.min(...runs.map((run) => run.performance)),
  };
}

/**
 * The index of the run whose performance score is the median (the one whose
 * report is kept to read the causes from).
 * @param {readonly PageMetrics[]} runs
 * @returns {number}
 */
export function medianRunIndex(runs) {
  const order = runs.map((run, index) => ({ score: run.performance, lcp: run.lcpMs, index }));
  order.sort((a, b) => a.score - b.score || b.lcp - a.lcp);
  return /** @type {{ index: number }} */ (order[Math.floor((order.length - 1) / 2)]).index;
}

/**
 * The article list runs reduced to medians over the runs of: time to the
 * list, each run's slowest and median keystroke, each run's slowest Event
 * Timing interaction. A keystroke that never showed its list counts as
 * Infinity, so it can only fail the target.
 * @param {{ articleCount: number, word: string, cpuSlowdown: number }} setup
 * @param {readonly ArticleListRun[]} runs
 * @returns {ArticleListSummary}
 */
export function summarizeArticleList({ articleCount, word, cpuSlowdown }, runs) {
  if (runs.length === 0) throw new RangeError("No article list runs");
  const perRun = runs.map((run) => {
    const paints = run.keystrokes.map((key) => key.listPaintMs ?? Infinity);
    const events = run.keystrokes.map((key) => key.eventMs ?? 0);
    return {
      slowest: paints.length > 0 ? Math.max(...paints) : 0,
      median: paints.length > 0 ? median(paints) : 0,
      slowestEvent: events.length > 0 ? Math.max(...events) : 0,
    };
  });
  return {
    articleCount,
    word,
    cpuSlowdown,
    runs: [...runs],
    median: {
      timeToListMs: median(runs.map((run) => run.timeToListMs)),
      slowestKeystrokeMs: median(perRun.map((run) => run.slowest)),
      medianKeystrokeMs: median(perRun.map((run) => run.median)),
      slowestEventMs: median(perRun.map((run) => run.slowestEvent)),
    },
    lostCharacters: runs.reduce((sum, run) => sum + Math.max(0, word.length - run.finalValue.length), 0),
  };
}

/**
 * The throttled measurement (scripts/bench/throttled.mjs): a phone in a real
 * Chromium whose network and CPU DevTools slow down, as opposed to
 * Lighthouse's simulation. The network numbers are Lighthouse's "slow 4G"
 * ones, applied per request by Chromium: 150 ms added to every request
 * (DevTools throttling cannot add it to connection set-up), 1.6 Mbit/s down
 * and 750 kbit/s up shared by all requests. 1 Mbit = 1024 × 1024 bits.
 */
export const THROTTLED_SETUP = Object.freeze({
  network: Object.freeze({
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  }),
  cpuSlowdown: 4,
  viewport: Object.freeze({ width: 390, height: 844 }),
  // 2 rather than a real phone's 3: without a GPU the renderer rasterises in
  // software, and 2.25× the pixels would slow paints in a way phones do not.
  deviceScaleFactor: 2,
  // A tap that did nothing is repeated after this long; the page is asked 50 ms after each.
  tapIntervalMs: 75,
  // Tapping stops after this long, or once this many pages have loaded (a tap before hydration submits the form natively).
  tapTimeoutMs: 30_000,
  maxDocuments: 5,
});

/** The pages of the throttled measurement; the tool is tapped on its own page only. */
export const THROTTLED_PATHS = Object.freeze([
  "/",
  "/articles",
  "/articles/10-benefits-of-fasting",
  "/tools/fasting-schedule",
]);
export const THROTTLED_TOOL_PATH = "/tools/fasting-schedule";

/**
 * @typedef {object} TapResult Repeated taps on one control, in a load of its own.
 * @property {number | null} tapMs When the tap that worked touched the screen (its `pointerdown`), ms from the first navigation's start; null if none worked in time.
 * @property {number | null} answeredMs When the page was seen answering (menu open, tool result shown), same clock.
 * @property {string | null} answer What answered: "menu", or the tool's "results", "loading" or "alert".
 * @property {number} taps Taps sent until it worked (or until the time limit).
 * @property {number | null} firstTapMs The first tap, same clock: how soon after the first paint the page let the tapping start.
 * @property {number} fcpMs First Contentful Paint of this load.
 * @property {number} documents Documents loaded; more than 1 when a tap submitted the form natively (before hydration).
 * @property {number | null} reloadTapMs The first tap that submitted the form natively, same clock; null if none did.
 * @property {number} lostAnswers Answers a native form submission already on its way then replaced with a fresh page.
 * @property {boolean} answeredBeforeTap The menu was open before the first tap (the measure then means nothing). A tool answer shown before a page's first tap is not counted as one.
 */

/**
 * @typedef {object} ThrottledRun One run of one page: three loads, each in a fresh browser context.
 * @property {number} fcpMs First Contentful Paint of the load that is not touched.
 * @property {number} lcpMs Largest Contentful Paint of that load, read once it settled (load, network idle).
 * @property {string} lcpElement The LCP element, e.g. "h1" or "img /images/x.webp".
 * @property {TapResult} menu
 * @property {TapResult | null} tool Only on the tool's page.
 */

/**
 * @typedef {object} Spread
 * @property {number} median
 * @property {number} min
 * @property {number} max
 */

/**
 * @typedef {object} ThrottledPageSummary
 * @property {string} path
 * @property {ThrottledRun[]} runs
 * @property {Spread} fcpMs
 * @property {Spread} lcpMs
 * @property {Spread} menuTapMs A run whose menu never opened counts as Infinity.
 * @property {Spread | null} toolTapMs
 * @property {number} formSubmissions Tool runs in which a tap reloaded the page (native form submission).
 */

/**
 * Median, lowest and highest value.
 * @param {readonly number[]} values
 * @returns {Spread}
 */
export function spread(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/**
 * A tap measurement as a number: a tap that never worked is Infinity, so it can only miss targets.
 * @param {TapResult} result
 */
export const tapValue = (result) =>
  result.tapMs === null || result.answeredBeforeTap ? Infinity : result.tapMs;

/**
 * A page's throttled runs reduced to medians and ranges.
 * @param {string} path
 * @param {readonly ThrottledRun[]} runs
 * @returns {ThrottledPageSummary}
 */
export function summarizeThrottledPage(path, runs) {
  if (runs.length === 0) throw new RangeError(`No throttled runs for ${path}`);
  const toolRuns = runs.flatMap((run) => (run.tool ? [run.tool] : []));
  return {
    path,
    runs: [...runs],
    fcpMs: spread(runs.map((run) => run.fcpMs)),
    lcpMs: spread(runs.map((run) => run.lcpMs)),
    menuTapMs: spread(runs.map((run) => tapValue(run.menu))),
    toolTapMs: toolRuns.length > 0 ? spread(toolRuns.map(tapValue)) : null,
    formSubmissions: toolRuns.filter((tool) => tool.documents > 1).length,
  };
}

/**
 * The throttled measurement's targets: pages paint fast, the menu works from
 * the first paint (a tap within 100 ms of it opens the menu), the tool
 * answers a tap from 1.5 s on.
 */
export const THROTTLED_TARGETS = Object.freeze({
  fcpMs: 800,
  menuAfterFcpMs: 100,
  toolTapMs: 1500,
});

/**
 * Which of a page's throttled targets its medians meet; null where not measured.
 * @param {ThrottledPageSummary} page
 */
export function throttledTargetsMet(page) {
  return {
    fcp: page.fcpMs.median <= THROTTLED_TARGETS.fcpMs,
    menu: page.menuTapMs.median <= page.fcpMs.median + THROTTLED_TARGETS.menuAfterFcpMs,
    tool: page.toolTapMs ? page.toolTapMs.median <= THROTTLED_TARGETS.toolTapMs : null,
  };
}

/**
 * The targets (issues 8 and 16). Lighthouse targets apply to every page's
 * medians (performance also to its lowest run); the keystroke target to the
 * 1,000-article list.
 */
export const TARGETS = Object.freeze({
  performance: { median: 100, min: 98 },
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 65,
  cls: 0.01,
  slowestKeystrokeMs: 64,
});

/**
 * @typedef {object} TargetCheck
 * @property {string} scope A page path or "article list".
 * @property {string} target What is checked, e.g. "LCP ≤ 1.5 s".
 * @property {string} actual The measured value, formatted.
 * @property {boolean} met
 */

/**
 * Which of a page's targets its medians meet.
 * @param {PageSummary} page
 */
export function pageTargetsMet({ median: m, minPerformance }) {
  return {
    performance: m.performance >= TARGETS.performance.median && minPerformance >= TARGETS.performance.min,
    accessibility: m.accessibility >= TARGETS.accessibility,
    bestPractices: m.bestPractices >= TARGETS.bestPractices,
    seo: m.seo >= TARGETS.seo,
    lcp: m.lcpMs <= TARGETS.lcpMs,
    tbt: m.tbtMs <= TARGETS.tbtMs,
    cls: m.cls <= TARGETS.cls,
  };
}

/**
 * Whether the article list meets its target: no keystroke slower, no character lost.
 * @param {ArticleListSummary} list
 */
export function articleListTargetMet(list) {
  return list.median.slowestKeystrokeMs <= TARGETS.slowestKeystrokeMs && list.lostCharacters === 0;
}

/**
 * Every target checked against the summaries.
 * @param {readonly PageSummary[]} pages
 * @param {ArticleListSummary | null} articleList
 * @param {readonly ThrottledPageSummary[]} [throttled]
 * @param {ArticleListSummary | null} [firebaseArticleList] the same list in a Firebase-mode build
 * @returns {TargetCheck[]}
 */
export function checkTargets(pages, articleList, throttled = [], firebaseArticleList = null) {
  const checks = pages.flatMap((page) => {
    const m = page.median;
    const met = pageTargetsMet(page);
    return [
      {
        target: `performance ${TARGETS.performance.median} median, no run below ${TARGETS.performance.min}`,
        actual: `${formatScore(m.performance)} (min ${page.minPerformance})`,
        met: met.performance,
      },
      {
        target: `accessibility ${TARGETS.accessibility}`,
        actual: formatScore(m.accessibility),
        met: met.accessibility,
      },
      {
        target: `best-practices ${TARGETS.bestPractices}`,
        actual: formatScore(m.bestPractices),
        met: met.bestPractices,
      },
      { target: `SEO ${TARGETS.seo}`, actual: formatScore(m.seo), met: met.seo },
      { target: `LCP ≤ ${formatMs(TARGETS.lcpMs)}`, actual: formatMs(m.lcpMs), met: met.lcp },
      { target: `TBT ≤ ${formatMs(TARGETS.tbtMs)}`, actual: formatMs(m.tbtMs), met: met.tbt },
      { target: `CLS ≤ ${TARGETS.cls}`, actual: formatCls(m.cls), met: met.cls },
    ].map((check) => ({ scope: page.path, ...check }));
  });
  for (const [scope, list] of /** @type {const} */ ([
    ["article list", articleList],
    ["article list (Firebase mode)", firebaseArticleList],
  ])) {
    if (!list) continue;
    checks.push({
      scope,
      target: `slowest keystroke ≤ ${formatMs(TARGETS.slowestKeystrokeMs)} (${list.articleCount} articles)`,
      actual: formatMs(list.median.slowestKeystrokeMs),
      met: articleListTargetMet(list),
    });
  }
  for (const page of throttled) {
    const met = throttledTargetsMet(page);
    const scope = `${page.path} (throttled)`;
    checks.push(
      {
        scope,
        target: `FCP ≤ ${formatMs(THROTTLED_TARGETS.fcpMs)}`,
        actual: formatMs(page.fcpMs.median),
        met: met.fcp,
      },
      {
        scope,
        target: `menu works at first paint (tap ≤ FCP + ${formatMs(THROTTLED_TARGETS.menuAfterFcpMs)})`,
        actual: `${formatMs(page.menuTapMs.median)}, FCP ${formatMs(page.fcpMs.median)}`,
        met: met.menu,
      },
    );
    if (page.toolTapMs && met.tool !== null) {
      checks.push({
        scope,
        target: `tool answers a tap ≤ ${formatMs(THROTTLED_TARGETS.toolTapMs)}`,
        actual: formatMs(page.toolTapMs.median),
        met: met.tool,
      });
    }
  }
  return checks;
}

/**
 * A score as an integer; `n/a` when not a number.
 * @param {number} score
 */
export function formatScore(score) {
  return Number.isFinite(score) ? String(Math.round(score)) : "n/a";
}

/**
 * Milliseconds: "1.52 s" from one second up, "64 ms" below; "never" for Infinity.
 * @param {number} ms
 */
export function formatMs(ms) {
  if (ms === Infinity) return "never";
  if (!Number.isFinite(ms)) return "n/a";
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

/**
 * Bytes per second as Mbit/s (1 Mbit = 1024 × 1024 bits), two decimals at most: "1.6", "0.73".
 * @param {number} bytesPerSecond
 */
export function formatMegabits(bytesPerSecond) {
  return String(Math.round(((bytesPerSecond * 8) / 1024 / 1024) * 100) / 100);
}

/** @param {number} cls */
export function formatCls(cls) {
  return Number.isFinite(cls) ? cls.toFixed(3) : "n/a";
}

/**
 * Bytes in KiB with one decimal ("142.3 KiB").
 * @param {number} bytes
 */
export function formatBytes(bytes) {
  return Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KiB` : "n/a";
}

/**
 * A Markdown table. Cells must not contain `|` (escaped if they do).
 * @param {readonly string[]} headings
 * @param {readonly (readonly string[])[]} rows
 * @param {readonly ("left" | "right")[]} [align]
 */
export function markdownTable(headings, rows, align = []) {
  const escape = (/** @type {string} */ cell) => cell.replaceAll("|", "\\|");
  const line = (/** @type {readonly string[]} */ cells) => `| ${cells.map(escape).join(" | ")} |`;
  const rule = headings.map((_, index) => (align[index] === "right" ? "---:" : "---"));
  return [line(headings), line(rule), ...rows.map(line)].join("\n");
}

/** @param {boolean} met */
const mark = (met) => (met ? "✅" : "❌");

/**
 * The Lighthouse medians, one row per page; each value with a target is marked met or missed.
 * @param {readonly PageSummary[]} pages
 */
export function formatPagesTable(pages) {
  const rows = pages.map((page) => {
    const { path, median: m, minPerformance } = page;
    const met = pageTargetsMet(page);
    return [
      path,
      `${formatScore(m.performance)} (min ${minPerformance}) ${mark(met.performance)}`,
      `${formatScore(m.accessibility)} ${mark(met.accessibility)}`,
      `${formatScore(m.bestPractices)} ${mark(met.bestPractices)}`,
      `${formatScore(m.seo)} ${mark(met.seo)}`,
      formatMs(m.fcpMs),
      `${formatMs(m.lcpMs)} ${mark(met.lcp)}`,
      `${formatMs(m.tbtMs)} ${mark(met.tbt)}`,
      `${formatCls(m.cls)} ${mark(met.cls)}`,
      formatMs(m.speedIndexMs),
      formatBytes(m.jsBytes),
      formatBytes(m.cssBytes),
    ];
  });
  return markdownTable(
    ["Page", "Perf", "A11y", "BP", "SEO", "FCP", "LCP", "TBT", "CLS", "SI", "JS", "CSS"],
    rows,
    ["left", ...Array.from({ length: 11 }, () => /** @type {const} */ ("right"))],
  );
}

/**
 * The article list medians with their target.
 * @param {ArticleListSummary} list
 */
export function formatArticleListTable(list) {
  const m = list.median;
  const keystrokeMet = articleListTargetMet(list);
  const eventText = (/** @type {number} */ ms) => (ms === 0 ? "< 16 ms" : formatMs(ms));
  return markdownTable(
    ["Measure (median of runs)", "Value", "Target"],
    [
      ["Time to list (navigation → cards painted)", formatMs(m.timeToListMs), "—"],
      [
        "Slowest keystroke (keydown → updated list painted)",
        `${formatMs(m.slowestKeystrokeMs)} ${mark(keystrokeMet)}`,
        `≤ ${formatMs(TARGETS.slowestKeystrokeMs)}`,
      ],
      ["Median keystroke", formatMs(m.medianKeystrokeMs), "—"],
      ["Slowest interaction, Event Timing (INP-style)", eventText(m.slowestEventMs), "—"],
      ["Characters lost while typing (all runs)", String(list.lostCharacters), "0"],
    ],
    ["left", "right", "right"],
  );
}

/**
 * A range of milliseconds, the unit written once when both ends share it: "580–700 ms", "1.05–1.20 s".
 * @param {number} min
 * @param {number} max
 */
export function formatRange(min, max) {
  const [low, high] = [formatMs(min), formatMs(max)];
  const unit = / (ms|s)$/;
  const lowUnit = unit.exec(low)?.[1];
  if (lowUnit !== undefined && lowUnit === unit.exec(high)?.[1]) return `${low.replace(unit, "")}–${high}`;
  return `${low}–${high}`;
}

/**
 * "612 ms (580–700 ms)": the median, then the range of the runs; "never" if no run had a value.
 * @param {Spread} value
 */
export function formatSpread({ median: m, min, max }) {
  if (min === Infinity) return formatMs(min);
  return `${formatMs(m)} (${formatRange(min, max)})`;
}

/**
 * The throttled medians and ranges, one row per page, with their targets marked.
 * @param {readonly ThrottledPageSummary[]} pages
 */
export function formatThrottledTable(pages) {
  const rows = pages.map((page) => {
    const met = throttledTargetsMet(page);
    return [
      page.path,
      `${formatSpread(page.fcpMs)} ${mark(met.fcp)}`,
      formatSpread(page.lcpMs),
      `${formatSpread(page.menuTapMs)} ${mark(met.menu)}`,
      page.toolTapMs && met.tool !== null ? `${formatSpread(page.toolTapMs)} ${mark(met.tool)}` : "—",
    ];
  });
  return markdownTable(["Page", "FCP", "LCP", "Menu tap", "Tool tap"], rows, [
    "left",
    "right",
    "right",
    "right",
    "right",
  ]);
}

/** Observed first paint this much after DOMContentLoaded marks a run as having a late first frame. */
export const LATE_FIRST_PAINT_MS = 500;

/**
 * The runs whose observed (unthrottled) first paint came well after
 * DOMContentLoaded. Lighthouse's simulation counts everything that ran before
 * the observed first paint as needed for it, so such runs report a higher
 * FCP and LCP; on a busy machine they are usually noise (docs/performance.md).
 * @param {readonly PageSummary[]} pages
 * @returns {{ late: number, total: number }}
 */
export function countLateFirstPaints(pages) {
  const runs = pages.flatMap((page) => page.runs);
  return {
    late: runs.filter((run) => run.observedFcpMs - run.observedDclMs > LATE_FIRST_PAINT_MS).length,
    total: runs.length,
  };
}

// Time to hydrated (scripts/bench/hydration.mjs).

export const HYDRATION_SETUP = Object.freeze({
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  targetMs: 1_500,
});

/** The page types measured in the built-in build: one page of each. */
export const HYDRATION_PAGES = Object.freeze([
  { type: "static page", path: "/about" },
  { type: "article", path: "/articles/10-benefits-of-fasting" },
  { type: "tool", path: "/tools/macro-calculator" },
  // An article published after the deploy: served by the SPA fallback, which
  // loads the article route and reads the article in the browser.
  { type: "SPA fallback (unknown article)", path: "/articles/published-since-the-deploy" },
]);

/** Firebase mode's article list, read from the Firestore stand-in. */
export const FIREBASE_LIST_PAGE = Object.freeze({ type: "article list, Firebase mode", path: "/articles" });

/**
 * @typedef {{ type: string, path: string, runsMs: number[], medianMs: number, minMs: number, maxMs: number }} HydrationSummary
 * @param {{ type: string, path: string, runsMs: number[] }} page
 * @returns {HydrationSummary}
 */
export function summarizeHydration(page) {
  return {
    ...page,
    medianMs: median(page.runsMs),
    minMs: Math.min(...page.runsMs),
    maxMs: Math.max(...page.runsMs),
  };
}

/** @param {readonly HydrationSummary[]} pages */
export function formatHydrationTable(pages) {
  return markdownTable(
    ["Page type", "Path", "Hydrated (median)", "Range", "Target"],
    pages.map((page) => [
      page.type,
      page.path,
      `${formatMs(page.medianMs)} ${mark(page.medianMs <= HYDRATION_SETUP.targetMs)}`,
      `${formatMs(page.minMs)}–${formatMs(page.maxMs)}`,
      `≤ ${formatMs(HYDRATION_SETUP.targetMs)}`,
    ]),
    ["left", "left", "right", "right", "right"],
  );
}

// Search as the reader types (scripts/bench/search.mjs).

export const SEARCH_SETUP = Object.freeze({
  cpuSlowdown: 4,
  /** 90 % of keystrokes answer within this. */
  targetMs: 100,
  queries: ["does coffee break a fast", "keto flu", "protein on a vegan diet", "16:8"],
});

/** @param {readonly number[]} values @returns {number} */
const percentile90 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.9) - 1)] ?? Number.NaN;
};

/**
 * @typedef {{
 *   firstSearchMs: number, keystrokesMs: number[], workerMs: number[],
 *   medianMs: number, p90Ms: number, maxMs: number,
 *   workerMedianMs: number, slowWorkerP90Ms: number,
 * }} SearchSummary
 *   `slowWorkerP90Ms`: the 90th percentile with the worker's time counted
 *   `cpuSlowdown` times, as if Chromium could slow the worker down too
 * @param {{ firstSearchMs: number, keystrokesMs: number[], workerMs: number[] }} measured
 * @returns {SearchSummary}
 */
export function summarizeSearch(measured) {
  const sorted = [...measured.keystrokesMs].sort((a, b) => a - b);
  const extra = SEARCH_SETUP.cpuSlowdown - 1;
  return {
    ...measured,
    medianMs: median(sorted),
    p90Ms: percentile90(sorted),
    maxMs: sorted.at(-1) ?? Number.NaN,
    workerMedianMs: median(measured.workerMs),
    slowWorkerP90Ms: percentile90(
      measured.keystrokesMs.map((ms, index) => ms + extra * (measured.workerMs[index] ?? 0)),
    ),
  };
}

/**
 * @typedef {object} BenchResults Everything one bench run writes as JSON.
 * @property {1} version
 * @property {string} date ISO date of the start.
 * @property {Record<string, unknown> & { description: string }} machine
 * @property {Record<string, unknown>} settings
 * @property {PageSummary[]} pages
 * @property {Record<string, ReturnType<typeof extractDiagnostics>>} diagnostics Per page, from its median run.
 * @property {ArticleListSummary | null} articleList
 * @property {ArticleListSummary | null} [firebaseArticleList] The list in a Firebase-mode build, reading the Firestore stand-in.
 * @property {ThrottledPageSummary[]} [throttled] The throttled real-browser runs, when measured.
 * @property {HydrationSummary[]} [hydration] Time to hydrated per page type, when measured.
 * @property {SearchSummary | null} [search] Search per keystroke, when measured.
 * @property {TargetCheck[]} targets
 */

/**
 * The whole report as Markdown (stdout, `<timestamp>.md`, `latest.md`).
 * @param {BenchResults} results
 */
export function formatReport(results) {
  const missed = results.targets.filter((check) => !check.met);
  const lines = [`# Bench ${results.date}`, "", `Machine: ${results.machine.description}`, ""];
  if (results.pages.length > 0) {
    lines.push(
      `Lighthouse ${String(results.settings.lighthouse)}, mobile, simulated throttling; ` +
        `${String(results.settings.runsPerPage)} runs per page, medians (Perf shows the lowest run too). ` +
        "How to read it: docs/performance.md.",
      "",
      formatPagesTable(results.pages),
      "",
    );
  }
  const { late, total } = countLateFirstPaints(results.pages);
  if (late > 0) {
    lines.push(
      `Late first paint (observed more than ${LATE_FIRST_PAINT_MS} ms after DOMContentLoaded) in ${late} of ${total} runs: ` +
        "their FCP and LCP include all the JavaScript that ran first. Common on a busy machine; see docs/performance.md.",
      "",
    );
  }
  if (results.articleList) {
    lines.push(
      `Article list: ${results.articleList.articleCount} generated articles, ` +
        `${results.articleList.cpuSlowdown}× CPU slowdown, typing "${results.articleList.word}"; ` +
        `${results.articleList.runs.length} runs.`,
      "",
      formatArticleListTable(results.articleList),
      "",
    );
  }
  if (results.firebaseArticleList) {
    lines.push(
      `Article list, Firebase mode: the Firebase-mode build reading ${results.firebaseArticleList.articleCount} ` +
        `generated articles from the Firestore stand-in, ${results.firebaseArticleList.cpuSlowdown}× CPU slowdown, ` +
        `typing "${results.firebaseArticleList.word}"; ${results.firebaseArticleList.runs.length} runs.`,
      "",
      formatArticleListTable(results.firebaseArticleList),
      "",
    );
  }
  if (results.throttled && results.throttled.length > 0) {
    const runCount = Math.max(...results.throttled.map((page) => page.runs.length));
    const { network, cpuSlowdown, viewport, deviceScaleFactor } = THROTTLED_SETUP;
    lines.push(
      `Throttled, in a real Chromium: ${viewport.width} × ${viewport.height} phone at ${deviceScaleFactor}×, ` +
        `${formatMegabits(network.downloadThroughput)} Mbit/s down, ${formatMegabits(network.uploadThroughput)} Mbit/s up, ` +
        `${network.latency} ms per request, ${cpuSlowdown}× CPU; ${runCount} runs per page, median (range). ` +
        "Taps are times since navigation start of the tap that worked, repeated until one did.",
      "",
      formatThrottledTable(results.throttled),
      "",
    );
    const toolRuns = results.throttled.flatMap((page) =>
      page.runs.flatMap((run) => (run.tool ? [run.tool] : [])),
    );
    const reloaded = toolRuns.filter((tool) => tool.documents > 1);
    if (reloaded.length > 0) {
      const stuck = reloaded.filter((tool) => tool.tapMs === null).length;
      lines.push(
        `In ${reloaded.length} of ${toolRuns.length} tool runs a tap before hydration submitted the form natively ` +
          `and reloaded the page (first at ${formatMs(median(reloaded.map((tool) => tool.reloadTapMs ?? NaN)))}, median); ` +
          "taps go on in the new page, counted from the first load's start" +
          (stuck > 0
            ? `; in ${stuck} the tool never answered before tapping stopped (${THROTTLED_SETUP.maxDocuments} loads).`
            : "."),
        "",
      );
    }
  }
  if (results.hydration && results.hydration.length > 0) {
    const { cpuSlowdown, viewport } = HYDRATION_SETUP;
    lines.push(
      `Time to hydrated: navigation start → the page answers input (React hydrated, \`data-hydrated\` set); ` +
        `localhost, no network throttling, ${cpuSlowdown}× CPU, ${viewport.width} × ${viewport.height}, ` +
        `${String(results.hydration[0]?.runsMs.length ?? 0)} runs per page, a fresh browser context each.`,
      "",
      formatHydrationTable(results.hydration),
      "",
    );
  }
  if (results.search) {
    const { search } = results;
    lines.push(
      `Search as the reader types (${SEARCH_SETUP.cpuSlowdown}× CPU, localhost, the whole site indexed; ` +
        `${String(search.keystrokesMs.length)} keystrokes over ${SEARCH_SETUP.queries.map((query) => `“${query}”`).join(", ")}): ` +
        `key to results on screen, median ${formatMs(search.medianMs)}, 90th percentile ${formatMs(search.p90Ms)} ` +
        `${mark(search.p90Ms <= SEARCH_SETUP.targetMs)} (target ≤ ${formatMs(SEARCH_SETUP.targetMs)}), ` +
        `slowest ${formatMs(search.maxMs)}; the visit's first search, which loads the engine, ${formatMs(search.firstSearchMs)}. ` +
        `Of each keystroke, the search worker (which Chromium does not slow down) took a median ${formatMs(search.workerMedianMs)}; ` +
        `with its time counted ${String(SEARCH_SETUP.cpuSlowdown)}× too, the 90th percentile would be ${formatMs(search.slowWorkerP90Ms)}.`,
      "",
    );
  }
  const metCount = results.targets.length - missed.length;
  lines.push(`Targets met: ${metCount} of ${results.targets.length}.`);
  if (missed.length > 0) {
    lines.push("", "Missed:", "");
    for (const check of missed) lines.push(`- ${check.scope}: ${check.target} — measured ${check.actual}`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * A file-name-safe timestamp: "2025-07-21T08-00-00Z".
 * @param {Date} date
 */
export function timestampForFile(date) {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
}

/**
 * A file-name-safe slug of a page path: "/" → "home", "/tools/x" → "tools-x".
 * @param {string} path
 */
export function pathSlug(path) {
  const slug = path.replace(/^\/+|\/+$/g, "").replaceAll("/", "-");
  return slug === "" ? "home" : slug;
}

/**
 * The built chunk that exports `exportName` (e.g. the lazily imported
 * `builtInArticles` of src/content/articles): minified names change, export
 * names of a dynamically imported chunk do not.
 * @param {readonly { name: string, text: string }[]} files
 * @param {string} exportName
 * @returns {string} the file name
 */
export function findChunkExporting(files, exportName) {
  const exported = new RegExp(
    `export\\s*\\{[^}]*\\b${exportName}\\s*[,}]|export\\s+const\\s+${exportName}\\b`,
  );
  const matches = files.filter((file) => file.name.endsWith(".js") && exported.test(file.text));
  if (matches.length !== 1) {
    throw new Error(
      `Expected one built chunk exporting "${exportName}", found ${matches.length}` +
        (matches.length > 0 ? `: ${matches.map((file) => file.name).join(", ")}` : ""),
    );
  }
  return /** @type {{ name: string }} */ (matches[0]).name;
}
