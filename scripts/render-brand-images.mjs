// `npm run render:brand-images` after changing scripts/assets/og-image.svg or public/favicon.svg: redraws
// the committed PNGs in Chromium.
import { mkdir, readFile } from "node:fs/promises";
import { chromium } from "playwright";
import { chromiumArgs, findChromium } from "./lib/chromium.mjs";

const root = new URL("../", import.meta.url);
const green = "#156546";

// The disc (43/48 of the box) stays in a maskable icon's 80% safe zone; iOS fills transparency black.
const icons = [
  { file: "public/icons/icon-192.png", size: 192, markShare: 1, background: null },
  { file: "public/icons/icon-512.png", size: 512, markShare: 1, background: null },
  { file: "public/icons/icon-maskable-512.png", size: 512, markShare: 0.78, background: green },
  { file: "public/icons/apple-touch-icon.png", size: 180, markShare: 0.86, background: green },
];

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [...chromiumArgs, "--allow-file-access-from-files"],
});
try {
  const card = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await card.goto(new URL("scripts/assets/og-image.svg", root).href);
  const hasFont = await card.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('700 66px "Outfit Variable"');
  });
  if (!hasFont) throw new Error("The Outfit font did not load: is node_modules installed?");
  await card.screenshot({ path: new URL("public/og-image.png", root).pathname, type: "png" });
  console.log("public/og-image.png (1200×630)");

  await mkdir(new URL("public/icons/", root), { recursive: true });
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const favicon = (await readFile(new URL("public/favicon.svg", root))).toString("base64");
  for (const { file, size, markShare, background } of icons) {
    const mark = Math.round(size * markShare);
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;` +
        `background:${background ?? "transparent"}">` +
        `<img src="data:image/svg+xml;base64,${favicon}" width="${mark}" height="${mark}" alt=""></body>`,
    );
    await page.locator("img").evaluate((/** @type {HTMLImageElement} */ image) => image.decode());
    await page.screenshot({ path: new URL(file, root).pathname, type: "png", omitBackground: !background });
    console.log(`${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
