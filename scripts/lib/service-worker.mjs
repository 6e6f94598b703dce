// Writes the service worker, build/client/sw.js: src/service-worker/ bundled
// with esbuild, with the precache list of the finished build
// (scripts/lib/precache.mjs) put in. The post-build step calls it last, once
// every page has its final HTML, so the worker stores exactly what is served.
// In an emergency it writes the kill switch there instead (docs/decisions/025).
import { copyFile, readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { OFFLINE_ROUTE, SERVICE_WORKER_FILE, planPrecache } from "./precache.mjs";

const source = fileURLToPath(new URL("../../src/service-worker/service-worker.ts", import.meta.url));
const killSwitch = fileURLToPath(new URL("../assets/sw-kill-switch.js", import.meta.url));

/** The environment variable that makes a build ship the kill switch as its worker. */
export const KILL_SWITCH_VARIABLE = "SW_KILL_SWITCH";

/**
 * Writes the kill switch as build/client/sw.js: deployed, it removes the
 * worker and what it stored from every reader's browser that checks for an
 * update, and reloads their open pages from the network.
 * @param {string} dir the build's client directory (build/client/)
 */
export async function writeKillSwitch(dir) {
  await copyFile(killSwitch, join(dir, SERVICE_WORKER_FILE));
}

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
