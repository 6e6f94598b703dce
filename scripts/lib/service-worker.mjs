// Writes the service worker, build/client/sw.js: src/service-worker/ bundled
// with esbuild, with the precache list of the finished build
// (scripts/lib/precache.mjs) put in. The post-build step calls it last, once
// every page has its final HTML, so the worker stores exactly what is served.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { OFFLINE_ROUTE, SERVICE_WORKER_FILE, planPrecache } from "./precache.mjs";

const source = fileURLToPath(new URL("../../src/service-worker/service-worker.ts", import.meta.url));

/**
 * @param {string} dir the build's client directory (build/client/)
 * @returns {Promise<import("./precache.mjs").PrecachePlan>}
 */
export async function writeServiceWorker(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  /** @type {Map<string, Uint8Array>} */
  const files = new Map();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const file = relative(dir, path).split(sep).join("/");
    // A worker from an earlier run of this step is not part of the site.
    if (file !== SERVICE_WORKER_FILE) files.set(file, await readFile(path));
  }
  const plan = planPrecache(files);
  const result = await build({
    entryPoints: [source],
    bundle: true,
    format: "iife",
    target: "es2022",
    minify: true,
    write: false,
    logLevel: "error",
    tsconfig: fileURLToPath(new URL("../../src/service-worker/tsconfig.json", import.meta.url)),
    define: {
      // Workbox's logging and argument checks are development-only.
      "process.env.NODE_ENV": JSON.stringify("production"),
      __PRECACHE_MANIFEST__: JSON.stringify(plan.entries),
      __OFFLINE_PATH__: JSON.stringify(OFFLINE_ROUTE),
    },
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("service worker: esbuild wrote nothing");
  await writeFile(join(dir, SERVICE_WORKER_FILE), output.contents);
  return plan;
}
