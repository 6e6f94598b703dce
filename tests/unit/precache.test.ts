// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, test } from "vitest";
import {
  fragmentRoute,
  MAX_PRECACHED_ARTICLES,
  writeServiceWorker,
} from "../../scripts/lib/service-worker.mjs";

// What the service worker stores, written by the real step (esbuild and
// Workbox's injectManifest) into a small build. The e2e suite checks the real
// build's worker (tests/e2e/offline.spec.ts: every page and .data file but
// sign-in and the developer page, the site offline); this checks what it
// cannot see there: what else is stored, new revisions for changed pages, and
// the article limit.

/** A prerendered page; articles carry the date the sitemap and the article limit read. */
const page = (published = "") =>
  `<!DOCTYPE html><html><head>${
    published ? `<meta property="article:published_time" content="${published}"/>` : ""
  }</head><body></body></html>`;

/** A search fragment as Pagefind writes it: its signature and JSON, gzipped. */
const fragment = (url: string) =>
  gzipSync(`pagefind_dcd${JSON.stringify({ url, content: "Words of the page.", meta: {} })}`);

/** Vite's build manifest (its documented shape): route modules are entries. */
const viteManifest = {
  "node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx": {
    file: "assets/entry-1.js",
    isEntry: true,
    imports: ["_shell"],
  },
  _shell: { file: "assets/shell-1.js", dynamicImports: ["src/lazy.ts"] },
  "src/lazy.ts": { file: "assets/lazy-1.js", isDynamicEntry: true, imports: ["_shell"] },
  "src/root.tsx?__react-router-build-client-route": {
    file: "assets/root-1.js",
    isEntry: true,
    css: ["assets/root-1.css"],
    assets: ["assets/font-1.woff2"],
  },
  "src/app/routes/home.tsx?__react-router-build-client-route": { file: "assets/home-1.js", isEntry: true },
  "src/app/routes/login.tsx?__react-router-build-client-route": {
    file: "assets/login-1.js",
    isEntry: true,
    imports: ["src/lib/firebase/auth.ts", "_shell"],
  },
  "src/lib/firebase/auth.ts": { file: "assets/auth-1.js" },
  "src/app/routes/dev-add-product.tsx?__react-router-build-client-route": {
    file: "assets/developer-1.js",
    isEntry: true,
    dynamicImports: ["src/upload.ts"],
  },
  "src/upload.ts": { file: "assets/upload-1.js", isDynamicEntry: true },
};

/** A small build with every kind of file the real one has. */
function build(extra: Record<string, string | Uint8Array> = {}): Record<string, string | Uint8Array> {
  return {
    ".vite/manifest.json": JSON.stringify(viteManifest),
    "index.html": page(),
    "_.data": "home data",
    "offline/index.html": page(),
    "articles/first/index.html": page("2026-01-01T00:00:00.000Z"),
    "articles/first.data": "article data",
    "login/index.html": page(),
    "dev-add-product/index.html": page(),
    "404.html": page(),
    "__spa-fallback.html": page(),
    ...Object.fromEntries(
      ["entry", "shell", "lazy", "root", "home", "login", "auth", "developer", "upload"].map((name) => [
        `assets/${name}-1.js`,
        "export{}",
      ]),
    ),
    // Scripts Vite's manifest does not list: React Router's route manifest, a worker.
    "assets/manifest-1.js": "window.x={}",
    "assets/search-worker-1.js": "onmessage=()=>{}",
    "assets/root-1.css": "@font-face{src:url(/assets/font-1.woff2)}",
    "assets/font-1.woff2": "font",
    "assets/server-build-1.css": "unused",
    "images/articles/first.svg": "<svg/>",
    "icons/icon-192.png": "png",
    "favicon.svg": "<svg/>",
    "site.webmanifest": "{}",
    "pagefind/pagefind.js": "search",
    "pagefind/index/en_1.pf_index": "index",
    "pagefind/fragment/en_first.pf_fragment": fragment("/articles/first"),
    "pagefind/fragment/en_offline.pf_fragment": fragment("/offline"),
    "og-image.png": "share card",
    "feed.xml": "<feed/>",
    "sitemap.xml": "<urlset/>",
    "articles.json": "[]",
    ...extra,
  };
}

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Writes the files, runs the step, and returns what sw.js precaches. */
async function precache(files: Record<string, string | Uint8Array>) {
  const dir = await mkdtemp(join(tmpdir(), "precache-test-"));
  dirs.push(dir);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), content);
  }
  const result = await writeServiceWorker(`${dir}/`);
  const worker = await readFile(join(dir, "sw.js"), "utf8");
  const entries = [...worker.matchAll(/\{"revision":(null|"[\da-f]+"),"url":"([^"]+)"\}/g)].map(
    ([, revision = "", url = ""]) => ({ url, revision: JSON.parse(revision) as string | null }),
  );
  expect(entries).toHaveLength(result.count);
  return { ...result, entries, urls: entries.map(({ url }) => url) };
}

describe("writeServiceWorker", () => {
  test("stores the pages, the code they load now or later, pictures, icons and the search index; not sign-in, the developer page, their code or the upload files", async () => {
    expect((await precache(build())).urls).toEqual([
      "/",
      "/_.data",
      "/articles/first",
      "/articles/first.data",
      "/assets/entry-1.js",
      "/assets/font-1.woff2",
      "/assets/home-1.js",
      "/assets/lazy-1.js",
      "/assets/manifest-1.js",
      "/assets/root-1.css",
      "/assets/root-1.js",
      "/assets/search-worker-1.js",
      "/assets/shell-1.js",
      "/favicon.svg",
      "/icons/icon-192.png",
      "/images/articles/first.svg",
      "/offline",
      "/pagefind/fragment/en_first.pf_fragment",
      "/pagefind/fragment/en_offline.pf_fragment",
      "/pagefind/index/en_1.pf_index",
      "/pagefind/pagefind.js",
      "/site.webmanifest",
    ]);
  });

  test("a changed page gets a new revision (readers get the new copy); hashed files and unchanged pages keep theirs", async () => {
    const before = await precache(build());
    const edited = await precache(build({ "offline/index.html": `${page()}<!-- edited -->` }));
    const revision = (plan: typeof before, url: string) =>
      plan.entries.find((entry) => entry.url === url)?.revision;
    expect(revision(edited, "/offline")).toMatch(/^[\da-f]{32}$/);
    expect(revision(edited, "/offline")).not.toBe(revision(before, "/offline"));
    expect(revision(edited, "/")).toBe(revision(before, "/"));
    expect(revision(edited, "/assets/entry-1.js")).toBeNull();
  });

  test(`stores the newest ${MAX_PRECACHED_ARTICLES} articles; older ones, their .data files and search text stay out`, async () => {
    const extra: Record<string, string | Uint8Array> = {};
    for (let day = 1; day <= MAX_PRECACHED_ARTICLES + 2; day += 1) {
      const id = `day-${String(day).padStart(2, "0")}`;
      extra[`pagefind/fragment/en_${id}.pf_fragment`] = fragment(`/articles/${id}`);
      extra[`articles/${id}/index.html`] = page(`2026-02-${String(day).padStart(2, "0")}T00:00:00.000Z`);
      extra[`articles/${id}.data`] = id;
    }
    const plan = await precache(build(extra));
    // "first" (January) and day-01 and day-02 are the oldest of 27.
    expect(plan.articlesLeftOut).toEqual(["/articles/day-01", "/articles/day-02", "/articles/first"]);
    expect(plan.urls.filter((url) => /^\/articles\/[^/.]+$/.test(url))).toHaveLength(MAX_PRECACHED_ARTICLES);
    const leftOut = [
      "/articles/day-01",
      "/articles/day-01.data",
      // Offline, search leaves out the results whose text it cannot read.
      "/pagefind/fragment/en_day-01.pf_fragment",
      "/pagefind/fragment/en_first.pf_fragment",
    ];
    expect(plan.urls.filter((url) => leftOut.includes(url))).toEqual([]);
    expect(plan.urls).toEqual(
      expect.arrayContaining(["/articles/day-26.data", "/pagefind/fragment/en_day-26.pf_fragment"]),
    );
  });

  test("stops without an offline page, which the worker sends readers to", async () => {
    const files = build();
    delete files["offline/index.html"];
    await expect(precache(files)).rejects.toThrow(/no prerendered \/offline page/);
  });

  test("reads the page a search fragment describes, and stops on a shape it does not know", () => {
    expect(fragmentRoute(fragment("/diets/keto"))).toBe("/diets/keto");
    expect(() => fragmentRoute(gzipSync('{"url":"/diets/keto"}'))).toThrow(/Pagefind's expected shape/);
    expect(() => fragmentRoute(gzipSync('pagefind_dcd{"content":"x"}'))).toThrow(/names no page/);
  });
});
