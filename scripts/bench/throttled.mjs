// Real CPU throttling, tapped like an impatient reader until the page answers (docs/performance.md).
import { setTimeout as sleep } from "node:timers/promises";
import * as lib from "./lib.mjs";

const TOOL_PATH = "/tools/fasting-schedule";
const PATHS = ["/", "/articles", lib.ARTICLE_PATH, TOOL_PATH];
const NETWORK = { offline: false, latency: 150, downloadThroughput: 209_715.2, uploadThroughput: 96_000 };
const TAP_INTERVAL_MS = 75;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** @typedef {"menu" | "tool" | "paint"} Mode "paint": the first paint only (the floor has no controls). */

// Runs in the page before its own scripts: records its first paint, the taps and the first answer to one.
function installHarness(/** @type {Mode} */ mode) {
  if (window !== window.top) return;
  const taps = /** @type {{ at: number, pointerId: number }[]} */ ([]);
  const record = /** @type {{ fcpMs?: number, tapMs?: number, answeredMs?: number, answer?: string }} */ ({});
  const firstPaint = new Promise((resolve) => {
    new PerformanceObserver((list) => {
      record.fcpMs ??= list.getEntriesByName("first-contentful-paint")[0]?.startTime;
      if (record.fcpMs !== undefined) resolve(undefined);
    }).observe({ type: "paint", buffered: true });
  });
  const isShown = (/** @type {Element} */ element) => {
    const { width, height } = element.getBoundingClientRect();
    return element.checkVisibility({ visibilityProperty: true }) && width > 0 && height > 0;
  };
  const toolAnswers = () =>
    [...document.querySelectorAll("main h2, main [aria-live], main [role='alert']")].filter(
      (element) =>
        isShown(element) &&
        (element.localName === "h2" ? /suggested schedules/i : /\S/).test(element.textContent),
    );
  let shownBeforeTap = /** @type {Set<Element> | null} */ (null);
  let clickedTapAt = /** @type {number | null} */ (null);
  const answered = (/** @type {string} */ answer) => {
    if (record.answeredMs !== undefined || taps.length === 0) return;
    Object.assign(record, { answeredMs: performance.now(), answer, tapMs: clickedTapAt ?? taps.at(-1)?.at });
  };
  // Checked from a MutationObserver, before a later queued tap could undo the change.
  const checkTool = () => {
    const answer = toolAnswers().find((element) => !shownBeforeTap?.has(element));
    if (answer) answered(answer.textContent.trim().slice(0, 40));
  };
  const onPointerDown = (/** @type {PointerEvent} */ event) => {
    taps.push({ at: event.timeStamp, pointerId: event.pointerId });
    if (mode !== "tool" || shownBeforeTap) return;
    shownBeforeTap = new Set(toolAnswers());
    const options = { subtree: true, childList: true, attributes: true, characterData: true };
    new MutationObserver(checkTool).observe(document, options);
  };
  const onClick = (/** @type {MouseEvent} */ event) => {
    const pointerId = event instanceof PointerEvent ? event.pointerId : -1;
    clickedTapAt = taps.findLast((tap) => tap.pointerId === pointerId)?.at ?? null;
    setTimeout(() => {
      if (mode === "tool") checkTool(); // After the click's default action too.
      clickedTapAt = null;
    });
  };
  const onToggle = (/** @type {ToggleEvent} */ event) => {
    const menu = /** @type {Element} */ (event.target).matches('header nav[aria-label="Main"]');
    if (mode === "menu" && event.newState === "open" && menu) answered("menu");
  };
  addEventListener("pointerdown", onPointerDown, true);
  addEventListener("click", onClick, true);
  document.addEventListener("beforetoggle", onToggle, true);
  const controlBox = () => {
    const [scope, label] = mode === "menu" ? ["header", "Open menu"] : ["main", "Generate Schedule"];
    const button = [...document.querySelectorAll(`${scope} button`)].find(
      (element) => element.textContent.replace(/\s+/g, " ").includes(label) && isShown(element),
    );
    if (!button) return null;
    const { top, bottom } = button.getBoundingClientRect();
    if (top < 0 || bottom > innerHeight) button.scrollIntoView({ block: "center", behavior: "instant" });
    const { x, y, width, height } = button.getBoundingClientRect();
    return { x: x + width / 2, y: y + height / 2 };
  };
  /** @type {any} */ (window).__bench = async () => {
    await Promise.race([firstPaint, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    const box = record.fcpMs === undefined ? null : controlBox();
    return { ...record, taps: taps.length, firstTapMs: taps[0]?.at, box };
  };
}

/** @type {(browser: lib.Browser, url: string, mode: Mode) => Promise<any>} */
const load = (browser, url, mode) =>
  lib.inSlowPage(browser, { ...PHONE, warmUp: url }, async ({ context, page, cdp }) => {
    await context.addInitScript(installHarness, mode);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", { ...NETWORK, connectionType: "cellular4g" });
    let state = /** @type {any} */ (null); // The page's last reply.
    let documents = 0; // Same-document navigations (the history API) don't count.
    await cdp.send("Page.enable");
    cdp.on("Page.frameNavigated", ({ frame }) => (documents += frame.parentId ? 0 : 1));
    // Plain CDP rather than page.evaluate, whose helper script would delay the first paint.
    const probe = async () => {
      const question = { expression: "window.__bench()", awaitPromise: true, returnByValue: true };
      const { result } = await cdp.send("Runtime.evaluate", question);
      state = { ...result.value, box: result.value?.box ?? state?.box };
    };
    let pending = /** @type {Promise<unknown> | null} */ (null);
    const settled = () => (pending = null);
    const poll = () => (pending ??= probe().then(settled, settled));
    const pollUntil = (/** @type {number} */ until) => Promise.race([poll(), sleep(until - Date.now())]);
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    if (mode === "paint") return poll().then(() => ({ fcpMs: state?.fcpMs }));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && documents <= 1 && state?.answeredMs === undefined) {
      if (!state?.box) {
        await pollUntil(Date.now() + 1_000); // Until the page has painted and shows the control.
        if (!state?.box) await sleep(15);
        continue;
      }
      const tappedAt = Date.now();
      await page.touchscreen.tap(state.box.x, state.box.y).catch(() => undefined);
      await sleep(tappedAt + 50 - Date.now());
      await pollUntil(tappedAt + TAP_INTERVAL_MS);
      if (state?.answeredMs === undefined) await sleep(tappedAt + TAP_INTERVAL_MS - Date.now());
    }
    const reloaded = documents > 1;
    if (!reloaded) await pollUntil(Date.now() + 10_000); // The final record, from a page that may still be busy.
    const { box, ...result } = state ?? {};
    return { ...result, tapMs: reloaded ? undefined : result.tapMs, reloaded };
  });

/** `floorUrl` serves the empty React Router page (./floor.mjs): its first paint, in the same runs. */
export async function measureThrottled(
  /** @type {lib.PartOptions & { floorUrl: string }} */ { url, floorUrl, chromePath, runs, log },
) {
  const results = Object.fromEntries(PATHS.map((path) => [path, /** @type {any[]} */ ([])]));
  const floorFcp = /** @type {number[]} */ ([]);
  await lib.withChromium(chromePath, async (browser) => {
    for (let run = 1; run <= runs; run += 1) {
      floorFcp.push(Number((await load(browser, `${floorUrl}/`, "paint")).fcpMs));
      for (const path of PATHS) {
        // Once in a few hundred loads, `load` never comes: such a load is tried once more.
        const measure = async (/** @type {Mode} */ mode) =>
          load(browser, `${url}${path}`, mode).catch((error) => {
            log(`  ${path} run ${run}: a load failed, once more (${String(error).split("\n")[0]})`);
            return load(browser, `${url}${path}`, mode);
          });
        const [menu, tool] = [await measure("menu"), path === TOOL_PATH ? await measure("tool") : null];
        const [fcp, tap] = [lib.formatMs(menu.fcpMs), lib.formatMs(menu.tapMs)];
        log(`  ${path} ${run}/${runs}: FCP ${fcp}, menu tap ${tap}`);
        results[path]?.push({ menu, tool });
      }
    }
  });
  const pages = Object.entries(results).map(([path, runs]) => {
    const scope = `${path} (throttled)`;
    const fcpRuns = runs.map((run) => Number(run.menu.fcpMs));
    const fcp = lib.withinLimit(scope, "FCP", fcpRuns, 800);
    const menuRuns = runs.map((run) => run.menu.tapMs ?? Infinity);
    const menu = lib.withinLimit(scope, "menu tap (FCP + 100 ms)", menuRuns, lib.median(fcpRuns) + 100);
    const toolRuns = runs.flatMap((run) => (run.tool ? [run.tool.tapMs ?? Infinity] : []));
    const tool = toolRuns.length > 0 ? lib.withinLimit(scope, "tool tap", toolRuns, 1500) : null;
    const row = [path, fcp.cell, menu.cell, tool?.cell ?? "—"];
    return { row, targets: [fcp.target, menu.target, ...(tool ? [tool.target] : [])] };
  });
  const reloads = Object.values(results).flatMap((runs) => runs.filter((run) => run.tool?.reloaded));
  return {
    intro:
      `Throttled, in a real Chromium: a 390 × 844 phone at 2×, slow 4G, ${lib.CPU_SLOWDOWN}× CPU; median ` +
      "(fastest–slowest) of the runs. A tap's time is when the tap that worked touched the screen, from navigation start.",
    headings: ["Page", "FCP", "Menu tap", "Tool tap"],
    rows: [
      ["floor: an empty React Router page", lib.formatSpread(floorFcp), "—", "—"],
      ...pages.map((page) => page.row),
    ],
    notes:
      reloads.length > 0 ? [`In ${reloads.length} tool runs a tap reloaded the page: a form not held.`] : [],
    targets: pages.flatMap((page) => page.targets),
    data: { floorFcpMs: floorFcp, pages: results },
  };
}
