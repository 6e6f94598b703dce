// `npm run bench`: builds the site, serves it as Firebase Hosting would and measures what docs/performance.md
// sets targets for; the report and every run's numbers as JSON go to bench/results/.
import { spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { findChromium } from "../lib/chromium.mjs";
import { DEMO_PROJECT_ID } from "../lib/dev-accounts.mjs";
import { E2E_FIREBASE_BUILD_DIR } from "../lib/e2e-hosts.mjs";
import { startE2eStandIn } from "../lib/app-modules.mjs";
import { ARTICLE_COUNT, measureArticleList } from "./article-list.mjs";
import { serveAsHosting } from "./hosting-proxy.mjs";
import { buildFloor } from "./floor.mjs";
import { measureHydration } from "./hydration.mjs";
import { measureLighthouse } from "./lighthouse.mjs";
import { measureSearch } from "./search.mjs";
import { measureThrottled } from "./throttled.mjs";

const root = new URL("../../", import.meta.url);
const { values: options } = parseArgs({
  options: {
    runs: { type: "string" },
    "skip-build": { type: "boolean", default: false },
    only: { type: "string" },
  },
});
// Real throttling varies more on a shared machine than Lighthouse's simulation, so it gets more runs.
const runs = options.runs === undefined ? undefined : Number(options.runs);
if (runs !== undefined && !(Number.isInteger(runs) && runs >= 1))
  throw new Error("--runs must be a positive integer");
const chromePath = findChromium();
const log = (/** @type {string} */ line) => console.error(line);

function build(/** @type {string} */ script) {
  if (options["skip-build"]) return;
  log(`npm run ${script}…`);
  const { status } = spawnSync("npm", ["run", script], { cwd: fileURLToPath(root), stdio: ["ignore", 2, 2] });
  if (status !== 0) throw new Error(`npm run ${script} failed.`);
}

/** @type {<T>(content: "built-in" | "catalogue", measure: (url: string) => Promise<T>) => Promise<T>} */
const onFirebaseBuild = async (content, measure) => {
  const standIn = await startE2eStandIn(DEMO_PROJECT_ID, content === "catalogue" ? ARTICLE_COUNT : undefined);
  const served = await serveAsHosting(E2E_FIREBASE_BUILD_DIR, [standIn.url]);
  return measure(served.url).finally(() => served.close().then(() => standIn.close()));
};

/** @type {ReturnType<typeof serveAsHosting> | undefined} */ let builtIn; // From the first part that needs it.
/** @type {Promise<{ url: string, close: () => Promise<void> }> | undefined} */ let floorPage; // Likewise.
const onFloor = async () =>
  (
    await (floorPage ??= buildFloor().then(async (floor) => {
      const served = await serveAsHosting(floor.dir);
      return { url: served.url, close: () => served.close().then(floor.remove) };
    }))
  ).url;
/** @type {(url: string, defaultRuns?: number) => import("./lib.mjs").PartOptions} */
const partOptions = (url, defaultRuns = 3) => ({ url, chromePath, runs: runs ?? defaultRuns, log });
const onBuiltIn = async (defaultRuns = 3) =>
  partOptions((await (builtIn ??= serveAsHosting("build/client"))).url, defaultRuns);
/** @type {Record<string, () => Promise<import("./lib.mjs").Section>>} */
const PARTS = {
  lighthouse: async () => measureLighthouse({ ...(await onBuiltIn()), floorUrl: await onFloor() }),
  list: async () => measureArticleList(await onBuiltIn(), new URL("build/client/", root)),
  throttled: async () => measureThrottled({ ...(await onBuiltIn(5)), floorUrl: await onFloor() }),
  hydration: async () => {
    const part = { ...(await onBuiltIn(5)), floorUrl: await onFloor() };
    return onFirebaseBuild("built-in", (firebaseUrl) => measureHydration({ ...part, firebaseUrl }));
  },
  search: async () => measureSearch(await onBuiltIn()),
  // Needs the stand-in's fixed port, so it runs only when asked for.
  "firebase-list": () => onFirebaseBuild("catalogue", (url) => measureArticleList(partOptions(url))),
};
const { only } = options;
if (only !== undefined && !(only in PARTS)) throw new Error(`--only takes ${Object.keys(PARTS).join(", ")}`);

const started = new Date();
const loadAtStart = os.loadavg();
// The Firebase-mode build comes first: it is made in build/client and moved aside.
if (only === undefined || only === "hydration" || only === "firebase-list") build("build:e2e-firebase");
if (only !== "firebase-list") build("build");
const sections = /** @type {Record<string, import("./lib.mjs").Section>} */ ({});
const failures = /** @type {string[]} */ ([]);
try {
  for (const [part, measure] of Object.entries(PARTS)) {
    if (only !== part && (only !== undefined || part === "firebase-list")) continue;
    const failed = (/** @type {unknown} */ error) => failures.push(`Not measured, ${part}: ${String(error)}`);
    await measure().then((section) => (sections[part] = section), failed);
  }
} finally {
  await (await builtIn)?.close();
  await (await floorPage)?.close();
}
const loadAverage = { atStart: loadAtStart, atEnd: os.loadavg() };

const load = (/** @type {number[]} */ values) => values.map((value) => value.toFixed(2)).join(" ");
const chromium = spawnSync(chromePath, ["--version"], { encoding: "utf8" }).stdout.trim();
const machine =
  `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${os.type()} ${os.release()}, Node ${process.version}, ` +
  `${chromium}; load average ${load(loadAverage.atStart)} at start, ${load(loadAverage.atEnd)} at end`;
const targets = Object.values(sections).flatMap((section) => section.targets);
const missed = targets.filter((target) => !target.met);
const missedList = missed.map(({ scope, target, actual }) => `- ${scope}: ${target} — measured ${actual}`);
const table = (/** @type {string[][]} */ rows) => rows.map((cells) => `| ${cells.join(" | ")} |`).join("\n");
const markdown = [
  `# Bench ${started.toISOString()}`,
  `Machine: ${machine}. How to read this report: docs/performance.md.`,
  ...Object.values(sections).flatMap(({ intro, headings, rows, notes = [] }) => [
    intro,
    table([headings, headings.map((_, index) => (index === 0 ? "---" : "---:")), ...rows]),
    ...notes,
  ]),
  ...failures,
  [`Targets met: ${targets.length - missed.length} of ${targets.length}.`, ...missedList].join("\n"),
].join("\n\n");
const data = Object.fromEntries(Object.entries(sections).map(([part, section]) => [part, section.data]));
const results = { date: started.toISOString(), machine, loadAverage, options, ...data, targets, failures };
const dir = new URL("bench/results/", root);
const stamp = `${started.toISOString().slice(0, 19).replaceAll(":", "-")}Z`;
await mkdir(dir, { recursive: true });
await writeFile(new URL(`${stamp}.json`, dir), `${JSON.stringify(results, null, 2)}\n`);
for (const name of [`${stamp}.md`, "latest.md"]) await writeFile(new URL(name, dir), `${markdown}\n`);
process.stdout.write(`\n${markdown}\n`);
log(`\nWritten: bench/results/${stamp}.json, ${stamp}.md and latest.md.`);
// Lighthouse or Playwright can leave handles open; the results are written.
process.exit(failures.length > 0 ? 1 : 0);
