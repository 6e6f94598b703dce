import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { hashScript, injectCspMeta } from "../../scripts/lib/csp.mjs";

// The post-build step pins each page's inline scripts by hash in a CSP meta
// element. The e2e suite checks the built pages run and an injected script
// does not; this checks the hashes are the ones a browser computes, on the
// shape of React Router's prerendered pages: charset first, inline context,
// a module script, React's streaming helpers, an external script.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<meta name="viewport" content="width=device-width, initial-scale=1"/><title>Fast &amp; Fuel</title>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/></head><body><main><h1>Hi</h1></main>',
  '<script>window.__reactRouterContext = {"basename":"/","a":"\\u003c/script>"};</script>',
  '<script type="module" async="">import "/assets/manifest.js";\r\nimport("/assets/entry.client.js");</script>',
  '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
  '<script src="/assets/external.js"></script>',
  "</body></html>",
].join("");

const metaPolicies = (html: string) =>
  [...new DOMParser().parseFromString(html, "text/html").querySelectorAll("meta")]
    .filter((meta) => meta.httpEquiv === "Content-Security-Policy")
    .map((meta) => meta.content);

describe("the CSP meta element of a page", () => {
  test.each([
    // Known values: the empty string, the example of the CSP spec / MDN, and UTF-8 text.
    ["", "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
    ["alert('Hello, world.');", "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"],
    ["'é'", "'sha256-Dgmw5ng0/CnJy0pMciM01AqeOX3kzdu1c2gRtaGUiaE='"],
  ])("hashes %j as a browser does: %s", (text, expected) => {
    expect(hashScript(text)).toBe(expected);
  });

  test("comes before any script and allows exactly the page's inline scripts, as the browser parses them", () => {
    const { html, hashes } = injectCspMeta(page);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf("<script"));
    // What a browser hashes: each inline script's text as parsed (CRLF already LF), UTF-8.
    const parsed = new DOMParser().parseFromString(html, "text/html");
    const browserHashes = [...parsed.querySelectorAll("script:not([src])")].map(
      (script) => `'sha256-${createHash("sha256").update(script.textContent).digest("base64")}'`,
    );
    expect(browserHashes).toHaveLength(3);
    expect(hashes).toEqual(browserHashes);
    expect(metaPolicies(html)).toEqual([
      `script-src 'self' ${browserHashes.join(" ")}; object-src 'none'; base-uri 'self'`,
    ]);
  });

  test("a second run replaces the element, with the hashes of the scripts as they are now", () => {
    const once = injectCspMeta(page).html;
    expect(injectCspMeta(once).html).toBe(once);
    const edited = once.replace("$RT=performance.now()", "$RT=0");
    const policies = metaPolicies(injectCspMeta(edited).html);
    expect(policies).toHaveLength(1);
    const [policy] = policies;
    expect(policy).toContain(hashScript("requestAnimationFrame(function(){$RT=0});"));
    expect(policy).not.toContain(hashScript("requestAnimationFrame(function(){$RT=performance.now()});"));
  });

  test("refuses a page whose meta element could not cover every script", () => {
    expect(() => injectCspMeta("<p>no head</p>")).toThrow(/No <head>/);
    expect(() =>
      injectCspMeta('<html><head><script>f()</script><meta charset="utf-8"></head></html>'),
    ).toThrow(/before <meta charset>/);
  });
});
