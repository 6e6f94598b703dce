// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parsePolicy } from "../../scripts/lib/csp.mjs";
import { startStaticServer } from "../../scripts/static-server.mjs";
import { paths } from "../../src/config/paths";
import { toolCards } from "../../src/config/tools";

// The hosting headers as served by the hosting emulator's library
// (scripts/static-server.mjs, firebase.json's rules) for every file and page
// the site has, which the browser tests (tests/e2e/security.spec.ts) sample.
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
const served = async (path: string) => (await fetch(new URL(path, server.url))).headers;
const policyOf = async (path: string) =>
  parsePolicy((await served(path)).get("content-security-policy") ?? "");

// A file that is not a page (the feed, the JSON exports, an SVG picture, the web manifest) runs no
// script when a reader opens it, so a <script> slipped into one cannot run on the site's origin.
const publicDir = new URL("../../public/", import.meta.url);
const publicFiles = readdirSync(publicDir, { recursive: true, encoding: "utf8" })
  .map((file) => `/${file.split("\\").join("/")}`)
  .filter((file) => /\.\w+$/.test(file));
const builtFiles = [paths.feed, paths.articlesJson, paths.productsJson, "/sitemap.xml", "/robots.txt"];

test.each([
  ...publicFiles.filter((file) => !file.endsWith(".png")),
  ...builtFiles,
  "/pagefind/pagefind-entry.json",
])("%s is sent a policy that blocks every script and sandboxes it", async (file) => {
  const directives = await policyOf(file);
  expect(directives.get("sandbox"), "sandbox").toEqual([]);
  expect(directives.get("script-src") ?? directives.get("default-src")).toEqual(["'none'"]);
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
  const directives = await policyOf(page);
  expect(directives.has("sandbox")).toBe(false);
  expect(directives.get("script-src")).toEqual(
    page === paths.search
      ? ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'"]
      : ["'self'", "'unsafe-inline'"],
  );
});

// The browser tests read the others (security.spec.ts: nosniff, the referrer policy, HSTS).
test("every page is its own browsing context group, cannot be framed, and asks for no powerful feature", async () => {
  const headers = await served("/about");
  // Sign-in is by e-mail and password, never a pop-up, so no other origin needs a handle on our windows.
  expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(headers.get("x-frame-options")).toBe("DENY");
  const permissions = headers.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "interest-cohort"]) {
    expect(permissions, feature).toMatch(new RegExp(`(^|[\\s,])${feature}=\\(\\)`));
  }
  const directives = await policyOf("/about");
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(directives.get("base-uri")).toEqual(["'self'"]);
});
