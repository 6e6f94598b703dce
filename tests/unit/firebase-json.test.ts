// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { missingAppCheckSources, parsePolicy } from "../../scripts/lib/csp.mjs";
import { startStaticServer } from "../../scripts/static-server.mjs";
import { paths } from "../../src/config/paths";
import { toolCards } from "../../src/config/tools";

// The security headers Firebase Hosting sends with every response, in full,
// and the stricter policy of files that are not pages.
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

// The policy a reader of `path` gets (after a redirect) from the hosting emulator's library
// (scripts/static-server.mjs) serving an empty site: headers follow the path, file or not.
const site = mkdtempSync(join(tmpdir(), "hosting-"));
writeFileSync(join(site, "404.html"), '<meta http-equiv="Content-Security-Policy" content="">');
let server: Awaited<ReturnType<typeof startStaticServer>>;
beforeAll(async () => {
  server = await startStaticServer({ publicDir: site });
});
afterAll(async () => {
  await server.close();
  rmSync(site, { recursive: true });
});
const servedPolicy = async (path: string) =>
  (await fetch(new URL(path, server.url))).headers.get("content-security-policy") ?? "";

/** The value of `key` on every response (the `**` rules; the last one wins). */
const everywhere = (key: string) =>
  hosting.headers
    .filter((rule) => rule.source === "**")
    .flatMap((rule) => rule.headers)
    .findLast((header) => header.key.toLowerCase() === key.toLowerCase())?.value;

describe("firebase.json", () => {
  const directives = parsePolicy(everywhere("Content-Security-Policy") ?? "");

  test("allows no App Check host while App Check is off (the default): the owner adds them with the key", () => {
    const policies = hosting.headers
      .flatMap((rule) => rule.headers)
      .filter(({ key }) => key === "Content-Security-Policy");
    expect(policies.length).toBeGreaterThan(0);
    for (const { value } of policies) {
      expect(value).not.toMatch(/recaptcha|gstatic|firebaseappcheck/);
      if (value.includes("script-src")) expect(missingAppCheckSources(value)).toHaveLength(5);
    }
  });

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

  test("every response says nosniff, a strict referrer policy, no framing, its own browsing context group, and no powerful features", () => {
    expect(everywhere("X-Content-Type-Options")).toBe("nosniff");
    // Sign-in is by e-mail and password, never a pop-up, so no other origin needs a handle on our windows.
    expect(everywhere("Cross-Origin-Opener-Policy")).toBe("same-origin");
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

  // A file that is not a page (the feed, the JSON exports, an SVG picture, robots.txt, the web
  // manifest) is sent with a policy that runs no script, so an XHTML <script> or an SVG <script>
  // slipped into one cannot run on the site's origin when a reader opens the file itself.
  describe("files that are not pages", () => {
    const publicFiles = readdirSync(new URL("../../public/", import.meta.url), {
      recursive: true,
      encoding: "utf8",
    }).map((file) => `/${file.split("\\").join("/")}`);
    // Resource routes and what the post-build step writes beside the pages.
    const builtFiles = [
      paths.feed,
      paths.articlesJson,
      paths.productsJson,
      "/sitemap.xml",
      "/robots.txt",
      "/pagefind/pagefind-entry.json",
    ];
    const files = [...publicFiles, ...builtFiles].filter((file) =>
      /\.(?:xml|json|svg|txt|webmanifest)$/.test(file),
    );

    test("cover every kind the site serves", () => {
      const kinds = new Set(files.map((file) => file.slice(file.lastIndexOf(".") + 1)));
      expect([...kinds].sort()).toEqual(["json", "svg", "txt", "webmanifest", "xml"]);
    });

    test.each(files)("%s is sent a policy that blocks every script and sandboxes it", async (file) => {
      const directives = parsePolicy(await servedPolicy(file));
      expect(directives.get("sandbox"), "sandbox").toEqual([]);
      expect(directives.get("script-src") ?? directives.get("default-src")).toEqual(["'none'"]);
      expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
      // Pictures keep their inline <style> (the dark palette) when opened directly.
      expect(directives.get("style-src")).toEqual(["'unsafe-inline'"]);
    });

    const pages = [
      ...Object.values(paths).flatMap((value) =>
        typeof value === "string" ? [value] : typeof value === "object" ? Object.values(value) : [],
      ),
      ...toolCards.map((tool) => tool.link),
      paths.article("10-benefits-of-fasting"),
      "/index.html",
      "/404.html",
      "/__spa-fallback.html",
      "/no-such-page",
    ].filter((path) => !/\.(?:xml|json|txt)$/.test(path));

    test.each(pages)("the page %s keeps the page policy", async (page) => {
      const policy = await servedPolicy(page);
      expect(policy.replace(" 'wasm-unsafe-eval'", "")).toBe(everywhere("Content-Security-Policy"));
      expect(parsePolicy(policy).has("sandbox")).toBe(false);
    });
  });

  test("every response tells browsers to use HTTPS only, for two years, subdomains included", () => {
    // No `preload`: joining browsers' preload list is the owner's decision, hard to undo
    // (docs/decisions/030-known-scripts-non-page-files-and-hsts.md).
    expect(everywhere("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
  });
});
