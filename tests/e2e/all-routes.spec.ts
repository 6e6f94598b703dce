import { expect, expectHealthyPage, test, viewports, visit } from "./support/fixtures";
import { fallbackRoutes, prerenderedRoutes } from "./support/routes";

const routes = [...prerenderedRoutes(), ...fallbackRoutes];

test("the build prerenders the routes registered so far", () => {
  expect(prerenderedRoutes()).toEqual(expect.arrayContaining(["/", "/about"]));
});

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`every route at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const route of routes) {
      test(`${route} is healthy (${name})`, async ({ page, problems }) => {
        await visit(page, route);
        await expectHealthyPage(page, problems);
        // No horizontal overflow: the page fits the viewport width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}
