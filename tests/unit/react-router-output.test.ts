// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { checkInlineScripts, findInlineScripts } from "../../scripts/lib/csp.mjs";
import {
  paintFirst,
  PAINT_FIRST_MARK,
  reactRouterScriptKind,
} from "../../scripts/lib/react-router-output.mjs";
import { readSiteScripts } from "../../scripts/lib/site-scripts.mjs";

// The build's rewrite of React Router's pages and the CSP's reading of its
// scripts, run on pages a real build wrote (not an imitation), so a React
// Router upgrade that changes its output fails here first.
const fixtures = new URL("../fixtures/react-router-output/", import.meta.url);
const read = (name: string) => readFileSync(new URL(name, fixtures), "utf8");
const pages = ["about.html", "article.html", "spa-fallback.html"].map((name) => ({ name, html: read(name) }));

/** Each inline script's kind in React Router's terms, `null` for the site's own head scripts and data blocks. */
const kinds = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !attributes.includes("src="))
    .map(([, attributes = "", text = ""]) =>
      reactRouterScriptKind({ type: /type="([^"]+)"/.exec(attributes)?.[1] ?? "", text }),
    )
    .filter((kind) => kind !== null);

/** The modules a page's module script imports, in order. */
const importedModules = (html: string) => {
  const module = findInlineScripts(html).find((text) => /import\s*\(?\s*"\/assets\//.test(text)) ?? "";
  return [...module.matchAll(/import\s*\(?\s*(?:\* as \w+ from )?"(\/assets\/[^"]+)"/g)].map(
    ([, url]) => url,
  );
};

test("the fixture was written by the React Router that is installed (after an upgrade: npm run refresh:react-router-fixture)", () => {
  const installed = JSON.parse(readFileSync("node_modules/react-router/package.json", "utf8")) as {
    version: string;
  };
  const fixture = JSON.parse(read("react-router-version.json")) as { version: string };
  expect(fixture.version).toBe(installed.version);
});

describe.each(pages)("$name as React Router wrote it", ({ name, html }) => {
  test("has React Router's scripts in their known shapes: context, page data, end of stream, module script", () => {
    const found = kinds(html);
    expect(found[0]).toBe("context");
    expect(found.filter((kind) => kind === "data").length).toBeGreaterThan(0);
    expect(found.filter((kind) => kind === "close")).toHaveLength(1);
    expect(found.filter((kind) => kind === "module")).toHaveLength(1);
  });

  test("paints first: the module script waits for the first paint, then preloads and imports the same modules in the same order", () => {
    const { html: painted, preloads } = paintFirst(html);
    expect(preloads.length).toBeGreaterThan(0);
    expect(painted).not.toContain('rel="modulepreload"');
    const before = importedModules(html);
    expect(before.length).toBeGreaterThan(1);
    expect(importedModules(painted)).toEqual(before);
    expect(findInlineScripts(painted).filter((text) => text.startsWith(PAINT_FIRST_MARK))).toHaveLength(1);
    expect(kinds(painted)).toEqual(kinds(html));
    expect(paintFirst(painted).html).toBe(painted);
  });

  // What a script added to a page does: tests/unit/csp.test.ts.
  test("the CSP step accepts every inline script of the rewritten page, the site's own as the build reads them", async () => {
    const painted = paintFirst(html).html;
    expect(checkInlineScripts(painted, await readSiteScripts(), name).length).toBeGreaterThan(4);
  });
});
