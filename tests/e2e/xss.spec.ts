import { build } from "esbuild";
import { xssPayloads } from "../../src/lib/sanitize/xss-payloads";
import { expect, test, visit } from "./support/fixtures";

/** The app's own sanitiser module, bundled for the page under test. */
async function bundleSanitiser(): Promise<string> {
  const result = await build({
    entryPoints: ["src/lib/sanitize/sanitize-html.ts"],
    bundle: true,
    format: "iife",
    globalName: "fastAndFuelSanitiser",
    write: false,
    logLevel: "silent",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild produced no output");
  return output.text;
}

// This checks the sanitiser on its own: the site's Content-Security-Policy
// would also block inline payloads (and the test's own injected script), so it
// is bypassed here. The CSP is a second line of defence, not the first.
test.use({ bypassCSP: true });

test("sanitised payloads do not execute in Chromium (and raw ones would)", async ({ page }) => {
  await visit(page, "/about");
  await page.addScriptTag({ content: await bundleSanitiser() });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  type Probe = Window & {
    __xss?: number;
    __fired?: Set<string>;
    fastAndFuelSanitiser: { sanitizeArticleHtml: (html: string) => string };
  };
  const fired = () => page.evaluate(() => [...((window as unknown as Probe).__fired ?? [])].sort());

  // Control: the detector works — an unsanitised payload does run here.
  await page.evaluate(() => {
    const probe = window as unknown as Probe;
    probe.__xss = 0;
    const host = document.createElement("div");
    host.id = "raw";
    host.innerHTML = '<img src="/nope.png" onerror="window.__xss=1">';
    document.body.append(host);
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as Probe).__xss)).toBe(1);

  // Unsanitised payloads of the kinds that fire last (a failed load, media error, animation start, SVG
  // animation start, <details> toggle) go in beside the sanitised ones: once all of them have fired, the same
  // events in the sanitised markup would have fired too.
  const canaries = {
    "image error": '<img src="/canary.png" onerror="window.__fired.add(\'image error\')">',
    "media error": '<video src="/canary.mp4" onerror="window.__fired.add(\'media error\')"></video>',
    "animation start":
      "<style>@keyframes canary{}</style>" +
      '<div style="animation:canary 1s" onanimationstart="window.__fired.add(\'animation start\')"></div>',
    "SVG animation start":
      '<svg><animate attributeName="x" dur="1s" onbegin="window.__fired.add(\'SVG animation start\')"></svg>',
    toggle: "<details open ontoggle=\"window.__fired.add('toggle')\"><summary>x</summary></details>",
  };
  await page.evaluate(
    ({ payloads, canaryHtml }) => {
      const probe = window as unknown as Probe;
      document.getElementById("raw")?.remove();
      probe.__xss = 0;
      probe.__fired = new Set();
      const host = document.createElement("div");
      host.id = "sanitised";
      for (const payload of payloads) {
        const article = document.createElement("article");
        article.innerHTML = probe.fastAndFuelSanitiser.sanitizeArticleHtml(payload);
        host.append(article);
      }
      const canaryHost = document.createElement("div");
      canaryHost.innerHTML = canaryHtml;
      document.body.append(host, canaryHost);
    },
    { payloads: xssPayloads, canaryHtml: Object.values(canaries).join("") },
  );
  await expect.poll(fired).toEqual(Object.keys(canaries).sort());

  // Focus and mouseover handlers run during focus() and dispatchEvent().
  const ran = await page.evaluate(() => {
    const probe = window as unknown as Probe;
    const host = document.getElementById("sanitised");
    for (const element of host?.querySelectorAll<HTMLElement>("a, button, input, details, [tabindex]") ??
      []) {
      element.focus();
      element.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    }
    return probe.__xss;
  });

  expect(ran, "a sanitised payload set window.__xss").toBe(0);
  expect(dialogs, "a sanitised payload opened an alert").toEqual([]);
});
