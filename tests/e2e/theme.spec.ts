import type { Page } from "@playwright/test";
import { holdRequests } from "./support/hold";
import { expect, test, visit } from "./support/fixtures";

// The page colours of each theme (the body's background: --color-cream).
const LIGHT = "rgb(251, 248, 241)";
const DARK = "rgb(19, 18, 15)";

/** Notes the body's background in the first animation frame that has a body: frames wait for the stylesheet,
 * so this is what the first paint shows. A theme applied any later (say, once React runs) would first paint
 * the other one. */
async function watchFirstFrame(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { firstFrameBackground?: string };
    const tick = () => {
      // Typed as always there, but a script at document start runs before it.
      const body = document.body as HTMLElement | null;
      if (body) w.firstFrameBackground = getComputedStyle(body).backgroundColor;
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function firstFrameBackground(page: Page) {
  await page.waitForFunction(() => "firstFrameBackground" in window);
  return page.evaluate(() => (window as unknown as { firstFrameBackground: string }).firstFrameBackground);
}

const PAGE_PAIR = ["(prefers-color-scheme: light) #156546", "(prefers-color-scheme: dark) #13120f"];

/** The toolbar colour the browser uses (the first theme-color meta that applies), once the page
 * has hydrated, and every theme-color meta: the page's own pair must be as rendered, once. */
async function toolbarColour(page: Page) {
  await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
  return page.locator('meta[name="theme-color"]').evaluateAll((metas) => ({
    colour: (metas as HTMLMetaElement[]).find((meta) => !meta.media || matchMedia(meta.media).matches)
      ?.content,
    metas: metas.map((meta) =>
      [meta.getAttribute("media"), meta.getAttribute("content")].filter(Boolean).join(" "),
    ),
  }));
}

test("a device set to dark gets the dark theme from the first frame, without JavaScript too, and prints light; the footer's Theme setting switches at once, even before its code has loaded, is kept on reload, and System follows the device again", async ({
  browser,
  page,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ colorScheme: "dark", javaScriptEnabled });
    const device = await context.newPage();
    if (javaScriptEnabled) {
      await watchFirstFrame(device);
      await device.goto("/articles");
      expect(await firstFrameBackground(device)).toBe(DARK);
    } else {
      await device.goto("/articles");
      await expect(device.locator("body")).toHaveCSS("background-color", DARK);
      // Printing is light.
      await device.emulateMedia({ media: "print" });
      await expect(device.locator("body")).toHaveCSS("background-color", LIGHT);
    }
    await context.close();
  }

  // The setting's code loads after the page has hydrated: held back here, so the click reaches its
  // prerendered radio first, as it can on a slow connection. The pick holds once the code arrives.
  const release = await holdRequests(page, "**/assets/theme-setting-*.js");
  await visit(page, "/about");
  const setting = page.getByRole("group", { name: "Theme" });
  await expect(setting.getByRole("radio", { name: "System" })).toBeChecked();
  await expect(page.locator("body")).toHaveCSS("background-color", LIGHT);
  await setting.getByRole("radio", { name: "Dark" }).click();
  release();
  await expect(page.locator("body")).toHaveCSS("background-color", DARK);
  await expect(setting.getByRole("radio", { name: "Dark" })).toBeChecked();

  // A pick of dark on a light device holds from the first frame, the toolbar included.
  await watchFirstFrame(page);
  await page.reload();
  expect(await firstFrameBackground(page)).toBe(DARK);
  expect(await toolbarColour(page)).toEqual({ colour: "#13120f", metas: ["#13120f", ...PAGE_PAIR] });
  await expect(page.getByRole("group", { name: "Theme" }).getByRole("radio", { name: "Dark" })).toBeChecked();

  // System forgets the pick and follows the device again.
  await page.getByRole("group", { name: "Theme" }).getByRole("radio", { name: "System" }).click();
  await expect(page.locator("body")).toHaveCSS("background-color", LIGHT);
  expect(await page.evaluate(() => localStorage.getItem("ff-theme"))).toBeNull();
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("body")).toHaveCSS("background-color", DARK);
  expect(await toolbarColour(page)).toEqual({ colour: "#13120f", metas: PAGE_PAIR });
});
