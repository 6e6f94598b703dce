import { describe, expect, test } from "vitest";
import {
  addSources,
  buildMetaPolicy,
  findInlineScripts,
  hashScript,
  injectCspMeta,
  parsePolicy,
} from "../../scripts/lib/csp.mjs";

// The shape of React Router's prerendered pages: charset first, inline
// context, a module script, React's streaming helpers, an external script.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<meta name="viewport" content="width=device-width, initial-scale=1"/><title>Fast &amp; Fuel</title>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/></head><body><main><h1>Hi</h1></main>',
  '<script>window.__reactRouterContext = {"basename":"/","a":"\\u003c/script>"};</script>',
  '<script type="module" async="">import "/assets/manifest.js";\nimport("/assets/entry.client.js");</script>',
  '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
  '<script src="/assets/external.js"></script>',
  "</body></html>",
].join("");

/** The hash sources of a policy's script-src. */
function scriptHashes(policy: string) {
  return (parsePolicy(policy).get("script-src") ?? []).filter((source) => source.startsWith("'sha256-"));
}

function metaPolicy(html: string) {
  const document = new DOMParser().parseFromString(html, "text/html");
  return document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? "";
}

describe("findInlineScripts", () => {
  test("returns the text of each inline script in order and skips scripts with src", () => {
    expect(findInlineScripts(page)).toEqual([
      'window.__reactRouterContext = {"basename":"/","a":"\\u003c/script>"};',
      'import "/assets/manifest.js";\nimport("/assets/entry.client.js");',
      "requestAnimationFrame(function(){$RT=performance.now()});",
    ]);
  });

  test.each([
    ["upper-case tags", "<SCRIPT>a()</SCRIPT>", ["a()"]],
    ["a quoted > in an attribute", '<script data-x="a>b">b()</script>', ["b()"]],
    ["an end tag with a space", "<script>c()</script >", ["c()"]],
    ["an empty script", "<script></script>", [""]],
    ["a src attribute after others", '<script type="module" src="/x.js"></script>', []],
    ["a data-src attribute (still inline)", '<script data-src="x">d()</script>', ["d()"]],
    ["entities, left as they are", "<script>e('&amp;')</script>", ["e('&amp;')"]],
  ])("handles %s", (_name, html, expected) => {
    expect(findInlineScripts(html)).toEqual(expected);
  });
});

describe("hashScript", () => {
  test.each([
    // Known values: the empty string, and the example of the CSP spec / MDN.
    ["", "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
    ["alert('Hello, world.');", "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"],
  ])("hashes %j as %s", (text, expected) => {
    expect(hashScript(text)).toBe(expected);
  });

  test("hashes the text after the HTML parser's newline normalisation", () => {
    expect(hashScript("a();\r\nb();\rc();")).toBe(hashScript("a();\nb();\nc();"));
  });

  test("hashes the UTF-8 bytes of non-ASCII text (as browsers do)", () => {
    expect(hashScript("'é'")).toBe("'sha256-Dgmw5ng0/CnJy0pMciM01AqeOX3kzdu1c2gRtaGUiaE='");
  });
});

describe("buildMetaPolicy", () => {
  test("allows 'self' and the listed hashes once each, and nothing that a meta element cannot carry", () => {
    const policy = buildMetaPolicy(["'sha256-a'", "'sha256-b'", "'sha256-a'"]);
    expect(policy).toBe("script-src 'self' 'sha256-a' 'sha256-b'; object-src 'none'; base-uri 'self'");
    expect(policy).not.toMatch(/frame-ancestors|report-uri|report-to|sandbox|unsafe-inline/);
  });
});

describe("injectCspMeta", () => {
  test("puts the meta element right after <meta charset>, before any script", () => {
    const { html } = injectCspMeta(page);
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-/,
    );
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<script"));
  });

  test("lists exactly the hashes a browser computes for the parsed page's inline scripts", () => {
    const { html, hashes } = injectCspMeta(page.replace("import(", "\r\nimport("));
    const parsed = new DOMParser().parseFromString(html, "text/html");
    const browserHashes = [...parsed.querySelectorAll("script:not([src])")].map((script) =>
      hashScript(script.textContent),
    );
    expect(browserHashes).toHaveLength(3);
    expect(hashes).toEqual(browserHashes);
    expect(scriptHashes(metaPolicy(html))).toEqual(browserHashes);
  });

  test("is idempotent: a second run replaces the meta element instead of adding one", () => {
    const once = injectCspMeta(page).html;
    expect(injectCspMeta(once).html).toBe(once);
    expect(once.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });

  test("replaces a stale meta element when the scripts change", () => {
    const stale = injectCspMeta(page).html.replace("$RT=performance.now()", "$RT=0");
    const { html } = injectCspMeta(stale);
    expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(scriptHashes(metaPolicy(html))).toContain(hashScript("requestAnimationFrame(function(){$RT=0});"));
    expect(scriptHashes(metaPolicy(html))).not.toContain(
      hashScript("requestAnimationFrame(function(){$RT=performance.now()});"),
    );
  });

  test("keeps everything else of the page byte for byte", () => {
    const { html } = injectCspMeta(page);
    expect(html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, "")).toBe(page);
  });

  test("falls back to the start of <head> without a charset meta element", () => {
    const { html } = injectCspMeta(
      "<html><head><title>x</title></head><body><script>f()</script></body></html>",
    );
    expect(html).toMatch(
      /^<html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-/,
    );
  });

  test("refuses a page whose meta element could not cover every script", () => {
    expect(() => injectCspMeta("<p>no head</p>")).toThrow(/No <head>/);
    expect(() =>
      injectCspMeta('<html><head><script>f()</script><meta charset="utf-8"></head></html>'),
    ).toThrow(/before <meta charset>/);
  });
});

describe("addSources", () => {
  const policy =
    "default-src 'self'; connect-src 'self' https://firestore.googleapis.com; frame-ancestors 'none'";

  test("appends origins to the directive and keeps the others as they were", () => {
    expect(
      addSources(policy, "connect-src", ["http://127.0.0.1:9199", "https://firestore.googleapis.com"]),
    ).toBe(
      "default-src 'self'; connect-src 'self' https://firestore.googleapis.com http://127.0.0.1:9199; frame-ancestors 'none'",
    );
  });

  test("leaves the policy untouched when there is nothing to add", () => {
    expect(addSources(policy, "connect-src", [])).toBe(policy);
  });

  test("starts a missing directive from default-src, its fallback", () => {
    expect(
      parsePolicy(addSources("default-src 'self'", "connect-src", ["http://127.0.0.1:9199"])).get(
        "connect-src",
      ),
    ).toEqual(["'self'", "http://127.0.0.1:9199"]);
  });
});

describe("parsePolicy", () => {
  test("lower-cases names, tolerates extra spaces and keeps the first of a repeated directive", () => {
    const directives = parsePolicy(
      " Default-Src  'self' ; img-src 'self'; img-src *; upgrade-insecure-requests;",
    );
    expect([...directives]).toEqual([
      ["default-src", ["'self'"]],
      ["img-src", ["'self'"]],
      ["upgrade-insecure-requests", []],
    ]);
  });
});
