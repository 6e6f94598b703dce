import { expect, expectHealthyPage, test, viewports, visit } from "./support/fixtures";
import { fallbackRoutes, prerenderedRoutes } from "./support/routes";

const routes = [...prerenderedRoutes().map((path) => ({ path, ready: "" })), ...fallbackRoutes];

test("the build prerenders the routes registered so far", () => {
  expect(prerenderedRoutes()).toEqual(expect.arrayContaining(["/", "/about", "/articles"]));
});

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`every route at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const route of routes) {
      test(`${route.path} is healthy (${name})`, async ({ page, problems }) => {
        if (route.path === "/articles/no-such-article") problems.expected.push(/No such article!/);
        await visit(page, route.path);
        if (route.ready) await expect(page.locator("h1")).toContainText(route.ready);
        await expectHealthyPage(page, problems);
        // No horizontal overflow: the page fits the viewport width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}
