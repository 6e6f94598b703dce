import { compileFunction } from "node:vm";
import { describe, expect, test } from "vitest";
import { PAINT_FIRST_MARK, paintFirst } from "../../scripts/lib/paint-first.mjs";

/** React Router's tail of a prerendered page (split route module included). */
const reactRouterPage = [
  "<!DOCTYPE html><html><head></head><body><main><h1>Hi</h1></main>",
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/>',
  '<script>window.__reactRouterContext = {"basename":"/"};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1_clientLoader from "/assets/article-client-loader-4.js";',
  'import * as route1_main from "/assets/article-main-5.js";',
  "const route1 = {...route1_clientLoader,...route1_main};",
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/article":route1};',
  "",
  'import("/assets/entry.client-2.js");</script>',
  "</body></html>",
].join("\n");

function moduleScript(html: string): string {
  return /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
}

describe("paintFirst", () => {
  const { html, preloads } = paintFirst(reactRouterPage);
  const script = moduleScript(html);

  test("takes the modulepreload links out of the HTML and adds them from the script", () => {
    expect(preloads).toEqual(["/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/root-3.js"]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(script).toContain(`for (const href of ${JSON.stringify(preloads)})`);
    expect(script).toContain('link.rel = "modulepreload"');
  });

  test("waits for the first paint before anything is downloaded or run", () => {
    const wait = script.indexOf("await new Promise");
    expect(wait).toBeGreaterThan(-1);
    expect(script.indexOf("requestAnimationFrame")).toBeGreaterThan(wait);
    expect(script).toContain('observe({ type: "paint", buffered: true })');
    expect(script).toContain('document.visibilityState === "hidden"');
    expect(wait).toBeLessThan(script.indexOf("for (const href"));
    expect(wait).toBeLessThan(script.indexOf("import("));
  });

  test("imports the same modules in the same order, with no static import left", () => {
    expect([...script.matchAll(/import\("([^"]+)"\)/g)].map(([, url]) => url)).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/article-client-loader-4.js",
      "/assets/article-main-5.js",
      "/assets/entry.client-2.js",
    ]);
    expect(script).toContain('const route0 = await import("/assets/root-3.js");');
    expect(script).toContain("const route1 = {...route1_clientLoader,...route1_main};");
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/article":route1};');
    expect(script).not.toMatch(/^\s*import\s/m);
  });

  test("leaves the rest of the page alone", () => {
    expect(html).toContain("<main><h1>Hi</h1></main>");
    expect(html).toContain('<script>window.__reactRouterContext = {"basename":"/"};</script>');
  });

  test("the rewritten script is valid module code", () => {
    // Top-level await is fine in a module; compile the body as an async function's to check it.
    const compile = (body: string) => compileFunction(`return async () => {\n${body}\n};`);
    expect(() => compile(script)).not.toThrow();
    expect(() => compile("await import(")).toThrow(SyntaxError);
  });

  test("running it twice changes nothing", () => {
    expect(script.startsWith(PAINT_FIRST_MARK)).toBe(true);
    expect(paintFirst(html)).toEqual({ html, preloads: [] });
  });

  test("fails the build when React Router's output changes shape", () => {
    expect(() => paintFirst("<html><body>no scripts</body></html>")).toThrow(/expected one/);
    expect(() =>
      paintFirst(
        '<script type="module" async="">import { x } from "/assets/a.js";\nimport("/e.js");</script>',
      ),
    ).toThrow(/unexpected React Router module script/);
  });
});
