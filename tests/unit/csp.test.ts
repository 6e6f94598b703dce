import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import {
  addSources,
  APP_CHECK_SOURCES,
  hashScript,
  injectCspMeta,
  missingAppCheckSources,
} from "../../scripts/lib/csp.mjs";
import { paintFirst } from "../../scripts/lib/react-router-output.mjs";
import { holdEarlySubmitScript } from "../../src/lib/before-hydration";
import { applyThemeScript } from "../../src/lib/theme-script";

// The post-build step pins each page's inline scripts by hash in a CSP meta
// element, and fails on any it does not know. The e2e suite checks the built
// pages run and an injected script does not; this checks the hashes are the
// ones a browser computes, on the shape of React Router's prerendered pages:
// charset first, the site's head scripts, structured data, React Router's
// context, its module script, the page's data and the stream's end, and an
// external script.
const siteScripts = [applyThemeScript, holdEarlySubmitScript];
const options = { siteScripts, file: "build/client/about/index.html" };

const context =
  'window.__reactRouterContext = {"basename":"/","future":{"v8_middleware":true},"ssr":false,"isSpaMode":false};' +
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
// As React Router writes it: CRLF line ends survive in the file (browsers hash them as LF).
const moduleScript = [
  'import "/assets/manifest-0c1bfacc.js";',
  'import * as route0 from "/assets/root-BquFKNng.js";',
  'import * as route1_clientLoader from "/assets/about-clientLoader-A1.js";',
  'import * as route1_main from "/assets/about-IZhYhFE7.js";',
  "const route1 = {...route1_clientLoader,...route1_main};",
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"app/routes/about":route1};',
  "",
  'import("/assets/entry.client-Ccnh1tBq.js");',
].join("\r\n");
const pageData = (data: string) =>
  `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(data).replaceAll("<", "\\u003c")});`;
// Text beyond ASCII, which a browser hashes as UTF-8.
const loaderData = pageData('[{"_1":2},"loaderData","Café </script>"]\n');

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  `<script>${applyThemeScript}</script>`,
  '<meta name="viewport" content="width=device-width, initial-scale=1"/><title>Fast &amp; Fuel</title>',
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"Fast \\u0026 Fuel"}</script>',
  `<script>${holdEarlySubmitScript}</script>`,
  '<link rel="modulepreload" href="/assets/entry.client-Ccnh1tBq.js"/></head><body><main><h1>Hi</h1></main>',
  `<script>${context}</script>`,
  `<script type="module" async="">${moduleScript}</script>`,
  `<script>${loaderData}</script>`,
  "<script>window.__reactRouterContext.streamController.close();</script>",
  '<script src="/assets/external.js"></script>',
  "</body></html>",
].join("");

/** The page as the post-build step sees it: rewritten to paint first. */
const painted = paintFirst(page).html;

const metaPolicies = (html: string) =>
  [...new DOMParser().parseFromString(html, "text/html").querySelectorAll("meta")]
    .filter((meta) => meta.httpEquiv === "Content-Security-Policy")
    .map((meta) => meta.content);

describe("the CSP meta element of a page", () => {
  test.each([
    ["as React Router writes it", page],
    ["rewritten to paint first", painted],
  ])(
    "%s: comes before any script and allows exactly the page's scripts, as the browser parses them",
    (_, html) => {
      const { html: pinned, hashes } = injectCspMeta(html, options);
      expect(pinned.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(pinned.indexOf("<script"));
      // What a browser hashes: each inline script's text as parsed (CRLF already LF), as UTF-8.
      // Structured data is never run, so it needs no hash.
      const parsed = new DOMParser().parseFromString(pinned, "text/html");
      const browserHashes = [
        ...parsed.querySelectorAll('script:not([src]):not([type="application/ld+json"])'),
      ].map((script) => `'sha256-${createHash("sha256").update(script.textContent).digest("base64")}'`);
      expect(browserHashes).toHaveLength(6);
      expect(hashes).toEqual(browserHashes);
      expect(metaPolicies(pinned)).toEqual([
        `script-src 'self' ${browserHashes.join(" ")}; object-src 'none'; base-uri 'self'`,
      ]);
    },
  );

  test("allows reCAPTCHA Enterprise's script file and release folder only in a build with App Check on", () => {
    const [off] = metaPolicies(injectCspMeta(page, options).html);
    expect(off).not.toMatch(/google|gstatic/);
    const [on] = metaPolicies(injectCspMeta(page, { ...options, appCheck: true }).html);
    expect(on).toMatch(
      /^script-src 'self' https:\/\/www\.google\.com\/recaptcha\/enterprise\.js https:\/\/www\.gstatic\.com\/recaptcha\/releases\/ 'sha256-/,
    );
  });

  test("a second run replaces the element, with the hashes of the scripts as they are now", () => {
    const once = injectCspMeta(painted, options).html;
    expect(injectCspMeta(once, options).html).toBe(once);
    const after = pageData('[{"_1":3},"loaderData"]\n');
    const policies = metaPolicies(injectCspMeta(once.replace(loaderData, after), options).html);
    expect(policies).toEqual([expect.stringContaining(hashScript(after))]);
    expect(policies[0]).not.toContain(hashScript(loaderData));
  });

  test("refuses a page whose meta element could not cover every script", () => {
    expect(() => injectCspMeta("<p>no head</p>", options)).toThrow(/No <head>/);
    const scriptFirst = `<html><head><script>${applyThemeScript}</script><meta charset="utf-8"></head></html>`;
    expect(() => injectCspMeta(scriptFirst, options)).toThrow(/before <meta charset>/);
  });

  // A script that slipped into a page (an article's HTML, a dependency's output) would
  // otherwise be pinned and run for every reader: the build stops instead, naming the page.
  const withScript = (html: string, script: string) => html.replace("</main>", `</main>${script}`);
  test.each([
    ["a plain inline script", "<script>window.__xss=1</script>"],
    ["one declared as JavaScript", '<script type="text/javascript">window.__xss=1</script>'],
    ["a module", '<script type="module">import("/assets/evil.js");</script>'],
    ["an import map", '<script type="importmap">{"imports":{"a":"/assets/evil.js"}}</script>'],
    [
      "one whose type hides in another attribute's value",
      '<script nonce="x type=application/ld+json">window.__xss=1</script>',
    ],
    ["one whose src hides in another attribute's value", '<script data-x=" src=">window.__xss=1</script>'],
    ["the theme script with one change", `<script>${applyThemeScript.replace("ff-theme", "xx")}</script>`],
    // Copies of known scripts in the page's content: too early, or twice.
    ["the theme script a second time", `<script>${applyThemeScript}</script>`],
    ["React Router's page data before its context", `<script>${pageData('[{"_1":2}]')}</script>`],
    ["a second React Router context", `<script>${context}</script>`],
    ["a second React Router module script", `<script type="module" async="">${moduleScript}</script>`],
    [
      "React Router's context with code after the JSON",
      `<script>${context.replace('"isSpaMode":false}', '"isSpaMode":false};window.__xss=1')}</script>`,
    ],
    [
      "React Router's page data with code in the call",
      '<script>window.__reactRouterContext.streamController.enqueue("[]"+(window.__xss=1));</script>',
    ],
    [
      "React Router's module script with a statement of its own",
      `<script type="module" async="">${moduleScript.replace("\r\n\r\n", "\r\nwindow.__xss=1;\r\n")}</script>`,
    ],
    [
      "React Router's module script importing from another origin",
      `<script type="module" async="">${moduleScript.replace('"/assets/root-BquFKNng.js"', '"//evil.example/x.js"')}</script>`,
    ],
  ])("fails the build on %s, naming the page and the script", (_, script) => {
    expect(() => injectCspMeta(withScript(page, script), options)).toThrow(
      /^build\/client\/about\/index\.html: an inline script that is neither React Router's nor one of the site's own .*: "(?:window\.__|\(function|import|\{)/,
    );
  });

  test("fails when paint-first's wait was tampered with", () => {
    const wait = "setTimeout(resolve, 1000);";
    const tampered = painted.replace(wait, `${wait} window.__xss=1;`);
    expect(tampered).not.toBe(painted);
    expect(() => injectCspMeta(tampered, options)).toThrow(/"\/\* paint first \*\//);
  });

  test("the site's own head scripts are known only when listed; the error shows a script's first 80 characters", () => {
    expect(holdEarlySubmitScript.length).toBeGreaterThan(80);
    expect(() => injectCspMeta(page, { ...options, siteScripts: [applyThemeScript] })).toThrow(
      `: ${JSON.stringify(holdEarlySubmitScript.slice(0, 80))}`,
    );
  });
});

describe("App Check and the header policy", () => {
  const pagePolicy = "default-src 'self'; script-src 'self' 'unsafe-inline'; connect-src 'self'";

  test("lists every source a header policy still lacks, a missing directive read as default-src", () => {
    expect(missingAppCheckSources(pagePolicy)).toEqual([
      "script-src https://www.google.com/recaptcha/enterprise.js",
      "script-src https://www.gstatic.com/recaptcha/releases/",
      "frame-src https://www.google.com/recaptcha/enterprise/",
      "frame-src https://recaptcha.google.com/recaptcha/enterprise/",
      "connect-src https://content-firebaseappcheck.googleapis.com",
    ]);
    let allowed = pagePolicy;
    for (const [directive, sources] of Object.entries(APP_CHECK_SOURCES)) {
      allowed = addSources(allowed, directive, sources);
    }
    expect(missingAppCheckSources(allowed)).toEqual([]);
  });
});
