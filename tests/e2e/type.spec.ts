import { expect, test, viewports, visit } from "./support/fixtures";
import { layoutShift, watchLayoutShifts } from "./support/layout";

const ARTICLE = "/articles/what-breaks-a-fast";

for (const [name, viewport] of Object.entries(viewports)) {
  test(`an article's text is set in the served body face, and loading it moves nothing (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await watchLayoutShifts(page);
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push(new URL(request.url()).pathname);
    });
    await visit(page, ARTICLE);
    const paragraph = page.locator(".article-body p").first();
    await expect(paragraph).toHaveCSS("font-family", /^"Figtree Variable", "Figtree Fallback"/);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('1rem "Figtree Variable"'))).toBe(true);
    expect(
      await page.evaluate(() =>
        [...document.fonts].some((face) => face.family.includes("Figtree") && face.status === "loaded"),
      ),
    ).toBe(true);
    // Served by the site, the latin file only.
    expect(fontRequests.filter((path) => path.includes("figtree"))).toEqual([
      expect.stringMatching(/^\/assets\/figtree-latin-wght-normal-[\w-]+\.woff2$/),
    ]);
    expect(await layoutShift(page)).toBe(0);
  });
}
