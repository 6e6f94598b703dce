// `npm run bench`: builds the site, serves the build as Firebase Hosting
// would, runs Lighthouse on five pages and measures the article list with
// 1,000 generated articles; prints a Markdown table of medians and writes it,
// with the raw numbers as JSON, to bench/results/. See docs/performance.md.
//
// Options: --runs=N (default 3), --skip-build (reuse build/client),
// --only=lighthouse|list (one half of the bench).
import { spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startStaticServer } from "../static-server.mjs";
import { measureArticleList } from "./article-list.mjs";
import { findChromium } from "../lib/chromium.mjs";
import { startHostingProxy } from "./hosting-proxy.mjs";
import {
  BENCH_PATHS,
  checkTargets,
  extractDiagnostics,
  formatReport,
  median,
  medianRunIndex,
  pathSlug,
  summarizeArticleList,
  summarizeLighthouseRun,
  summarizePage,
  timestampForFile,
} from "./lib.mjs";
import { runLighthouse } from "./lighthouse.mjs";

const root = new URL("../../", import.meta.url);
const publicDir = new URL("build/client/", root);
const resultsDir = new URL("bench/results/", root);

/** The article list measurement (issue 8). */
const ARTICLE_LIST = { articleCount: 1000, word: "electrolytes", cpuSlowdown: 4 };

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "skip-build": { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, got ${options.runs}`);
if (options.only !== undefined && !["lighthouse", "list"].includes(options.only)) {
  throw new Error(`--only must be "lighthouse" or "list", got ${options.only}`);
}

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

function build() {
  log("Building (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: fileURLToPath(root), encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error("npm run build failed (output above).");
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
  if (!options["skip-build"]) build();

  const server = await startStaticServer({ port: 0 });
  log("Serving the build as Firebase Hosting would (HTTPS, HTTP/2, Brotli)…");
  const proxy = await startHostingProxy({ upstream: server.url, publicDir: fileURLToPath(publicDir) });
  const stamp = timestampForFile(started);
  const reportsDir = new URL(`${stamp}/`, resultsDir);
  await mkdir(reportsDir, { recursive: true });

  /** @type {import("./lib.mjs").PageSummary[]} */
  const pages = [];
  /** @type {Record<string, ReturnType<typeof extractDiagnostics>>} */
  const diagnostics = {};
  let lighthouseVersion = "";
  /** @type {import("./lib.mjs").ArticleListSummary | null} */
  let articleList = null;
  try {
    if (options.only !== "list") {
      for (const path of BENCH_PATHS) {
        /** @type {{ lhr: any, html: string }[]} */
        const reports = [];
        for (let run = 1; run <= runs; run += 1) {
          const report = await runLighthouse(`${proxy.url}${path}`, chromePath);
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
    if (options.only !== "lighthouse") {
      log(
        `Article list: ${ARTICLE_LIST.articleCount} generated articles, ${ARTICLE_LIST.cpuSlowdown}× CPU slowdown…`,
      );
      const listRuns = await measureArticleList({
        baseUrl: proxy.url,
        chromePath,
        assetsDir: new URL("assets/", publicDir),
        runs,
        log,
        ...ARTICLE_LIST,
      });
      articleList = summarizeArticleList(ARTICLE_LIST, listRuns);
    }
  } finally {
    await proxy.close();
    await server.close();
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
      lighthouseReports: `bench/results/${stamp}/`,
    },
    pages,
    diagnostics,
    articleList,
    targets: checkTargets(pages, articleList),
  };
  const markdown = formatReport(results);
  await writeFile(new URL(`${stamp}.json`, resultsDir), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(new URL(`${stamp}.md`, resultsDir), markdown);
  await writeFile(new URL("latest.md", resultsDir), markdown);
  process.stdout.write(`\n${markdown}`);
  log(
    `\nWritten: bench/results/${stamp}.json, ${stamp}.md, latest.md and the Lighthouse reports in ${stamp}/.`,
  );
}

await main();
// Lighthouse or Playwright can leave handles open; the results are written.
process.exit(process.exitCode ?? 0);
