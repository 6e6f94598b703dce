// The throttled measurement of `npm run bench`: a phone in a real Chromium
// whose network (slow 4G) and CPU (4×) DevTools slow down, as opposed to
// Lighthouse's simulation. Per page and run, three loads, each in a fresh
// browser context with the cache disabled:
// 1. untouched: FCP and LCP (a tap would end LCP reporting);
// 2. the mobile menu button is tapped from the first paint on, again every
//    75 ms until the menu opens;
// 3. on the tool's page, "Generate Schedule" is tapped the same way until the
//    tool answers (before hydration a tap submits the form and reloads the page).
// Every time is taken in the page, on the clock of the first navigation's
// start, so Node's own delays (CDP round trips on a busy machine) do not count.
import { chromium } from "@playwright/test";
import { chromiumArgs } from "../lib/chromium.mjs";
import { THROTTLED_SETUP, THROTTLED_TOOL_PATH } from "./lib.mjs";

/** @typedef {"paint" | "menu" | "tool"} Mode */

/**
 * @typedef {object} Probe What the harness reports to Node (`window.__bench.probe(label)`).
 * @property {boolean} painted The current document has had its first contentful paint.
 * @property {{ x: number, y: number, width: number, height: number } | null} box Where the control to tap is, when shown.
 * @property {number | null} answeredAt
 * @property {number | null} tapAt
 * @property {string | null} answer
 * @property {number} taps
 * @property {number | null} fcp FCP of the first document.
 * @property {number} documents
 * @property {boolean} answeredBeforeTap
 * @property {number | null} reloadTapAt The first tap that submitted the form natively.
 * @property {number | null} firstTapAt
 * @property {number} lostAnswers
 */

/**
 * Runs in every document before its own scripts. Records taps (`pointerdown`)
 * and the first moment the page answered one. The record lives in
 * sessionStorage, so it survives a native form submission (a new document),
 * and times are converted to the first document's clock through
 * `performance.timeOrigin`.
 * @param {{ path: string, mode: Mode }} options
 */
function installHarness({ path, mode }) {
  const trim = (/** @type {string} */ value) => value.replace(/\/+$/, "") || "/";
  // Only the measured page: not the warm-up request, not frames.
  if (window !== window.top || trim(location.pathname) !== trim(path)) return;
  const KEY = "__bench";
  /** @type {{ firstOrigin: number, documents: number, taps: { at: number, pointerId: number }[], tapAt: number | null, answeredAt: number | null, answer: string | null, fcp: number | null, answeredBeforeTap: boolean, reloadTapAt: number | null, lostAnswers: number }} */
  const store = JSON.parse(sessionStorage.getItem(KEY) ?? "null") ?? {
    firstOrigin: performance.timeOrigin,
    documents: 0,
    taps: [],
    tapAt: null,
    answeredAt: null,
    answer: null,
    fcp: null,
    answeredBeforeTap: false,
    reloadTapAt: null,
    lostAnswers: 0,
  };
  store.documents += 1;
  // An answer shown by the page this one replaced is gone: the reader must tap again.
  if (store.documents > 1 && store.answeredAt !== null) {
    store.lostAnswers += 1;
    store.answeredAt = store.tapAt = store.answer = null;
  }
  const save = () => sessionStorage.setItem(KEY, JSON.stringify(store));
  save();
  /** A time of this document (performance.now() or an event's timeStamp) on the first document's clock. */
  const onFirstClock = (/** @type {number} */ time) => performance.timeOrigin + time - store.firstOrigin;
  const firstDocument = store.documents === 1;
  let painted = false;
  /** @type {() => void} */
  let onPainted = () => undefined;
  /** Resolves at this document's first contentful paint: Node waits for it in one call, not by polling the busy page. */
  const firstPaint = new Promise((resolve) => {
    onPainted = () => resolve(undefined);
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== "first-contentful-paint") continue;
      painted = true;
      onPainted();
      if (firstDocument) store.fcp = entry.startTime;
      save();
    }
  }).observe({ type: "paint", buffered: true });

  /** @param {Element} element */
  const isShown = (element) => {
    const box = element.getBoundingClientRect();
    return element.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
  };
  /**
   * The menu panel is open: a popover `<nav>` that is open, or the `hidden`
   * one React toggles, shown (at 390 px the desktop `<nav>` is not).
   */
  const menuOpen = () =>
    [...document.querySelectorAll('header nav[aria-label="Main"]')].some((nav) =>
      nav.hasAttribute("popover") ? nav.matches(":popover-open") : isShown(nav),
    );
  /**
   * What the tool can show after "Generate Schedule", first match first: the
   * results heading, other text in a live region (the results' loading
   * fallback), a validation alert.
   * @returns {{ kind: string, element: Element }[]}
   */
  const toolAnswers = () => {
    const main = document.querySelector("main");
    if (!main) return [];
    /** @param {string} selector @param {string} kind @param {RegExp} text */
    const shown = (selector, kind, text) =>
      [...main.querySelectorAll(selector)]
        .filter((element) => text.test(element.textContent) && isShown(element))
        .map((element) => ({ kind, element }));
    return [
      ...shown("h2", "results", /suggested schedules/i),
      ...shown("[aria-live]", "loading", /\S/),
      ...shown('[role="alert"]', "alert", /\S/),
    ];
  };
  /** Tool answers already shown at the document's first tap: they answer nothing. */
  let shownBeforeTap = /** @type {Set<Element> | null} */ (null);
  const answerNow = () => {
    if (mode === "menu") return menuOpen() ? "menu" : null;
    if (mode !== "tool") return null;
    return toolAnswers().find(({ element }) => !shownBeforeTap?.has(element))?.kind ?? null;
  };

  /** The tap whose click is being dispatched: the tap that caused what the click changes. */
  let clickedTapAt = /** @type {number | null} */ (null);
  /** @param {string | null} answer */
  const record = (answer) => {
    if (answer === null || store.answeredAt !== null || store.taps.length === 0) return;
    store.answeredAt = onFirstClock(performance.now());
    store.answer = answer;
    store.tapAt = clickedTapAt ?? store.taps.at(-1)?.at ?? null;
    save();
  };
  // Run from a MutationObserver, so before the next queued tap could undo the change.
  const check = () => record(store.answeredAt === null ? answerNow() : null);
  let observing = false;
  addEventListener(
    "pointerdown",
    (event) => {
      if (mode === "tool") shownBeforeTap ??= new Set(toolAnswers().map(({ element }) => element));
      if (store.taps.length === 0 && mode === "menu" && menuOpen()) store.answeredBeforeTap = true;
      store.taps.push({ at: onFirstClock(event.timeStamp), pointerId: event.pointerId });
      save();
      // Watched from the first tap only, to add no work to the load before it.
      if (!observing) {
        observing = true;
        new MutationObserver(check).observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      }
    },
    true,
  );
  // In Chromium a click is a PointerEvent with the pointerId of its pointerdown.
  addEventListener(
    "click",
    (event) => {
      const pointerId = event instanceof PointerEvent ? event.pointerId : -1;
      clickedTapAt = store.taps.findLast((tap) => tap.pointerId === pointerId)?.at ?? null;
      // Checked again after the click's default action (a popover opens then).
      setTimeout(() => {
        check();
        clickedTapAt = null;
      });
    },
    true,
  );
  // A submission nothing prevented (no React yet) reloads the page. Window
  // listeners run after React's, which listens on the document.
  addEventListener("submit", (event) => {
    if (event.defaultPrevented) return;
    store.reloadTapAt ??= clickedTapAt ?? store.taps.at(-1)?.at ?? null;
    save();
  });
  // A popover opening changes no attribute; it fires `beforetoggle` as it opens,
  // during the click, before a queued tap could close it again.
  document.addEventListener(
    "beforetoggle",
    (event) => {
      const opens = /** @type {ToggleEvent} */ (event).newState === "open";
      const target = event.target;
      if (
        mode === "menu" &&
        opens &&
        target instanceof Element &&
        target.matches('header nav[aria-label="Main"]')
      )
        record("menu");
    },
    true,
  );

  /**
   * The shown button whose text (or aria-label) holds `label`, in the header
   * for the menu, in the main content for the tool. Scrolled to the middle of
   * the screen when outside it, at once (the site scrolls smoothly otherwise).
   * @param {string} label
   */
  const controlBox = (label) => {
    const scope = document.querySelector(mode === "menu" ? "header" : "main");
    const button = [...(scope?.querySelectorAll("button") ?? [])].find((element) =>
      (element.getAttribute("aria-label") ?? element.textContent).replace(/\s+/g, " ").includes(label),
    );
    if (!button || !isShown(button)) return null;
    const rect = button.getBoundingClientRect();
    if (rect.top < 0 || rect.bottom > innerHeight)
      button.scrollIntoView({ block: "center", behavior: "instant" });
    const { x, y, width, height } = button.getBoundingClientRect();
    return { x, y, width, height };
  };

  /** @type {any} */ (window).__bench = {
    /**
     * The state once the document has painted (or after 10 s).
     * @param {string} label
     * @returns {Promise<Probe>}
     */
    probe: async (label) => {
      await Promise.race([firstPaint, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      return probeNow(label);
    },
  };
  /**
   * @param {string} label
   * @returns {Probe}
   */
  function probeNow(label) {
    return {
      painted,
      box: painted ? controlBox(label) : null,
      answeredAt: store.answeredAt,
      tapAt: store.tapAt,
      answer: store.answer,
      taps: store.taps.length,
      fcp: store.fcp,
      documents: store.documents,
      answeredBeforeTap: store.answeredBeforeTap,
      reloadTapAt: store.reloadTapAt,
      lostAnswers: store.lostAnswers,
      firstTapAt: store.taps[0]?.at ?? null,
    };
  }
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * A fresh context and page, throttled, not yet on the measured page.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} baseUrl
 * @param {string} path
 * @param {Mode} mode
 */
async function openThrottledPage(browser, baseUrl, path, mode) {
  const { viewport, deviceScaleFactor, network, cpuSlowdown } = THROTTLED_SETUP;
  const context = await browser.newContext({
    ignoreHTTPSErrors: true, // the hosting proxy's self-signed certificate
    viewport,
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(installHarness, { path, mode });
  const page = await context.newPage();
  // Open the origin first, so the renderer that gets throttled is the one that loads the page.
  await page.goto(`${baseUrl}/favicon.svg`);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", { ...network, connectionType: "cellular4g" });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  return { context, page, cdp };
}

/**
 * The untouched load: FCP and LCP once the page has settled.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} baseUrl
 * @param {string} path
 */
async function measurePaints(browser, baseUrl, path) {
  const { context, page } = await openThrottledPage(browser, baseUrl, path, "paint");
  try {
    await page.goto(`${baseUrl}${path}`, { waitUntil: "load", timeout: 30_000 });
    await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => undefined);
    // Late renders (lazily loaded sections) can still make a larger paint.
    await sleep(500);
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
          /** @param {PerformanceEntry | undefined} entry */
          const finish = (entry) => {
            const lcp = /** @type {(PerformanceEntry & { element: Element | null }) | undefined} */ (entry);
            const element = lcp?.element;
            const source =
              element instanceof HTMLImageElement ? ` ${new URL(element.currentSrc).pathname}` : "";
            resolve({
              fcpMs: fcp,
              lcpMs: lcp?.startTime ?? NaN,
              lcpElement: element ? `${element.localName}${source}` : "unknown",
            });
          };
          // LCP entries are only delivered to observers; buffered ones arrive in the first callback.
          new PerformanceObserver((list) => finish(list.getEntries().at(-1))).observe({
            type: "largest-contentful-paint",
            buffered: true,
          });
          setTimeout(() => finish(undefined), 2_000);
        }),
    );
  } finally {
    await context.close();
  }
}

/**
 * Taps a control from the first paint on until the page answers, like an
 * impatient reader: once the control is shown (scrolled to if below the
 * fold), one tap at its centre every `tapIntervalMs`. The page is asked 50 ms
 * after each tap whether it answered; a page too busy to reply in time has
 * shown nothing either, so the next tap goes out on time, at the last known
 * position. A tap that submits the form natively loads a new document:
 * tapping waits for it, looks the control up again once it has painted, and
 * goes on there. The harness, not this loop,
 * decides which tap worked, so a tap after the one that opened the menu does
 * not change the result.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} baseUrl
 * @param {string} path
 * @param {"menu" | "tool"} mode
 * @returns {Promise<import("./lib.mjs").TapResult>}
 */
async function measureTaps(browser, baseUrl, path, mode) {
  const { tapIntervalMs, tapTimeoutMs, maxDocuments } = THROTTLED_SETUP;
  const { context, page, cdp } = await openThrottledPage(browser, baseUrl, path, mode);
  const label = mode === "menu" ? "Open menu" : "Generate Schedule";
  /** The last reply of the current document. */
  let state = /** @type {Probe | null} */ (null);
  /** Where to tap, and in which document it was measured. */
  let target = /** @type {{ box: NonNullable<Probe["box"]>, document: number } | null} */ (null);
  // The browser reports navigations however busy the page is.
  /** Documents of the measured page committed so far. */
  let documents = 0;
  /** Page requests in flight: a native form submission on its way can still replace an answer. */
  const loadingDocuments = new Set();
  await cdp.send("Page.enable");
  cdp.on("Page.frameNavigated", ({ frame }) => {
    if (frame.parentId) return;
    documents += 1;
    state = target = null;
  });
  cdp.on("Network.requestWillBeSent", ({ requestId, type }) => {
    if (type === "Document") loadingDocuments.add(requestId);
  });
  cdp.on("Network.loadingFinished", ({ requestId }) => loadingDocuments.delete(requestId));
  cdp.on("Network.loadingFailed", ({ requestId }) => loadingDocuments.delete(requestId));
  /** @type {Promise<void> | null} */
  let pending = null;
  // Plain CDP rather than page.evaluate, which first injects Playwright's
  // helper script into the page: compiling it during the load delayed the first paint.
  const probe = async () => {
    const reply = await cdp
      .send("Runtime.evaluate", {
        expression: `window.__bench?.probe(${JSON.stringify(label)}) ?? null`,
        awaitPromise: true,
        returnByValue: true,
      })
      .catch(() => null);
    /** @type {Probe | null} */
    const next = reply && !reply.exceptionDetails ? reply.result.value : null;
    // A reply from a document since replaced is stale.
    if (!next || next.documents !== documents) return;
    state = next;
    if (next.painted && next.box) target = { box: next.box, document: next.documents };
  };
  /** One question to the page at a time: a busy page queues them. */
  const poll = () => (pending ??= probe().finally(() => (pending = null)));
  /** @param {number} until a Date.now() value */
  const pollUntil = (until) => Promise.race([poll(), sleep(Math.max(0, until - Date.now()))]);
  const answered = () => /** @type {Probe | null} */ (state)?.answeredAt != null;
  try {
    await page.goto(`${baseUrl}${path}`, { waitUntil: "commit", timeout: 60_000 });
    const deadline = Date.now() + tapTimeoutMs;
    while (Date.now() < deadline && documents < maxDocuments) {
      // While a page request is in flight (a native form submission), the
      // reader waits for the new page: it may also replace an answer.
      if (loadingDocuments.size > 0) {
        await sleep(15);
        continue;
      }
      if (answered()) break;
      if (!target || target.document !== documents) {
        // Not shown yet, or a new document: wait for it to paint and say where the control is.
        await pollUntil(Date.now() + 1_000);
        if (!target || target.document !== documents) await sleep(15);
        continue;
      }
      const { box } = target;
      const tappedAt = Date.now();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2).catch(() => undefined);
      await sleep(tappedAt + 50 - Date.now());
      await pollUntil(tappedAt + tapIntervalMs);
      if (!answered()) await sleep(tappedAt + tapIntervalMs - Date.now());
    }
    // The final record, from a page that may still be busy.
    await pollUntil(Date.now() + 10_000);
    const final = /** @type {Probe | null} */ (state);
    return {
      tapMs: final?.answeredAt == null ? null : final.tapAt,
      answeredMs: final?.answeredAt ?? null,
      answer: final?.answer ?? null,
      taps: final?.taps ?? 0,
      firstTapMs: final?.firstTapAt ?? null,
      fcpMs: final?.fcp ?? NaN,
      documents: final?.documents ?? 0,
      reloadTapMs: final?.reloadTapAt ?? null,
      lostAnswers: final?.lostAnswers ?? 0,
      answeredBeforeTap: final?.answeredBeforeTap ?? false,
    };
  } finally {
    await context.close();
  }
}

/**
 * @param {{ baseUrl: string, chromePath: string, paths: readonly string[], runs: number,
 *   log: (line: string) => void }} options
 * @returns {Promise<Map<string, import("./lib.mjs").ThrottledRun[]>>} the runs per path
 */
export async function measureThrottled({ baseUrl, chromePath, paths, runs, log }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs, headless: true });
  /** @type {Map<string, import("./lib.mjs").ThrottledRun[]>} */
  const results = new Map(paths.map((path) => [path, []]));
  /** @param {number | null} ms */
  const ms = (ms) => (ms === null || !Number.isFinite(ms) ? "never" : `${Math.round(ms)} ms`);
  try {
    // Pages alternate within a run, so a busy spell of the machine is spread over them.
    for (let run = 1; run <= runs; run += 1) {
      for (const path of paths) {
        /**
         * A load that failed (once in a few hundred, a page never fired `load`) is tried once more.
         * @template T
         * @param {string} what
         * @param {() => Promise<T>} measure
         */
        const retried = async (what, measure) => {
          try {
            return await measure();
          } catch (error) {
            log(
              `  throttled ${path} run ${run}: ${what} failed, once more (${String(error).split("\n")[0]})`,
            );
            return measure();
          }
        };
        const paints = /** @type {{ fcpMs: number, lcpMs: number, lcpElement: string }} */ (
          await retried("untouched load", () => measurePaints(browser, baseUrl, path))
        );
        const menu = await retried("menu load", () => measureTaps(browser, baseUrl, path, "menu"));
        const tool =
          path === THROTTLED_TOOL_PATH
            ? await retried("tool load", () => measureTaps(browser, baseUrl, path, "tool"))
            : null;
        log(
          `  throttled ${path} run ${run}/${runs}: FCP ${ms(paints.fcpMs)}, LCP ${ms(paints.lcpMs)} (${paints.lcpElement}), ` +
            `menu tap ${ms(menu.tapMs)} (${menu.taps} taps from ${ms(menu.firstTapMs)}, FCP ${ms(menu.fcpMs)})` +
            (tool
              ? `, tool tap ${ms(tool.tapMs)} (${tool.taps} taps from ${ms(tool.firstTapMs)}, ` +
                `${tool.answer ?? "no answer"}${tool.documents > 1 ? `, ${tool.documents} documents` : ""})`
              : ""),
        );
        results.get(path)?.push({ ...paints, menu, tool });
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
