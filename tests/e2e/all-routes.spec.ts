import type { Page } from "@playwright/test";
import { axeViolations, expect, expectHealthyPage, test, viewports, visit } from "./support/fixtures";
import { E2E_AUTH_EMULATOR_HOST } from "./support/auth-emulator";
import { fallbackRoutes, prerenderedRoutes } from "./support/routes";
import { signInPaths } from "../../src/config/paths";
import { site } from "../../src/config/site";

const routes = [...prerenderedRoutes().map((path) => ({ path, ready: "" })), ...fallbackRoutes];

// Articles share one page and one style sheet: what differs between them is their content, whose
// rules (headings in order, unique ids, link names, a page that fits a phone) one width and theme
// checks. Two of them take the full walk for the page around the content.
const ARTICLE = /^\/articles\/(?!no-such-article$)[^/]+$/;
const fullWalk = new Set(
  routes
    .filter(({ path }) => ARTICLE.test(path))
    .slice(0, 2)
    .map(({ path }) => path),
);
const walkOf = (path: string) =>
  !ARTICLE.test(path) || fullWalk.has(path)
    ? {
        widths: [
          ["mobile", viewports.mobile],
          ["desktop", viewports.desktop],
        ] as const,
        dark: true,
      }
    : { widths: [["mobile", viewports.mobile]] as const, dark: false };

test("the build prerenders the routes registered so far", () => {
  expect(prerenderedRoutes()).toEqual(expect.arrayContaining(["/", "/about", "/articles"]));
});

/** The body's background colour, which each theme sets. */
const ground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

// One load per route, audited at both widths in both themes: a load costs about as much as an audit.
// The phone width comes first, on the fresh load, as most readers arrive; the wide screen follows by
// resizing the same page, whose sections the first walk has already revealed.
test.describe("every route at 390 and 1280 px", () => {
  test.use({ viewport: viewports.mobile, colorScheme: "light" });
  for (const route of routes) {
    const walk = walkOf(route.path);
    const what = walk.dark ? "mobile and desktop, light and dark themes" : "mobile, light theme";
    test(`${route.path} is healthy (${what})`, async ({ page, problems }) => {
      if (route.path === "/articles/no-such-article") problems.expected.push(/No such article!/);
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
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
      for (const [name, viewport] of walk.widths) {
        await test.step(`${viewport.width}px`, async () => {
          await page.setViewportSize(viewport);
          await page.emulateMedia({ colorScheme: "light" });
          await expect.poll(() => ground(page)).toBe(lightGround);
          await expectHealthyPage(page, problems);
          // No horizontal overflow: the page fits the viewport width.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `horizontal overflow at ${name} width`).toBeLessThanOrEqual(0);
          if (!walk.dark) return;
          // The dark theme (the device's setting; no script reads it) has its own colours to pass
          // the same audit. Without transitions they switch at once, so the audit reads the dark
          // ones rather than a fade's midpoint (sections below the fold start theirs late).
          await page.addStyleTag({ content: "*, ::before, ::after { transition: none !important; }" });
          await page.emulateMedia({ colorScheme: "dark" });
          await expect.poll(() => ground(page)).not.toBe(lightGround);
          expect(await axeViolations(page), `axe violations, dark theme, ${name}`).toEqual([]);
        });
      }
      // Built-in mode talks to no third party: every request stays on the site.
      const allowed = new Set([new URL(page.url()).origin]);
      if ((signInPaths as readonly string[]).includes(route.path))
        allowed.add(`http://${E2E_AUTH_EMULATOR_HOST}`);
      const foreign = requested.filter(
        (url) => !url.startsWith("data:") && !allowed.has(new URL(url).origin),
      );
      expect(foreign, "requests to other origins").toEqual([]);
      // No script or stylesheet is downloaded twice (say, under two URLs
      // that differ only in their #fragment).
      const assets = requested
        .map((url) => new URL(url))
        .filter((url) => url.pathname.startsWith("/assets/"))
        .map((url) => url.pathname);
      expect(
        assets.filter((path, index) => assets.indexOf(path) !== index),
        "assets requested twice",
      ).toEqual([]);
    });
  }
});
