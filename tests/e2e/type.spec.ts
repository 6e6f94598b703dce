import { expect, test, viewports, visit } from "./support/fixtures";

const ARTICLE = "/articles/what-breaks-a-fast";

for (const [name, viewport] of Object.entries(viewports)) {
  test(`an article's text is set in the served body face, and loading it moves nothing (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // Every layout shift from the start of the load, input or not.
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
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
    // Layout shifts are reported after the frame that drew them.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });
}
