// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parsePolicy } from "../../scripts/lib/csp.mjs";

// The security headers Firebase Hosting sends with every response, in full.
// The e2e suite serves the build with firebase.json's rules and checks the
// rest there: caching (tests/e2e/security.spec.ts), the redirect and the
// article rewrite (home.spec.ts, static-html.spec.ts).
interface FirebaseConfig {
  hosting: {
    predeploy?: string[];
    headers: { source?: string; regex?: string; headers: { key: string; value: string }[] }[];
  };
}
const readJson = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), "utf8"));
const { hosting } = readJson("firebase.json") as FirebaseConfig;

/** The value of `key` on every response (the `**` rules; the last one wins). */
const everywhere = (key: string) =>
  hosting.headers
    .filter((rule) => rule.source === "**")
    .flatMap((rule) => rule.headers)
    .findLast((header) => header.key.toLowerCase() === key.toLowerCase())?.value;

describe("firebase.json", () => {
  const directives = parsePolicy(everywhere("Content-Security-Policy") ?? "");

  test.each([
    ["default-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["frame-ancestors", "'none'"],
    // Inline scripts are pinned by hash in each page's meta policy (scripts/postbuild.mjs).
    ["script-src", "'self' 'unsafe-inline'"],
    // The Firebase endpoints the app calls: Auth (sign-in, token refresh) and Firestore.
    [
      "connect-src",
      "'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://firestore.googleapis.com",
    ],
  ])("the Content-Security-Policy's %s is %s", (directive, sources) => {
    expect(directives.get(directive)?.join(" ")).toBe(sources);
  });

  test("the policy lets the service worker run and allows no wildcard host", () => {
    // worker-src falls back to child-src, then script-src, then default-src.
    const worker = ["worker-src", "child-src", "script-src", "default-src"]
      .map((name) => directives.get(name))
      .find((found) => found !== undefined);
    expect(worker).toContain("'self'");
    const wildcards = [...directives.values()].flat().filter((source) => /^(?:[a-z]+:\/\/)?\*/i.test(source));
    expect(wildcards).toEqual([]);
  });

  test("every response says nosniff, a strict referrer policy, no framing, and no powerful features", () => {
    expect(everywhere("X-Content-Type-Options")).toBe("nosniff");
    expect(everywhere("X-Frame-Options")).toBe("DENY");
    expect(everywhere("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    const permissions = everywhere("Permissions-Policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "interest-cohort"]) {
      expect(permissions, feature).toMatch(new RegExp(`(^|[\\s,])${feature}=\\(\\)`));
    }
  });

  test("a deploy builds first, and local work uses a demo- project, never a real one", () => {
    // Otherwise a deploy ships whatever build/client holds: an old build, or the e2e build,
    // which signs in at a local emulator.
    expect(hosting.predeploy).toContain("npm run build");
    expect(readJson(".firebaserc")).toEqual({ projects: { default: "demo-fast-and-fuel" } });
  });

  test("only the search page and its index reader may compile WebAssembly, with the policy otherwise the same", () => {
    const policies = hosting.headers.flatMap((rule) =>
      rule.headers
        .filter(({ key }) => key === "Content-Security-Policy")
        .map(({ value }) => ({ rule, value })),
    );
    const search = policies.filter(({ value }) => value.includes("'wasm-unsafe-eval'"));
    expect(search.map(({ rule }) => rule.regex)).toEqual([
      "^/(search|pagefind/.*|assets/search-worker-[\\w-]+\\.js)$",
    ]);
    const [only] = search;
    expect(only?.value.replace(" 'wasm-unsafe-eval'", "")).toBe(everywhere("Content-Security-Policy"));
    const matches = new RegExp(only?.rule.regex ?? "$^");
    expect(
      ["/search", "/pagefind/pagefind.js", "/assets/search-worker-CQloKnXe.js"].every((path) =>
        matches.test(path),
      ),
    ).toBe(true);
    expect(
      [
        "/searching",
        "/articles/search",
        "/",
        "/assets/search-B0c5MHLa.js",
        "/assets/search-worker-x.js/y",
      ].some((path) => matches.test(path)),
    ).toBe(false);
  });
});
