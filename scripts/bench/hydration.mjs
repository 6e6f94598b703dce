// Time to hydrated: how long a reader on a mid-range phone waits, from navigation start, until every
// control on the page answers (React has hydrated it and the root carries `data-hydrated`).
import * as lib from "./lib.mjs";

// One page of each type; an article published since the deploy is read in the browser by the SPA fallback.
const PAGES = [
  { type: "static page", path: "/about" },
  { type: "article", path: lib.ARTICLE_PATH },
  { type: "tool", path: "/tools/macro-calculator" },
  { type: "SPA fallback", path: "/articles/published-since-the-deploy" },
];
const OPTIONS = { viewport: { width: 412, height: 823 }, serviceWorkers: /** @type {const} */ ("block") };

function recordHydration() {
  addEventListener("DOMContentLoaded", () => {
    const root = document.documentElement;
    new MutationObserver((_, observer) => {
      if (root.dataset.hydrated !== "true") return;
      observer.disconnect();
      /** @type {any} */ (window).__hydratedAt = performance.now(); // On the page's own clock.
    }).observe(root, { attributeFilter: ["data-hydrated"] });
  });
}

// `firebaseUrl` serves the Firebase-mode build, whose article list reads the Firestore stand-in.
/** @type {(options: lib.PartOptions & { firebaseUrl: string }) => Promise<lib.Section>} */
export async function measureHydration({ url, firebaseUrl, chromePath, runs, log }) {
  const firebaseList = { type: "article list, Firebase mode", path: "/articles", url: firebaseUrl };
  const pages = [...PAGES.map((page) => ({ ...page, url })), firebaseList];
  const hydratedAt = () => /** @type {any} */ (window).__hydratedAt;
  const results = await lib.withChromium(chromePath, async (browser) => {
    const results = [];
    for (const { type, path, url } of pages) {
      const runsMs = [];
      for (let run = 1; run <= runs; run += 1) {
        const ms = await lib.inSlowPage(browser, OPTIONS, async ({ context, page }) => {
          await context.addInitScript(recordHydration);
          await page.goto(`${url}${path}`, { waitUntil: "commit" });
          return (await page.waitForFunction(hydratedAt, null, { timeout: 60_000 })).jsonValue();
        });
        runsMs.push(Number(ms));
      }
      log(`  ${path}: hydrated at ${runsMs.map(lib.formatMs).join(", ")}`);
      results.push({ type, path, runsMs });
    }
    return results;
  });
  const checked = results.map(({ type, path, runsMs }) =>
    lib.withinLimit(`${path} (${type})`, "hydrated", runsMs, 1500),
  );
  return {
    intro:
      "Time to hydrated: navigation start → every control answers (React hydrated, `data-hydrated` set); " +
      `localhost, no network throttling, ${lib.CPU_SLOWDOWN}× CPU, 412 × 823, a fresh browser context per run; ` +
      "median (fastest–slowest).",
    headings: ["Page type", "Path", "Hydrated"],
    rows: results.map(({ type, path }, index) => [type, path, checked[index]?.cell ?? ""]),
    targets: checked.map((page) => page.target),
    data: results,
  };
}
