import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import {
  KiB,
  checkBudgets,
  formatReport,
  initialChunks,
  isFirebaseChunk,
  pageScriptUrls,
  pageStylesheetUrls,
  staticImports,
} from "../../scripts/lib/budgets.mjs";
import { paintFirst } from "../../scripts/lib/paint-first.mjs";

const page = (body: string) => `<!DOCTYPE html><html><head>${body}</head><body></body></html>`;

/** Random filler: gzip can only shrink base64 text to about 76 %. */
function noise(bytes: number): string {
  return `var x="${randomBytes(Math.ceil((bytes * 3) / 4)).toString("base64")}";`;
}

describe("what a page loads up front", () => {
  test("modulepreloads and the module script's imports, static and dynamic", () => {
    const html = page(
      '<link rel="modulepreload" href="/assets/a.js"/>' +
        '<script type="module">import "/assets/m.js";\nimport * as r from "/assets/r.js";import("/assets/entry.js");</script>',
    );
    expect(pageScriptUrls(html).sort()).toEqual([
      "/assets/a.js",
      "/assets/entry.js",
      "/assets/m.js",
      "/assets/r.js",
    ]);
  });

  test("a page rewritten to paint first still counts every script it loads", () => {
    const html = page(
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/m.js"/>' +
        '<script type="module" async="">import "/assets/m.js";\nimport * as route0 from "/assets/r.js";\nimport("/assets/entry.js");</script>',
    );
    const before = pageScriptUrls(html).sort();
    expect(pageScriptUrls(paintFirst(html).html).sort()).toEqual(before);
    expect(before).toEqual(["/assets/a.js", "/assets/entry.js", "/assets/m.js", "/assets/r.js"]);
  });

  test("static imports of a chunk count, dynamic ones do not", () => {
    const code = 'import{a as b}from"./x.js";import"./y.js";const l=()=>import("./lazy.js");';
    expect(staticImports(code, "/assets/r.js")).toEqual(["/assets/x.js", "/assets/y.js"]);
  });

  test("follows static imports transitively and fails on a missing chunk", () => {
    const assets = new Map([
      ["/assets/r.js", 'import"./x.js";'],
      ["/assets/x.js", 'import"./y.js";'],
      ["/assets/y.js", "export{}"],
    ]);
    const html = page('<link rel="modulepreload" href="/assets/r.js"/>');
    expect(initialChunks(html, (url) => assets.get(url))).toEqual([
      "/assets/r.js",
      "/assets/x.js",
      "/assets/y.js",
    ]);
    expect(() =>
      initialChunks(page('<link rel="modulepreload" href="/assets/gone.js"/>'), () => undefined),
    ).toThrow(/gone\.js is referenced/);
  });

  test("finds linked stylesheets", () => {
    expect(pageStylesheetUrls(page('<link rel="stylesheet" href="/assets/root.css"/>'))).toEqual([
      "/assets/root.css",
    ]);
  });

  test("recognises Firebase SDK code and not the app's own mentions of Firebase settings", () => {
    expect(isFirebaseChunk('const e=new FirebaseError("auth/x")')).toBe(true);
    expect(isFirebaseChunk('registerVersion("@firebase/app","12.0.0")')).toBe(true);
    expect(isFirebaseChunk('const m="Add the VITE_FIREBASE_* settings"')).toBe(false);
  });
});

describe("checkBudgets", () => {
  const build = (rootBytes: number, extra: Record<string, string> = {}) => ({
    pages: [
      { route: "/", html: page('<link rel="modulepreload" href="/assets/root.js"/>') },
      {
        route: "/tools/quiz",
        html: page(
          '<link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/quiz.js"/>',
        ),
      },
      {
        route: "/about",
        html: page(
          '<link rel="modulepreload" href="/assets/root.js"/><link rel="stylesheet" href="/assets/a.css"/>',
        ),
      },
    ],
    assets: new Map([
      ["/assets/root.js", noise(rootBytes)],
      ["/assets/quiz.js", extra.quiz ?? "export{}"],
    ]),
    css: new Map([
      ["/assets/a.css", extra.css ?? "a{}"],
      ["/assets/unused.css", noise(40 * KiB)],
    ]),
  });

  test("passes a small build and ignores stylesheets no page links", () => {
    const result = checkBudgets(build(10 * KiB));
    expect(result.problems).toEqual([]);
    expect(result.cssBytes).toBeLessThan(KiB);
    expect(formatReport(result)).toContain("| /tools/quiz |");
  });

  test("fails a page over 125 KiB but lets the home page have 145 KiB", () => {
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
