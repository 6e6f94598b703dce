// @vitest-environment node
import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import {
  KiB,
  checkBudgets,
  formatReport,
  pageScriptUrls,
  staticImportsFromManifest,
} from "../../scripts/lib/budgets.mjs";
import { paintFirst } from "../../scripts/lib/react-router-output.mjs";

// `npm run check:budgets` measures the real build with these functions; the
// tests make sure a page over budget fails it instead of being under-counted.
const page = (body: string) => `<!DOCTYPE html><html><head>${body}</head><body></body></html>`;

/** Random filler: gzip can only shrink base64 text to about 76 %. */
function noise(bytes: number): string {
  return `var x="${randomBytes(Math.ceil((bytes * 3) / 4)).toString("base64")}";`;
}

test("a page rewritten to paint first still counts every script it loads", () => {
  const html = page(
    '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/m.js"/>' +
      '<script type="module" async="">import "/assets/m.js";\nimport * as route0 from "/assets/r.js";\nimport("/assets/entry.js");</script>',
  );
  const expected = ["/assets/a.js", "/assets/entry.js", "/assets/m.js", "/assets/r.js"];
  expect(pageScriptUrls(html).sort()).toEqual(expected);
  expect(pageScriptUrls(paintFirst(html).html).sort()).toEqual(expected);
});

describe("checkBudgets", () => {
  const preload = (name: string) => `<link rel="modulepreload" href="/assets/${name}.js"/>`;
  /** Every page preloads root.js, which imports shared.js: `sharedBytes` of JS counted only by following it. */
  const build = (sharedBytes: number, extra: { quiz?: string; css?: string } = {}) => ({
    pages: [
      { route: "/", html: page(preload("root")) },
      { route: "/tools/quiz", html: page(preload("root") + preload("quiz")) },
      { route: "/about", html: page(`${preload("root")}<link rel="stylesheet" href="/assets/a.css"/>`) },
    ],
    assets: new Map([
      ["/assets/root.js", "export{}"],
      ["/assets/shared.js", noise(sharedBytes)],
      ["/assets/lazy.js", noise(200 * KiB)],
      ["/assets/quiz.js", extra.quiz ?? "export{}"],
    ]),
    css: new Map([
      ["/assets/a.css", extra.css ?? "a{}"],
      ["/assets/unused.css", noise(40 * KiB)],
    ]),
    // Vite's build manifest: root imports shared statically and lazy on demand.
    imports: staticImportsFromManifest({
      "src/root.tsx": { file: "assets/root.js", imports: ["_shared"], dynamicImports: ["src/lazy.ts"] },
      _shared: { file: "assets/shared.js" },
      "src/lazy.ts": { file: "assets/lazy.js" },
      "src/quiz.tsx": { file: "assets/quiz.js" },
    }),
  });

  test("passes a small build, leaving out lazy chunks and stylesheets no page links", () => {
    const result = checkBudgets(build(10 * KiB));
    expect(result.problems).toEqual([]);
    expect(result.cssBytes).toBeLessThan(KiB);
    expect(formatReport(result)).toContain("| /tools/quiz |");
  });

  test("fails a page over 125 KiB, counting what its chunks import, but lets the home page have 145 KiB", () => {
    const result = checkBudgets(build(170 * KiB)); // about 130 KiB gzipped
    expect(result.problems.some((problem) => problem.startsWith("/about: initial JS"))).toBe(true);
    expect(result.problems.some((problem) => problem.startsWith("/: "))).toBe(false);
    expect(formatReport(result)).toContain("Over budget:");
  });

  test("fails Firebase code in a first load, a tool's own code over 10 KiB, and CSS over 15 KiB", () => {
    const result = checkBudgets(
      build(KiB, { quiz: `${noise(16 * KiB)}class FirebaseError{}`, css: noise(22 * KiB) }),
    );
    expect(result.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/tools\/quiz: Firebase code in the initial JS/),
        expect.stringMatching(/^\/tools\/quiz: the tool's own code is .* over 10\.0 KiB/),
        expect.stringMatching(/^total CSS .* exceeds 15\.0 KiB/),
      ]),
    );
  });
});
