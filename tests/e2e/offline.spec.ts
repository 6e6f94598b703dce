import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, findChromium } from "../../scripts/lib/chromium.mjs";
import { signInPaths } from "../../src/config/paths";
import { startStaticServer } from "../../scripts/static-server.mjs";
import { E2E_AUTH_EMULATOR_HOST } from "./support/auth-emulator";
import { expect, fillFields, test, visit } from "./support/fixtures";
import { builtArticles, prerenderedRoutes } from "./support/routes";
import { cachedUrls, waitForServiceWorker } from "./support/service-worker";

// The service worker of the built-in build (decision 013): what it stores, the site offline, a new deploy's
// prompt, and Chromium's install check. Every other spec blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const BUILD_DIR = "build/client";
const ARTICLE_ID = "10-benefits-of-fasting";
const ARTICLE = `/articles/${ARTICLE_ID}`;
const TOOL = "/tools/macro-calculator";

/** Requests the page made that the browser did not get (offline, nothing
 * stored), as "path (error)". Requests a navigation cancelled do not count. */
function recordFailedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on("requestfailed", (request) => {
    const error = request.failure()?.errorText ?? "";
    if (error !== "net::ERR_ABORTED") failed.push(`${new URL(request.url()).pathname} (${error})`);
  });
  return failed;
}

test("every prerendered page and its .data file is stored, except sign-in's and the developer page's; offline, stored pages open, a tool computes, search answers, links navigate, and other pages say what needs a connection", async ({
  page,
  context,
  problems,
}) => {
  await visit(page, "/");
  await waitForServiceWorker(page);
  const routes = prerenderedRoutes();
  const dataFiles = readdirSync(BUILD_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".data"))
    .map((file) => `/${file.split("\\").join("/")}`);
  expect(routes).toContain("/offline");
  expect(dataFiles).toContain("/articles.data");
  const stored = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map(async (url) => [url, (await caches.match(url, { ignoreSearch: true })) !== undefined]),
      ),
    [...routes, ...dataFiles],
  );
  // Read from the build, so a new page (a tool, an article) is checked without a change here;
  // the built-in articles are well under the worker's limit of the newest 48.
  const networkOnly = signInPaths.flatMap((route) => [route, `${route}.data`]);
  const expected = [...routes, ...dataFiles].map((url) => [url, !networkOnly.includes(url)]);
  expect(stored).toEqual(expected);
  // Only this site's files: nothing from Firebase or any other origin.
  const origin = new URL(page.url()).origin;
  expect((await cachedUrls(page)).filter((url) => new URL(url).origin !== origin)).toEqual([]);

  await visit(page, ARTICLE);
  await visit(page, TOOL);
  await context.setOffline(true);
  const failed = recordFailedRequests(page);

  await visit(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Intermittent fasting/);

  // The tool's result view is a lazy chunk: it comes from the store too.
  await visit(page, TOOL);
  await fillFields(page, { "Age (years)": "30", Feet: "5", Inches: "10", "Weight (lbs)": "180" });
  await page.getByRole("button", { name: "Calculate Macros" }).click();
  await expect(page.getByRole("region", { name: "Your Daily Macros" })).toBeVisible();

  await visit(page, ARTICLE);
  const title = builtArticles().find(({ id }) => id === ARTICLE_ID)?.title ?? "";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // The search index is stored too.
  await visit(page, "/search?q=electrolytes");
  await expect(page.getByRole("main").locator("ol > li").first().getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  // The fasting timer, never visited before: its page and its lazy chunk are stored; a fast
  // started offline is still running after a reload.
  await visit(page, "/tools/fasting-timer");
  await page.getByRole("button", { name: "Start fast" }).click();
  await expect(page.getByRole("heading", { name: "You’re fasting" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "End fast" })).toBeVisible();

  // A client-side navigation reads the next page's .data file from the store.
  const data = page.waitForResponse((response) => new URL(response.url()).pathname === "/articles.data");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "The Vault" }).click();
  expect((await data).fromServiceWorker()).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Explore \d+ Articles$/);

  // Sign-in is never stored: the reader is sent to the offline page, which links back.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/offline\?from=%2Flogin$/);
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/login");

  // The worker answered everything, /login with a redirect.
  expect(failed, "requests that found neither the network nor the store").toEqual([]);
  expect(problems.errors).toEqual([]);
});

test("the manifest and the worker make the site installable (Chromium's own check)", async ({
  baseURL,
}, testInfo) => {
  // Chromium never offers to install from a private window, and every
  // Playwright context is one: this check needs a profile on disk.
  const context = await chromium.launchPersistentContext(testInfo.outputPath("profile"), {
    executablePath: findChromium(),
    args: chromiumArgs,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await visit(page, "/");
    await waitForServiceWorker(page);
    const session = await context.newCDPSession(page);
    const manifest = await session.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await session.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a new deploy shows the prompt; Reload switches to the new worker and reloads the page once", async ({
  browser,
}, testInfo) => {
  // A copy of the build on a server of its own, so its worker can change.
  const dir = testInfo.outputPath("site");
  cpSync(BUILD_DIR, dir, { recursive: true });
  const serve = (port = 0) =>
    startStaticServer({ port, publicDir: dir, extraConnectSrc: [`http://${E2E_AUTH_EMULATOR_HOST}`] });
  let server = await serve();
  const context = await browser.newContext({
    baseURL: server.url,
    serviceWorkers: "allow",
    reducedMotion: "reduce",
  });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await visit(page, "/about");
    await waitForServiceWorker(page);
    const prompt = page.getByRole("status").filter({ hasText: "A new version is available" });
    await expect(prompt).toHaveCount(0);

    // The next deploy: a worker that differs by a byte is a new version. The
    // server reads file sizes when it starts, so it restarts on the same port.
    const worker = join(dir, "sw.js");
    writeFileSync(worker, `${readFileSync(worker, "utf8")}\n// the next deploy\n`);
    await server.close();
    server = await serve(Number(new URL(server.url).port));
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(prompt).toBeVisible();
    const reload = prompt.getByRole("button", { name: "Reload" });
    // It slides in, except for readers who prefer reduced motion.
    await expect(prompt.locator("> div")).toHaveCSS("transition-property", "none");

    // Next in the tab order after the footer; it never takes focus itself.
    await expect(reload).not.toBeFocused();
    await page.getByRole("contentinfo").getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    await expect(reload).toBeFocused();
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => !("beforeReload" in window));
    await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
    await expect(page).toHaveURL(/\/about$/);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        isWaiting: (registration?.waiting ?? null) !== null,
        active: registration?.active?.state,
        isControlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(state).toEqual({ isWaiting: false, active: "activated", isControlled: true });
    await expect(prompt).toHaveCount(0);
    expect(navigations).toBe(1);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await server.close();
  }
});
