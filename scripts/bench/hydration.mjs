// Time until hydrated and blocking time until then, also as multiples of the floor's from the same runs.
import * as lib from "./lib.mjs";

// One page of each type; an article published since the deploy is read in the browser by the SPA fallback.
const PAGES = [
  { type: "home page", path: "/" },
  { type: "static page", path: "/about" },
  { type: "article", path: lib.ARTICLE_PATH },
  { type: "tool", path: "/tools/macro-calculator" },
  { type: "SPA fallback", path: "/articles/published-since-the-deploy" },
];
const OPTIONS = { viewport: { width: 412, height: 823 }, serviceWorkers: /** @type {const} */ ("block") };
const TARGET_RATIO = 1.4;

function recordHydration() {
  const probe = /** @type {any} */ (window);
  probe.__longTasks = [];
  new PerformanceObserver((list) => probe.__longTasks.push(...list.getEntries())).observe({
    type: "longtask",
    buffered: true,
  });
  addEventListener("DOMContentLoaded", () => {
    const root = document.documentElement;
    new MutationObserver((_, observer) => {
      if (root.dataset.hydrated !== "true") return;
      observer.disconnect();
      probe.__hydratedAt = performance.now(); // On the page's own clock.
    }).observe(root, { attributeFilter: ["data-hydrated"] });
  });
}

// As Lighthouse counts it: each long task's time past 50 ms; two frames let the last task be reported.
async function blockingUntilHydrated() {
  const probe = /** @type {any} */ (window);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const blocking = /** @type {PerformanceEntry[]} */ (probe.__longTasks)
    .filter((task) => task.startTime < probe.__hydratedAt)
    .reduce((total, task) => total + Math.max(0, task.duration - 50), 0);
  // Where the time goes: the first paint, and when the first script was asked for.
  const paint = performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN;
  const scripts = performance
    .getEntriesByType("resource")
    .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
    .map((entry) => entry.startTime);
  return { blocking, paint, scriptsFrom: scripts.length > 0 ? Math.min(...scripts) : Number.NaN };
}

const ratio = (/** @type {number} */ value, /** @type {number} */ floor) =>
  floor > 0 ? value / floor : Number.NaN;
const formatRatio = (/** @type {number} */ value) => (Number.isNaN(value) ? "—" : `${value.toFixed(2)}×`);

/** @type {(options: lib.PartOptions & { firebaseUrl: string, floorUrl: string }) => Promise<lib.Section>} */
export async function measureHydration({ url, firebaseUrl, floorUrl, chromePath, runs, log }) {
  const floor = { type: "floor: an empty React Router page", path: "/", url: floorUrl };
  const firebaseList = { type: "article list, Firebase mode", path: "/articles", url: firebaseUrl };
  const pages = [floor, ...PAGES.map((page) => ({ ...page, url })), firebaseList];
  const hydratedAt = () => /** @type {any} */ (window).__hydratedAt;
  const measured = pages.map((page) => ({
    ...page,
    hydratedMs: /** @type {number[]} */ ([]),
    blockingMs: /** @type {number[]} */ ([]),
    paintMs: /** @type {number[]} */ ([]),
    scriptsFromMs: /** @type {number[]} */ ([]),
  }));
  await lib.withChromium(chromePath, async (browser) => {
    for (let run = 1; run <= runs; run += 1) {
      for (const page of measured) {
        const { hydrated, blocking, paint, scriptsFrom } = await lib.inSlowPage(
          browser,
          OPTIONS,
          async ({ context, page: tab }) => {
            await context.addInitScript(recordHydration);
            await tab.goto(`${page.url}${page.path}`, { waitUntil: "commit" });
            const hydrated = Number(
              await (await tab.waitForFunction(hydratedAt, null, { timeout: 60_000 })).jsonValue(),
            );
            return { hydrated, ...(await tab.evaluate(blockingUntilHydrated)) };
          },
        );
        page.hydratedMs.push(hydrated);
        page.blockingMs.push(blocking);
        page.paintMs.push(paint);
        page.scriptsFromMs.push(scriptsFrom);
      }
      log(
        `  run ${run}/${runs}: ${measured.map((page) => `${page.path} ${lib.formatMs(page.hydratedMs.at(-1) ?? 0)}`).join(", ")}`,
      );
    }
  });
  const floorHydrated = lib.median(measured[0]?.hydratedMs ?? []);
  const floorBlocking = lib.median(measured[0]?.blockingMs ?? []);
  const rows = measured.map((page, index) => {
    const hydrated = lib.median(page.hydratedMs);
    const blocking = lib.median(page.blockingMs);
    const hydratedRatio = ratio(hydrated, floorHydrated);
    const met = index === 0 || hydratedRatio <= TARGET_RATIO;
    return {
      page,
      hydratedRatio,
      met,
      cells: [
        page.type,
        page.path,
        lib.formatSpread(page.hydratedMs),
        index === 0 ? "1×" : `${formatRatio(hydratedRatio)} ${lib.mark(met)}`,
        lib.formatSpread(page.blockingMs),
        index === 0 ? "1×" : formatRatio(ratio(blocking, floorBlocking)),
        lib.formatMs(lib.median(page.paintMs)),
        lib.formatMs(lib.median(page.scriptsFromMs)),
        lib.formatMs(hydrated - lib.median(page.scriptsFromMs)),
      ],
    };
  });
  return {
    intro:
      "Time to hydrated: navigation start → every control answers (React hydrated, `data-hydrated` set), and " +
      "main-thread blocking until then (long tasks past 50 ms); " +
      `localhost, no network throttling, ${lib.CPU_SLOWDOWN}× CPU, 412 × 823, a fresh browser context per run, ` +
      `pages in turn with the floor in every run; median (fastest–slowest), and the median as a multiple of the floor's (target ≤ ${TARGET_RATIO}×). ` +
      "Where the time goes (medians): the first paint; when the first script was requested (the site's pages wait for " +
      "their first paint, decision 006; the floor does not); and from then to hydrated (fetching, running and hydrating).",
    headings: [
      "Page type",
      "Path",
      "Hydrated",
      "× floor",
      "Blocking",
      "× floor",
      "Paint",
      "Scripts from",
      "Then",
    ],
    rows: rows.map(({ cells }) => cells),
    targets: rows
      .slice(1)
      .map(({ page, hydratedRatio, met }) =>
        lib.check(
          `${page.path} (${page.type})`,
          `hydrated ≤ ${TARGET_RATIO}× the floor`,
          formatRatio(hydratedRatio),
          met,
        ),
      ),
    data: measured.map(({ type, path, hydratedMs, blockingMs, paintMs, scriptsFromMs }) => ({
      ...{ type, path, hydratedMs, blockingMs, paintMs, scriptsFromMs },
    })),
  };
}
