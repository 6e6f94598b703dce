// `npm run bench`: builds the site, serves the build as Firebase Hosting
// would, runs Lighthouse on five pages, measures the article list with 1,000
// generated articles, and loads four pages on a throttled phone in a real
// Chromium (paints, first working taps); prints Markdown tables of medians and
// writes them, with the raw numbers as JSON, to bench/results/. See
// docs/performance.md.
//
// Also times each page type from navigation start to hydrated at 4× CPU
// (the built-in build, and Firebase mode's article list against the
// Firestore stand-in), and site search per keystroke at 4× CPU.
//
// Options: --runs=N (Lighthouse and the article list, default 3),
// --throttled-runs=N (the throttled loads, default 5: real throttling varies
// more than the simulation), --skip-build (reuse build/client),
// --hydration-runs=N (time to hydrated, default 5),
// --only=lighthouse|list|throttled|hydration|search|firebase-list (one part of the bench;
// firebase-list is the article list in the Firebase-mode e2e build, reading
// the generated articles from the Firestore stand-in, and only runs when asked).
import { spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startStaticServer } from "../static-server.mjs";
import { DEMO_PROJECT_ID } from "../lib/dev-accounts.mjs";
import { E2E_FIREBASE_BUILD_DIR, E2E_FIRESTORE_HOST } from "../lib/e2e-hosts.mjs";
import { importAppEntry } from "../lib/seed-firestore.mjs";
import { measureArticleList } from "./article-list.mjs";
import { findChromium } from "../lib/chromium.mjs";
import { startHostingProxy } from "./hosting-proxy.mjs";
import {
  BENCH_PATHS,
  checkTargets,
  extractDiagnostics,
  formatReport,
  FIREBASE_LIST_PAGE,
  formatMs,
  HYDRATION_PAGES,
  HYDRATION_SETUP,
  median,
  medianRunIndex,
  pathSlug,
  SEARCH_SETUP,
  summarizeArticleList,
  summarizeHydration,
  summarizeSearch,
  summarizeLighthouseRun,
  summarizePage,
  summarizeThrottledPage,
  THROTTLED_PATHS,
  THROTTLED_SETUP,
  timestampForFile,
} from "./lib.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { measureThrottled } from "./throttled.mjs";
import { measureHydration } from "./hydration.mjs";
import { measureSearch } from "./search.mjs";

const root = new URL("../../", import.meta.url);
const publicDir = new URL("build/client/", root);
const resultsDir = new URL("bench/results/", root);

/** The article list measurement (docs/performance.md, "The article list with 1,000 articles"). */
const ARTICLE_LIST = { articleCount: 1000, word: "electrolytes", cpuSlowdown: 4 };

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "throttled-runs": { type: "string", default: "5" },
    "hydration-runs": { type: "string", default: "5" },
    "skip-build": { type: "boolean", default: false },
    only: { type: "string" },
  },
});
/**
 * @param {string} name
 * @param {string | undefined} value
 */
function positiveInteger(name, value) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name} must be a positive integer, got ${value}`);
  return number;
}
const runs = positiveInteger("runs", options.runs);
const throttledRuns = positiveInteger("throttled-runs", options["throttled-runs"]);
const hydrationRuns = positiveInteger("hydration-runs", options["hydration-runs"]);
const PARTS = ["lighthouse", "list", "throttled", "hydration", "search", "firebase-list"];
if (options.only !== undefined && !PARTS.includes(options.only)) {
  throw new Error(`--only must be one of ${PARTS.join(", ")}, got ${options.only}`);
}
/** @param {string} part */
const runsPart = (part) => options.only === part || (options.only === undefined && part !== "firebase-list");

/** @param {string} line */
const log = (line) => console.error(line);

/** The 1, 5 and 15 minute load averages: other work on the machine skews every number. */
const formatLoad = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

/** @param {string} chromePath */
function describeMachine(chromePath) {
  const cpus = os.cpus();
  const chromium = spawnSync(chromePath, ["--version"], { encoding: "utf8" }).stdout.trim();
  const memory = `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`;
  return {
    description:
      `${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${memory}, ${os.type()} ${os.release()}, ` +
      `Node ${process.version}, ${chromium}; load average at start ${formatLoad()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? null,
    memoryBytes: os.totalmem(),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium,
    loadAverageAtStart: os.loadavg(),
  };
}

/** @param {string} script */
function build(script = "build") {
  log(`Building (npm run ${script})…`);
  const result = spawnSync("npm", ["run", script], { cwd: fileURLToPath(root), encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error(`npm run ${script} failed (output above).`);
  }
}

/**
 * The Firebase-mode e2e build served as Firebase Hosting would, allowed to
 * reach the stand-in at `standInUrl`; `close` stops the proxy and the server.
 * @param {string} standInUrl
 */
async function serveFirebaseBuild(standInUrl) {
  const server = await startStaticServer({
    port: 0,
    publicDir: E2E_FIREBASE_BUILD_DIR,
    extraConnectSrc: [standInUrl],
  });
  const proxy = await startHostingProxy({
    upstream: server.url,
    publicDir: fileURLToPath(new URL(`${E2E_FIREBASE_BUILD_DIR}/`, root)),
  });
  return {
    url: proxy.url,
    close: async () => {
      await proxy.close();
      await server.close();
    },
  };
}

/**
 * The article list in the Firebase-mode e2e build: served as Firebase Hosting
 * would, reading `articleCount` generated articles (and their summary index)
 * from the Firestore stand-in on the port that build was made for.
 * @param {string} chromePath
 */
async function measureFirebaseArticleList(chromePath) {
  if (!options["skip-build"]) build("build:e2e-firebase");
  const { startCatalogueStandIn } = await importAppEntry(
    fileURLToPath(new URL("../lib/e2e-stand-in-entry.ts", import.meta.url)),
    "e2e-stand-in",
  );
  const standIn = await startCatalogueStandIn({
    port: Number(E2E_FIRESTORE_HOST.split(":")[1]),
    projectId: DEMO_PROJECT_ID,
    articleCount: ARTICLE_LIST.articleCount,
  });
  const proxy = await serveFirebaseBuild(standIn.url);
  try {
    log(
      `Article list, Firebase mode: ${ARTICLE_LIST.articleCount} generated articles in the stand-in, ` +
        `${ARTICLE_LIST.cpuSlowdown}× CPU slowdown…`,
    );
    const listRuns = await measureArticleList({
      baseUrl: proxy.url,
      chromePath,
      assetsDir: null,
      runs,
      log,
      ...ARTICLE_LIST,
    });
    return summarizeArticleList(ARTICLE_LIST, listRuns);
  } finally {
    await proxy.close();
    await standIn.close();
  }
}

/**
 * Firebase mode's article list, time to hydrated: the Firebase-mode e2e build
 * (served as Firebase Hosting would) reading the Firestore stand-in, seeded
 * with the built-in content as the owner's uploads would fill it.
 * @param {string} chromePath
 */
async function measureFirebaseListHydration(chromePath) {
  if (!options["skip-build"]) build("build:e2e-firebase");
  const { startSeededStandIn } = await importAppEntry(
    fileURLToPath(new URL("../lib/e2e-stand-in-entry.ts", import.meta.url)),
    "e2e-stand-in",
  );
  const standIn = await startSeededStandIn(Number(E2E_FIRESTORE_HOST.split(":")[1]), DEMO_PROJECT_ID);
  const proxy = await serveFirebaseBuild(standIn.url);
  try {
    return await measureHydration({
      baseUrl: proxy.url,
      chromePath,
      pages: [FIREBASE_LIST_PAGE],
      runs: hydrationRuns,
      log,
    });
  } finally {
    await proxy.close();
    await standIn.close();
  }
}

async function main() {
  let chromePath;
  try {
    chromePath = findChromium();
  } catch (error) {
    log(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    return;
  }
  const started = new Date();
  const machine = describeMachine(chromePath);
  const onlyFirebase = options.only === "firebase-list";
  if (!options["skip-build"] && !onlyFirebase) build();

  // build/client, served as Firebase Hosting would, when a part needs it.
  /** @type {{ server: { close(): Promise<void> }, proxy: { url: string, close(): Promise<void> } } | null} */
  let hosting = null;
  const servedUrl = async () => {
    if (!hosting) {
      const server = await startStaticServer({ port: 0 });
      log("Serving the build as Firebase Hosting would (HTTPS, HTTP/2, Brotli)…");
      const proxy = await startHostingProxy({ upstream: server.url, publicDir: fileURLToPath(publicDir) });
      hosting = { server, proxy };
    }
    return hosting.proxy.url;
  };
  const stamp = timestampForFile(started);
  const reportsDir = new URL(`${stamp}/`, resultsDir);
  await mkdir(runsPart("lighthouse") ? reportsDir : resultsDir, { recursive: true });

  /** @type {import("./lib.mjs").PageSummary[]} */
  const pages = [];
  /** @type {Record<string, ReturnType<typeof extractDiagnostics>>} */
  const diagnostics = {};
  let lighthouseVersion = "";
  /** @type {import("./lib.mjs").ArticleListSummary | null} */
  let articleList = null;
  /** @type {import("./lib.mjs").ThrottledPageSummary[]} */
  const throttled = [];
  /** @type {import("./lib.mjs").ArticleListSummary | null} */
  let firebaseArticleList = null;
  /** @type {import("./lib.mjs").HydrationSummary[]} */
  const hydration = [];
  /** @type {import("./lib.mjs").SearchSummary | null} */
  let search = null;
  try {
    if (runsPart("firebase-list")) firebaseArticleList = await measureFirebaseArticleList(chromePath);
    if (runsPart("lighthouse")) {
      for (const path of BENCH_PATHS) {
        /** @type {{ lhr: any, html: string }[]} */
        const reports = [];
        for (let run = 1; run <= runs; run += 1) {
          const report = await runLighthouse(`${await servedUrl()}${path}`, chromePath);
          const metrics = summarizeLighthouseRun(report.lhr);
          log(
            `  ${path} run ${run}/${runs}: performance ${metrics.performance}, ` +
              `LCP ${Math.round(metrics.lcpMs)} ms, TBT ${Math.round(metrics.tbtMs)} ms`,
          );
          reports.push(report);
          lighthouseVersion = report.lhr.lighthouseVersion;
        }
        const summary = summarizePage(
          path,
          reports.map((report) => summarizeLighthouseRun(report.lhr)),
        );
        pages.push(summary);
        // The median run's report: the one to open when a target is missed.
        const kept = /** @type {{ lhr: any, html: string }} */ (reports[medianRunIndex(summary.runs)]);
        diagnostics[path] = extractDiagnostics(kept.lhr);
        await writeFile(new URL(`${pathSlug(path)}.html`, reportsDir), kept.html);
      }
    }
    if (runsPart("list")) {
      log(
        `Article list: ${ARTICLE_LIST.articleCount} generated articles, ${ARTICLE_LIST.cpuSlowdown}× CPU slowdown…`,
      );
      const listRuns = await measureArticleList({
        baseUrl: await servedUrl(),
        chromePath,
        assetsDir: new URL("assets/", publicDir),
        runs,
        log,
        ...ARTICLE_LIST,
      });
      articleList = summarizeArticleList(ARTICLE_LIST, listRuns);
    }
    if (runsPart("throttled")) {
      log(
        `Throttled phone in Chromium (slow 4G, ${THROTTLED_SETUP.cpuSlowdown}× CPU), ${throttledRuns} runs per page…`,
      );
      const byPath = await measureThrottled({
        baseUrl: await servedUrl(),
        chromePath,
        paths: THROTTLED_PATHS,
        runs: throttledRuns,
        log,
      });
      for (const [path, pathRuns] of byPath) throttled.push(summarizeThrottledPage(path, pathRuns));
    }
    if (runsPart("hydration")) {
      log(`Time to hydrated, ${HYDRATION_SETUP.cpuSlowdown}× CPU, ${hydrationRuns} runs per page…`);
      const measured = await measureHydration({
        baseUrl: await servedUrl(),
        chromePath,
        pages: HYDRATION_PAGES,
        runs: hydrationRuns,
        log,
      });
      measured.push(...(await measureFirebaseListHydration(chromePath)));
      hydration.push(...measured.map(summarizeHydration));
    }
    if (runsPart("search")) {
      log(`Search per keystroke, ${SEARCH_SETUP.cpuSlowdown}× CPU…`);
      search = summarizeSearch(
        await measureSearch({ baseUrl: await servedUrl(), chromePath, ...SEARCH_SETUP, log }),
      );
    }
  } finally {
    // Narrowed to null by the assignments TypeScript sees; set inside servedUrl.
    const served =
      /** @type {{ server: { close(): Promise<void> }, proxy: { close(): Promise<void> } } | null} */ (
        hosting
      );
    await served?.proxy.close();
    await served?.server.close();
  }

  const benchmarkIndexes = pages
    .flatMap((page) => page.runs.map((run) => run.benchmarkIndex))
    .filter((value) => Number.isFinite(value));
  /** @type {import("./lib.mjs").BenchResults} */
  const results = {
    version: 1,
    date: started.toISOString(),
    machine: {
      ...machine,
      description:
        `${machine.description}, at end ${formatLoad()}` +
        (benchmarkIndexes.length > 0
          ? `; Lighthouse CPU benchmark index ${Math.round(median(benchmarkIndexes))} (median)`
          : ""),
      loadAverageAtEnd: os.loadavg(),
      lighthouseBenchmarkIndex: benchmarkIndexes.length > 0 ? median(benchmarkIndexes) : null,
    },
    settings: {
      runsPerPage: runs,
      lighthouse: lighthouseVersion || "not run",
      formFactor: "mobile",
      throttlingMethod: "simulate",
      served: "HTTPS + HTTP/2 + Brotli in front of scripts/static-server.mjs (as Firebase Hosting)",
      articleList: ARTICLE_LIST,
      throttled: { ...THROTTLED_SETUP, runsPerPage: throttledRuns, paths: THROTTLED_PATHS },
      hydration: { ...HYDRATION_SETUP, runsPerPage: hydrationRuns },
      lighthouseReports: `bench/results/${stamp}/`,
    },
    pages,
    diagnostics,
    articleList,
    firebaseArticleList,
    throttled,
    hydration,
    search,
    targets: [
      ...checkTargets(pages, articleList, throttled, firebaseArticleList),
      ...hydration.map((page) => ({
        scope: `${page.path} (${page.type})`,
        target: `hydrated ≤ ${formatMs(HYDRATION_SETUP.targetMs)} at ${HYDRATION_SETUP.cpuSlowdown}× CPU`,
        actual: formatMs(page.medianMs),
        met: page.medianMs <= HYDRATION_SETUP.targetMs,
      })),
      ...(search
        ? [
            {
              scope: "/search, per keystroke (90th percentile)",
              target: `≤ ${formatMs(SEARCH_SETUP.targetMs)} at ${SEARCH_SETUP.cpuSlowdown}× CPU`,
              actual: formatMs(search.p90Ms),
              met: search.p90Ms <= SEARCH_SETUP.targetMs,
            },
          ]
        : []),
    ],
  };
  const markdown = formatReport(results);
  await writeFile(new URL(`${stamp}.json`, resultsDir), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(new URL(`${stamp}.md`, resultsDir), markdown);
  await writeFile(new URL("latest.md", resultsDir), markdown);
  process.stdout.write(`\n${markdown}`);
  log(
    `\nWritten: bench/results/${stamp}.json, ${stamp}.md, latest.md` +
      (pages.length > 0 ? ` and the Lighthouse reports in ${stamp}/.` : "."),
  );
}

await main();
// Lighthouse or Playwright can leave handles open; the results are written.
process.exit(process.exitCode ?? 0);
