import type { Page, Request } from "@playwright/test";
import {
  axeViolations,
  expect,
  expectHealthyPage,
  test,
  viewports,
  visit,
  type PageProblems,
} from "./support/fixtures";
import { E2E_AUTH_EMULATOR_HOST } from "./support/auth-emulator";
import { fallbackRoutes, prerenderedRoutes } from "./support/routes";
import { signInPaths } from "../../src/config/paths";
import { site } from "../../src/config/site";

const routes = [...prerenderedRoutes().map((path) => ({ path, ready: "" })), ...fallbackRoutes];

// Five pages to a test, so that both workers share the walk. Every page gets the audit in both themes
// at the phone width, where most readers arrive and layouts are tightest, and a cheaper check at 1280 px
// (it fits the width, its h1 shows). The first page of each template (each article and each diet guide
// shares one) is audited at 1280 px as well.
const TEMPLATES = [/^\/articles\/(?!no-such-article$)[^/]+$/, /^\/diets\/(?!compare$)[^/]+$/];
const templateOf = (path: string) => TEMPLATES.find((pattern) => pattern.test(path))?.source ?? path;
const PAGES_PER_TEST = 5;
const walks = Array.from({ length: Math.ceil(routes.length / PAGES_PER_TEST) }, (_, index) =>
  routes.slice(index * PAGES_PER_TEST, (index + 1) * PAGES_PER_TEST).map((route) => ({
    ...route,
    wide:
      routes.findIndex(({ path }) => templateOf(path) === templateOf(route.path)) === routes.indexOf(route),
  })),
);

test("the build prerenders the routes registered so far", () => {
  expect(prerenderedRoutes()).toEqual(expect.arrayContaining(["/", "/about", "/articles"]));
});

/** The body's background colour, which each theme sets. */
const ground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe("every page audited", () => {
  test.use({ viewport: viewports.mobile, colorScheme: "light" });
  for (const walk of walks) {
    test(`${walk.map(({ path }) => path).join(", ")}: both themes at 390 px, fits 1280 px`, async ({
      page,
      problems,
    }) => {
      test.slow(); // five pages, three audits each
      for (const route of walk) await test.step(route.path, () => auditPage(page, problems, route));
    });
  }
});

/** One page: loaded at 390 px, audited light and dark, then resized to 1280 px (and audited if `wide`). */
async function auditPage(
  page: Page,
  problems: PageProblems,
  route: { path: string; ready: string; wide: boolean },
) {
  if (route.path === "/articles/no-such-article") problems.expected.push(/No such article!/);
  const requested: string[] = [];
  const record = (request: Request) => requested.push(request.url());
  page.on("request", record);
  await page.setViewportSize(viewports.mobile);
  await page.emulateMedia({ colorScheme: "light" });
  await visit(page, route.path);
  // Signed out, the developer page sends the visitor home: audit the page it settles on.
  if (route.path === "/dev-add-product") {
    await page.waitForURL((url) => url.pathname === "/");
    // The home page renders after the address changes: audit it once it is there, so
    // the scroll that reveals every section scrolls the home page, not the one before.
    await expect(page.getByRole("heading", { level: 1, name: site.tagline })).toBeVisible();
  }
  if (route.ready) await expect(page.locator("h1")).toContainText(route.ready);
  const lightGround = await ground(page);
  await expectHealthyPage(page, problems);
  // The dark theme (the device's setting; no script reads it) has its own colours to pass the same
  // audit. Without transitions they switch at once, so the audit reads the dark ones rather than a
  // fade's midpoint (sections below the fold start theirs late).
  await page.addStyleTag({ content: "*, ::before, ::after { transition: none !important; }" });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(() => ground(page)).not.toBe(lightGround);
  expect(await axeViolations(page), "axe violations, dark theme").toEqual([]);
  for (const viewport of [viewports.mobile, viewports.desktop]) {
    await page.setViewportSize(viewport);
    // No horizontal overflow: the page fits the viewport width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow at ${viewport.width} px`).toBeLessThanOrEqual(0);
  }
  await expect(page.locator("h1")).toBeVisible();
  if (route.wide) {
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => ground(page)).toBe(lightGround);
    await expectHealthyPage(page, problems);
  }
  page.off("request", record);
  // Built-in mode talks to no third party: every request stays on the site.
  const allowed = new Set([new URL(page.url()).origin]);
  if ((signInPaths as readonly string[]).includes(route.path))
    allowed.add(`http://${E2E_AUTH_EMULATOR_HOST}`);
  const foreign = requested.filter((url) => !url.startsWith("data:") && !allowed.has(new URL(url).origin));
  expect(foreign, "requests to other origins").toEqual([]);
  // No script or stylesheet is downloaded twice (say, under two URLs that differ only in their #fragment).
  const assets = requested
    .map((url) => new URL(url))
    .filter((url) => url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
  expect(
    assets.filter((path, index) => assets.indexOf(path) !== index),
    "assets requested twice",
  ).toEqual([]);
}
