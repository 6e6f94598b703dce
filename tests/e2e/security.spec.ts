import { parsePolicy } from "../../scripts/lib/csp.mjs";
import { expect, test, visit } from "./support/fixtures";

// The hosting headers from firebase.json, as served (scripts/static-server.mjs
// mirrors Firebase Hosting), and the per-page script hashes from postbuild.

test("pages carry the security headers, HTML and the worker are never cached, hashed assets for a year, HTTPS only; files that are not pages run no script when opened, and pictures still draw", async ({
  page,
  request,
}) => {
  const response = await visit(page, "/about");
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cache-control"]).toBe("no-cache");
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    "content",
    /^script-src 'self'( 'sha256-[\w+/=]+')+;/,
  );

  // The service worker script is checked afresh on every visit, and served as JavaScript.
  const worker = await request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toMatch(/^(text|application)\/javascript/);

  const script = await page.locator("script[type=module]").first().textContent();
  const asset = /\/assets\/[\w.-]+\.js/.exec(script ?? "")?.[0];
  expect(asset).toBeDefined();
  const assetResponse = await request.get(asset ?? "");
  expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  for (const path of ["/", "/feed.xml", "/sw.js", asset ?? ""]) {
    const other = await request.get(path);
    expect(other.headers()["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains");
  }

  // An XHTML <script> in the feed or a <script> in an SVG would otherwise run on the site's origin.
  for (const path of [
    "/feed.xml",
    "/sitemap.xml",
    "/articles.json",
    "/robots.txt",
    "/site.webmanifest",
    "/favicon.svg",
    "/images/hero-fasting-clock.svg",
  ]) {
    const file = await request.get(path);
    expect(file.status(), path).toBe(200);
    const directives = parsePolicy(file.headers()["content-security-policy"] ?? "");
    expect(directives.has("sandbox"), path).toBe(true);
    // script-src falls back to default-src.
    const scripts = directives.get("script-src") ?? directives.get("default-src");
    expect(scripts, path).toEqual(["'none'"]);
  }
  expect(parsePolicy(headers["content-security-policy"] ?? "").has("sandbox")).toBe(false);
  // The picture's own policy governs only the file opened by itself, not an <img> showing it.
  const width = await page.evaluate(async () => {
    const image = new Image();
    image.src = "/images/hero-fasting-clock.svg";
    await image.decode();
    return image.naturalWidth;
  });
  expect(width).toBeGreaterThan(0);
});

test("an inline script that is not part of the build does not run", async ({ page, problems }) => {
  problems.expected.push(/Content Security Policy/);
  await visit(page, "/");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.head.append(script);
    return (window as Window & { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect(problems.errors).toEqual([]);
});

test("only the search page and its search worker may compile WebAssembly", async ({ page, request }) => {
  const wasm = "'wasm-unsafe-eval'";
  const policies = async (path: string) => {
    const response = await request.get(path);
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await response.text())?.[1];
    return { header: response.headers()["content-security-policy"] ?? "", meta: meta ?? "" };
  };
  const search = await policies("/search");
  expect(search.header).toContain(wasm);
  expect(search.meta).toContain(wasm);
  // The worker the search page starts, as the browser fetched it.
  const started = page.waitForEvent("worker");
  await visit(page, "/search?q=coffee");
  const worker = new URL((await started).url()).pathname;
  expect(worker).toMatch(/^\/assets\/search-worker-[\w-]+\.js$/);
  expect((await request.get(worker)).headers()["content-security-policy"]).toContain(wasm);
  for (const path of ["/", "/about", "/articles/10-benefits-of-fasting"]) {
    const other = await policies(path);
    expect(other.header, path).not.toContain(wasm);
    expect(other.meta, path).not.toContain(wasm);
  }
});
