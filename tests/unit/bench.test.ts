import { describe, expect, test } from "vitest";
import {
  articlesModuleSource,
  generateArticles,
  seededRandom,
} from "../../scripts/bench/generate-articles.mjs";
import {
  checkTargets,
  countLateFirstPaints,
  extractDiagnostics,
  findChunkExporting,
  formatArticleListTable,
  formatBytes,
  formatMs,
  formatPagesTable,
  formatMegabits,
  formatRange,
  formatReport,
  formatSpread,
  formatThrottledTable,
  markdownTable,
  median,
  medianRunIndex,
  pathSlug,
  summarizeArticleList,
  summarizeLighthouseRun,
  summarizePage,
  summarizeThrottledPage,
  tapValue,
  THROTTLED_SETUP,
  throttledTargetsMet,
  timestampForFile,
  type ArticleListRun,
  type PageMetrics,
  type TapResult,
  type ThrottledRun,
} from "../../scripts/bench/lib.mjs";

/** A Lighthouse result with just the fields the bench reads. */
function fakeLhr(overrides: { performance?: number; lcpMs?: number } = {}) {
  return {
    finalDisplayedUrl: "http://127.0.0.1:4321/articles",
    environment: { benchmarkIndex: 1800 },
    categories: {
      performance: { score: (overrides.performance ?? 100) / 100 },
      accessibility: { score: 1 },
      "best-practices": { score: 0.96 },
      seo: { score: 1 },
    },
    audits: {
      "first-contentful-paint": { numericValue: 900.4 },
      "largest-contentful-paint": { numericValue: overrides.lcpMs ?? 1200 },
      "total-blocking-time": { numericValue: 40 },
      "cumulative-layout-shift": { numericValue: 0.002 },
      "speed-index": { numericValue: 1100 },
      metrics: { details: { items: [{ observedFirstContentfulPaint: 210, observedDomContentLoaded: 190 }] } },
      "resource-summary": {
        details: {
          items: [
            { resourceType: "total", transferSize: 200_000 },
            { resourceType: "script", transferSize: 150_000 },
            { resourceType: "stylesheet", transferSize: 12_000 },
          ],
        },
      },
      "largest-contentful-paint-element": {
        details: {
          items: [
            { items: [{ node: { selector: "main h1", nodeLabel: "Explore Articles", snippet: "<h1>" } }] },
            { items: [{ phase: "TTFB", timing: 450.6 }] },
          ],
        },
      },
      "render-blocking-insight": {
        details: {
          items: [{ url: "http://127.0.0.1:4321/assets/root.css", totalBytes: 9000, wastedMs: 300.2 }],
        },
      },
      "layout-shifts": {
        details: {
          items: [
            {
              node: { selector: "h2#banner-title" },
              score: 0.002,
              subItems: {
                items: [
                  { cause: "Web font loaded", extra: { value: "http://127.0.0.1:4321/assets/outfit.woff2" } },
                ],
              },
            },
          ],
        },
      },
    },
  };
}

const metrics = (overrides: Partial<PageMetrics> = {}): PageMetrics => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 40,
  cls: 0.002,
  speedIndexMs: 1100,
  jsBytes: 150_000,
  cssBytes: 12_000,
  observedFcpMs: 210,
  observedDclMs: 190,
  benchmarkIndex: 1800,
  ...overrides,
});

const listRun = (paints: (number | null)[], overrides: Partial<ArticleListRun> = {}): ArticleListRun => ({
  articleCount: 1000,
  timeToListMs: 2000,
  keystrokes: paints.map((listPaintMs, index) => ({
    query: "keto".slice(0, index + 1),
    listPaintMs,
    eventMs: listPaintMs === null ? null : listPaintMs / 2,
  })),
  finalValue: "keto",
  ...overrides,
});

describe("median", () => {
  test.each([
    { values: [3], expected: 3 },
    { values: [98, 100, 99], expected: 99 },
    { values: [4, 1, 3, 2], expected: 2.5 },
    { values: [1, Infinity, 2], expected: 2 },
  ])("of $values is $expected", ({ values, expected }) => {
    expect(median(values)).toBe(expected);
  });

  test("refuses an empty list", () => {
    expect(() => median([])).toThrow(RangeError);
  });

  test("leaves its input unsorted", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("summarizeLighthouseRun", () => {
  test("takes scores as 0–100, metrics in ms and script and stylesheet transfer bytes", () => {
    expect(summarizeLighthouseRun(fakeLhr())).toEqual({
      performance: 100,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      fcpMs: 900.4,
      lcpMs: 1200,
      tbtMs: 40,
      cls: 0.002,
      speedIndexMs: 1100,
      jsBytes: 150_000,
      cssBytes: 12_000,
      observedFcpMs: 210,
      observedDclMs: 190,
      benchmarkIndex: 1800,
    });
  });

  test("fails with Lighthouse's own error when the run failed", () => {
    const lhr = {
      ...fakeLhr(),
      runtimeError: { code: "NO_FCP", message: "The page did not paint any content." },
    };
    expect(() => summarizeLighthouseRun(lhr)).toThrow("Lighthouse failed: NO_FCP");
  });

  test("names a missing metric", () => {
    const lhr = fakeLhr();
    const { ["total-blocking-time"]: _omitted, ...audits } = lhr.audits;
    expect(() => summarizeLighthouseRun({ ...lhr, audits })).toThrow('no value for "total-blocking-time"');
  });
});

describe("extractDiagnostics", () => {
  test("reports the LCP element, render-blocking requests and layout shifts with paths on this origin", () => {
    const diagnostics = extractDiagnostics(fakeLhr());
    expect(diagnostics.lcpElement).toEqual({
      selector: "main h1",
      text: "Explore Articles",
      snippet: "<h1>",
    });
    expect(diagnostics.lcpPhases).toEqual([{ phase: "TTFB", ms: 451 }]);
    expect(diagnostics.renderBlocking).toEqual([{ url: "/assets/root.css", bytes: 9000, ms: 300 }]);
    expect(diagnostics.layoutShifts).toEqual([
      { element: "h2#banner-title", score: 0.002, causes: ["Web font loaded (/assets/outfit.woff2)"] },
    ]);
    expect(diagnostics.unusedJavaScript).toEqual([]);
    expect(diagnostics.longTasks).toEqual([]);
  });
});

describe("summarizePage", () => {
  test("takes each metric's median on its own and the lowest performance score", () => {
    const summary = summarizePage("/", [
      metrics({ performance: 97, lcpMs: 1600 }),
      metrics({ performance: 100, lcpMs: 1100 }),
      metrics({ performance: 99, lcpMs: 1300 }),
    ]);
    expect(summary.median.performance).toBe(99);
    expect(summary.median.lcpMs).toBe(1300);
    expect(summary.minPerformance).toBe(97);
    expect(summary.runs).toHaveLength(3);
  });

  test("picks the run with the median performance score as the one to keep", () => {
    const runs = [metrics({ performance: 97 }), metrics({ performance: 100 }), metrics({ performance: 99 })];
    expect(medianRunIndex(runs)).toBe(2);
  });
});

describe("summarizeArticleList", () => {
  const setup = { articleCount: 1000, word: "keto", cpuSlowdown: 4 };

  test("takes the median over runs of each run's slowest and median keystroke", () => {
    const summary = summarizeArticleList(setup, [
      listRun([40, 50, 60, 30]),
      listRun([45, 70, 20, 10], { timeToListMs: 2500 }),
      listRun([90, 30, 30, 30], { timeToListMs: 1500 }),
    ]);
    expect(summary.median).toEqual({
      timeToListMs: 2000,
      slowestKeystrokeMs: 70,
      medianKeystrokeMs: 32.5,
      slowestEventMs: 35,
    });
    expect(summary.lostCharacters).toBe(0);
  });

  test("counts a keystroke whose list never painted as infinitely slow", () => {
    const summary = summarizeArticleList(setup, [listRun([40, null, 30, 30])]);
    expect(summary.median.slowestKeystrokeMs).toBe(Infinity);
  });

  test("counts characters missing from the search box", () => {
    const summary = summarizeArticleList(setup, [listRun([40], { finalValue: "kt" })]);
    expect(summary.lostCharacters).toBe(2);
  });
});

describe("countLateFirstPaints", () => {
  test("counts runs whose observed first paint came over 500 ms after DOMContentLoaded", () => {
    const pages = [
      summarizePage("/", [metrics(), metrics({ observedFcpMs: 1246, observedDclMs: 329 })]),
      summarizePage("/tools", [metrics({ observedFcpMs: 829, observedDclMs: 329 })]),
    ];
    expect(countLateFirstPaints(pages)).toEqual({ late: 1, total: 3 });
  });
});

describe("checkTargets", () => {
  test("passes a page that meets every target", () => {
    const checks = checkTargets([summarizePage("/", [metrics(), metrics(), metrics()])], null);
    expect(checks).toHaveLength(7);
    expect(checks.every((check) => check.met)).toBe(true);
  });

  test.each([
    { name: "a median performance of 99", runs: [metrics({ performance: 99 })], target: "performance" },
    {
      name: "one run below 98",
      runs: [metrics(), metrics(), metrics({ performance: 97 })],
      target: "performance",
    },
    { name: "LCP over 1.5 s", runs: [metrics({ lcpMs: 1501 })], target: "LCP" },
    { name: "TBT over 65 ms", runs: [metrics({ tbtMs: 66 })], target: "TBT" },
    { name: "CLS over 0.01", runs: [metrics({ cls: 0.011 })], target: "CLS" },
    { name: "SEO of 92", runs: [metrics({ seo: 92 })], target: "SEO" },
  ])("misses with $name", ({ runs, target }) => {
    const missed = checkTargets([summarizePage("/tools", runs)], null).filter((check) => !check.met);
    expect(missed).toHaveLength(1);
    expect(missed[0]?.target).toMatch(new RegExp(`^${target}`));
    expect(missed[0]?.scope).toBe("/tools");
  });

  test("checks the slowest keystroke against 64 ms", () => {
    const setup = { articleCount: 1000, word: "keto", cpuSlowdown: 4 };
    const [fast] = checkTargets([], summarizeArticleList(setup, [listRun([64, 20, 20, 20])]));
    const [slow] = checkTargets([], summarizeArticleList(setup, [listRun([65, 20, 20, 20])]));
    expect(fast).toMatchObject({ scope: "article list", met: true, actual: "64 ms" });
    expect(slow).toMatchObject({ met: false, actual: "65 ms" });
  });
});

describe("formatting", () => {
  test.each([
    { ms: 64.4, text: "64 ms" },
    { ms: 999.6, text: "1000 ms" },
    { ms: 1520, text: "1.52 s" },
    { ms: Infinity, text: "never" },
    { ms: NaN, text: "n/a" },
  ])("formats $ms ms as $text", ({ ms, text }) => {
    expect(formatMs(ms)).toBe(text);
  });

  test("formats bytes in KiB", () => {
    expect(formatBytes(150_000)).toBe("146.5 KiB");
  });

  test("writes a Markdown table with right-aligned columns and escaped pipes", () => {
    expect(markdownTable(["a", "b"], [["x|y", "1"]], ["left", "right"])).toBe(
      "| a | b |\n| --- | ---: |\n| x\\|y | 1 |",
    );
  });

  test("marks each value with a target as met or missed in the pages table", () => {
    const table = formatPagesTable([summarizePage("/articles", [metrics({ lcpMs: 2000, performance: 97 })])]);
    const row = table.split("\n")[2] ?? "";
    expect(row).toContain("| /articles | 97 (min 97) ❌ | 100 ✅ |");
    expect(row).toContain("2.00 s ❌");
    expect(row).toContain("40 ms ✅");
    expect(row).toContain("146.5 KiB");
  });

  test("shows an Event Timing interaction under the threshold as under 16 ms", () => {
    const summary = summarizeArticleList({ articleCount: 1000, word: "k", cpuSlowdown: 4 }, [
      {
        articleCount: 1000,
        timeToListMs: 1800,
        keystrokes: [{ query: "k", listPaintMs: 30, eventMs: null }],
        finalValue: "k",
      },
    ]);
    const table = formatArticleListTable(summary);
    expect(table).toContain("| 30 ms ✅ |");
    expect(table).toContain("< 16 ms");
  });

  test("lists the missed targets under the tables, and counts runs with a late first paint", () => {
    const pages = [
      summarizePage("/", [metrics({ tbtMs: 120 }), metrics({ observedFcpMs: 1300, observedDclMs: 300 })]),
    ];
    const report = formatReport({
      version: 1,
      date: "2025-07-21T08:00:00.000Z",
      machine: { description: "2 × test CPU" },
      settings: { runsPerPage: 1, lighthouse: "12.8.2" },
      pages,
      diagnostics: {},
      articleList: null,
      targets: checkTargets(pages, null),
    });
    expect(report).toContain("# Bench 2025-07-21T08:00:00.000Z");
    expect(report).toContain("Targets met: 6 of 7.");
    expect(report).toContain("- /: TBT ≤ 65 ms — measured 80 ms");
    expect(report).toContain("after DOMContentLoaded) in 1 of 2 runs");
  });

  test.each([
    { path: "/", slug: "home" },
    { path: "/articles/10-benefits-of-fasting", slug: "articles-10-benefits-of-fasting" },
  ])("names the report of $path $slug", ({ path, slug }) => {
    expect(pathSlug(path)).toBe(slug);
  });

  test("stamps result files without colons", () => {
    expect(timestampForFile(new Date("2025-07-21T08:00:00.123Z"))).toBe("2025-07-21T08-00-00Z");
  });
});

/** A tap measurement; `tapMs: null` is a control that never answered. */
function tap(tapMs: number | null, overrides: Partial<TapResult> = {}): TapResult {
  return {
    tapMs,
    answeredMs: tapMs === null ? null : tapMs + 20,
    answer: tapMs === null ? null : "menu",
    taps: 4,
    firstTapMs: 720,
    fcpMs: 700,
    documents: 1,
    reloadTapMs: null,
    lostAnswers: 0,
    answeredBeforeTap: false,
    ...overrides,
  };
}

function throttledRun(fcpMs: number, menuMs: number | null, tool: TapResult | null = null): ThrottledRun {
  return { fcpMs, lcpMs: fcpMs + 100, lcpElement: "h1", menu: tap(menuMs), tool };
}

describe("throttled measurement", () => {
  test("slows the network to Lighthouse's slow 4G and the CPU 4×", () => {
    expect(THROTTLED_SETUP.network).toEqual({
      offline: false,
      latency: 150,
      downloadThroughput: 209_715.2,
      uploadThroughput: 96_000,
    });
    expect(formatMegabits(THROTTLED_SETUP.network.downloadThroughput)).toBe("1.6");
    expect(formatMegabits(THROTTLED_SETUP.network.uploadThroughput)).toBe("0.73");
    expect(THROTTLED_SETUP.cpuSlowdown).toBe(4);
  });

  test("summarises each metric as median and range; a control that never answered counts as never", () => {
    const summary = summarizeThrottledPage("/", [
      throttledRun(700, 900),
      throttledRun(650, null),
      throttledRun(900, 760),
    ]);
    expect(summary.fcpMs).toEqual({ median: 700, min: 650, max: 900 });
    expect(summary.lcpMs).toEqual({ median: 800, min: 750, max: 1000 });
    expect(summary.menuTapMs).toEqual({ median: 900, min: 760, max: Infinity });
    expect(summary.toolTapMs).toBeNull();
  });

  test("does not count a tap when the answer was there before it", () => {
    expect(tapValue(tap(800))).toBe(800);
    expect(tapValue(tap(800, { answeredBeforeTap: true }))).toBe(Infinity);
  });

  test("counts the tool runs in which a tap submitted the form natively", () => {
    const summary = summarizeThrottledPage("/tools/fasting-schedule", [
      throttledRun(700, 750, tap(1400, { answer: "results" })),
      throttledRun(700, 750, tap(2600, { answer: "results", documents: 2, reloadTapMs: 900 })),
    ]);
    expect(summary.toolTapMs).toEqual({ median: 2000, min: 1400, max: 2600 });
    expect(summary.formSubmissions).toBe(1);
  });

  test("checks that the menu works within 100 ms of the first paint, and the tool by 1.5 s", () => {
    const atPaint = summarizeThrottledPage("/", [throttledRun(700, 800)]);
    expect(throttledTargetsMet(atPaint)).toEqual({ fcp: true, menu: true, tool: null });
    const late = summarizeThrottledPage("/tools/fasting-schedule", [throttledRun(801, 902, tap(1501))]);
    expect(throttledTargetsMet(late)).toEqual({ fcp: false, menu: false, tool: false });

    const checks = checkTargets([], null, [atPaint, late]);
    expect(checks.map((check) => [check.scope, check.met])).toEqual([
      ["/ (throttled)", true],
      ["/ (throttled)", true],
      ["/tools/fasting-schedule (throttled)", false],
      ["/tools/fasting-schedule (throttled)", false],
      ["/tools/fasting-schedule (throttled)", false],
    ]);
    expect(checks[3]).toMatchObject({
      target: "menu works at first paint (tap ≤ FCP + 100 ms)",
      actual: "902 ms, FCP 801 ms",
    });
    expect(checks[4]).toMatchObject({ target: "tool answers a tap ≤ 1.50 s", actual: "1.50 s" });
  });

  test("writes a range with its unit once when both ends share it", () => {
    expect(formatRange(580, 700)).toBe("580–700 ms");
    expect(formatRange(1050, 1200)).toBe("1.05–1.20 s");
    expect(formatRange(640, 1200)).toBe("640 ms–1.20 s");
    expect(formatRange(640, Infinity)).toBe("640 ms–never");
    expect(formatSpread({ median: 612, min: 580, max: 700 })).toBe("612 ms (580–700 ms)");
    expect(formatSpread({ median: Infinity, min: Infinity, max: Infinity })).toBe("never");
  });

  test("tabulates the medians with their ranges and marks the targets", () => {
    const table = formatThrottledTable([
      summarizeThrottledPage("/", [throttledRun(700, 780), throttledRun(720, 1600)]),
      summarizeThrottledPage("/tools/fasting-schedule", [throttledRun(700, 760, tap(1200))]),
    ]);
    const [heading, , home, tool] = table.split("\n");
    expect(heading).toBe("| Page | FCP | LCP | Menu tap | Tool tap |");
    expect(home).toBe("| / | 710 ms (700–720 ms) ✅ | 810 ms (800–820 ms) | 1.19 s (780 ms–1.60 s) ❌ | — |");
    expect(tool).toContain("| 1.20 s (1.20–1.20 s) ✅ |");
  });

  test("reports the throttled table without a Lighthouse one, and the native form submissions", () => {
    const throttled = [
      summarizeThrottledPage("/tools/fasting-schedule", [
        throttledRun(700, 760, tap(null, { documents: 5, reloadTapMs: 820, taps: 4 })),
        throttledRun(700, 760, tap(1300, { documents: 2, reloadTapMs: 860, answer: "results" })),
      ]),
    ];
    const report = formatReport({
      version: 1,
      date: "2025-07-21T08:00:00.000Z",
      machine: { description: "2 × test CPU" },
      settings: { runsPerPage: 3, lighthouse: "not run" },
      pages: [],
      diagnostics: {},
      articleList: null,
      throttled,
      targets: checkTargets([], null, throttled),
    });
    expect(report).not.toContain("Lighthouse");
    expect(report).toContain(
      "390 × 844 phone at 2×, 1.6 Mbit/s down, 0.73 Mbit/s up, 150 ms per request, 4× CPU; 2 runs",
    );
    expect(report).toContain("| /tools/fasting-schedule | 700 ms (700–700 ms) ✅ |");
    expect(report).toContain("In 2 of 2 tool runs a tap before hydration submitted the form natively");
    expect(report).toContain("(first at 840 ms, median)");
    expect(report).toContain("in 1 the tool never answered before tapping stopped (5 loads).");
    expect(report).toContain(
      "- /tools/fasting-schedule (throttled): tool answers a tap ≤ 1.50 s — measured never",
    );
  });
});

describe("findChunkExporting", () => {
  test("finds the minified chunk by its export name", () => {
    const files = [
      { name: "home-abc.js", text: 'import{l as a}from"./store.js";export{a as h};' },
      { name: "articles-def.js", text: "const e={id:'x'},u=[e];export{u as builtInArticles};" },
      { name: "root.css", text: "export{u as builtInArticles}" },
    ];
    expect(findChunkExporting(files, "builtInArticles")).toBe("articles-def.js");
  });

  test("explains when no chunk, or more than one, exports the name", () => {
    expect(() => findChunkExporting([], "builtInArticles")).toThrow("found 0");
    const twice = [
      { name: "a.js", text: "export{x as builtInArticles}" },
      { name: "b.js", text: "export const builtInArticles = []" },
    ];
    expect(() => findChunkExporting(twice, "builtInArticles")).toThrow("found 2: a.js, b.js");
  });
});

describe("generated articles", () => {
  test("are the same for the same seed", () => {
    expect(generateArticles(5, { seed: 1 })).toEqual(generateArticles(5, { seed: 1 }));
    expect(seededRandom(1)()).not.toBe(seededRandom(2)());
  });

  test("have unique ids, lowercase tags, a sourced body and a date within three years", () => {
    const until = new Date("2025-12-31T00:00:00Z");
    const articles = generateArticles(1000, { until });
    expect(new Set(articles.map((article) => article.id)).size).toBe(1000);
    for (const article of articles) {
      expect(article.tags.length).toBeGreaterThan(0);
      expect(article.tags.every((tag) => tag === tag.toLowerCase())).toBe(true);
      expect(article.content).toContain("<h2>Sources</h2>");
      const age = until.getTime() - new Date(article.createdAt).getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(3 * 365 * 24 * 60 * 60 * 1000);
    }
  });

  test("become a module exporting them under the given name, with Date objects", async () => {
    const articles = generateArticles(3);
    const source = articlesModuleSource(articles, "builtInArticles");
    const url = `data:text/javascript;base64,${Buffer.from(source).toString("base64")}`;
    const module = (await import(/* @vite-ignore */ url)) as {
      builtInArticles: { id: string; createdAt: Date }[];
    };
    expect(module.builtInArticles.map((article) => article.id)).toEqual(
      articles.map((article) => article.id),
    );
    expect(module.builtInArticles[0]?.createdAt).toBeInstanceOf(Date);
    expect(module.builtInArticles[0]?.createdAt.toISOString()).toBe(articles[0]?.createdAt);
  });

  test("refuse an export name that is not an identifier", () => {
    expect(() => articlesModuleSource([], "a b")).toThrow("Not an export name");
  });
});
