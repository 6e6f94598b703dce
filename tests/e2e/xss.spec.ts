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
    fastAndFuelSanitiser: { sanitizeArticleHtml: (html: string) => string };
  };

  // Control: the detector works — an unsanitised payload does run here.
  const rawRan = await page.evaluate(async () => {
    const probe = window as unknown as Probe;
    probe.__xss = 0;
    const host = document.createElement("div");
    host.innerHTML = '<img src="/nope.png" onerror="window.__xss=1">';
    document.body.append(host);
    await new Promise((resolve) => setTimeout(resolve, 300));
    host.remove();
    return probe.__xss;
  });
  expect(rawRan).toBe(1);

  const ran = await page.evaluate(async (payloads) => {
    const probe = window as unknown as Probe;
    probe.__xss = 0;
    const host = document.createElement("div");
    document.body.append(host);
    for (const payload of payloads) {
      const article = document.createElement("article");
      article.innerHTML = probe.fastAndFuelSanitiser.sanitizeArticleHtml(payload);
      host.append(article);
    }
    // Give loads, errors, animations and autofocus a chance to fire.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const element of host.querySelectorAll<HTMLElement>("a, button, input, details, [tabindex]")) {
      element.focus();
      element.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    return probe.__xss;
  }, xssPayloads);

  expect(ran, "a sanitised payload set window.__xss").toBe(0);
  expect(dialogs, "a sanitised payload opened an alert").toEqual([]);
});
