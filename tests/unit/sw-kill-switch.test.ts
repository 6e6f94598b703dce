// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, test } from "vitest";
import { writeKillSwitch } from "../../scripts/lib/service-worker.mjs";

// The kill switch replaces /sw.js when the site's worker has to go
// (docs/decisions/025). Run here in a stand-in worker global: it must clear
// only what the worker stored, leave the reader's own data alone (the fasting
// timer's records are in IndexedDB), remove itself and reload open pages once.
const source = readFileSync(new URL("../../src/service-worker/kill-switch.js", import.meta.url), "utf8");

const SCOPE = "https://fastandfuel.example/";

type Listener = (event: { waitUntil: (work: Promise<unknown>) => void }) => void;

/**
 * Runs the script in a service worker global with the given caches (null:
 * Cache Storage fails) and open pages, and installs it; `log` records what
 * the script asked the worker to do.
 */
async function installKillSwitch(caches: string[] | null, pages: { url: string; controlled: boolean }[]) {
  const log: string[] = [];
  /** Records a call the script made and answers it. */
  const did = (entry: string, answer?: unknown) => {
    log.push(entry);
    return Promise.resolve(answer);
  };
  const stored = new Set(caches ?? []);
  const listeners = new Map<string, Listener[]>();
  const forbidden = (name: string) => ({
    get() {
      log.push(`read ${name}`);
      throw new Error(`the kill switch must not touch ${name}`);
    },
  });
  const global: Record<string, unknown> = {
    registration: { scope: SCOPE, unregister: () => did("unregister", true) },
    caches: {
      keys: () =>
        caches === null ? Promise.reject(new Error("storage unavailable")) : Promise.resolve([...stored]),
      delete: (name: string) => did(`delete ${name}`, stored.delete(name)),
    },
    clients: {
      matchAll: (options: { includeUncontrolled?: boolean } = {}) =>
        Promise.resolve(
          pages
            .filter((page) => page.controlled || options.includeUncontrolled === true)
            .map(({ url }) => ({ url, navigate: (to: string) => did(`navigate ${to}`, null) })),
        ),
      claim: () => did("claim"),
    },
    skipWaiting: () => did("skipWaiting"),
    addEventListener: (type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
  };
  Object.defineProperties(global, {
    indexedDB: forbidden("indexedDB"),
    localStorage: forbidden("localStorage"),
  });
  global.self = global;
  runInNewContext(source, global);

  /** Fires an event as the browser does and waits for the work it extends the event with. */
  const dispatch = async (type: string) => {
    const work: Promise<unknown>[] = [];
    for (const listener of listeners.get(type) ?? [])
      listener({ waitUntil: (promise) => work.push(promise) });
    await Promise.all(work);
  };
  await dispatch("install");
  return { log, stored, listeners, activate: () => dispatch("activate") };
}

describe("the service worker kill switch", () => {
  const siteCaches = [`workbox-precache-v2-${SCOPE}`, `workbox-runtime-${SCOPE}`];
  const otherCaches = ["reader-notes", `workbox-precache-v2-https://other.example/`];

  test("installs at once, deletes only the site worker's caches, unregisters, then reloads the pages it controls", async () => {
    const urls = [`${SCOPE}tools/fasting-timer`, `${SCOPE}articles`];
    const pages = urls.map((url) => ({ url, controlled: true }));
    const worker = await installKillSwitch([...siteCaches, ...otherCaches], pages);
    await worker.activate();
    expect([...worker.stored]).toEqual(otherCaches);
    // Nothing else: no read of the reader's own storage either (it would be logged).
    expect(worker.log).toEqual([
      "skipWaiting",
      ...siteCaches.map((name) => `delete ${name}`),
      "unregister",
      ...urls.map((url) => `navigate ${url}`),
    ]);
    // It answers no request: every fetch goes to the network.
    expect([...worker.listeners.keys()].sort()).toEqual(["activate", "install"]);
  });

  test("on a page it does not control (one reloaded already) it reloads nothing, so there is no loop", async () => {
    const worker = await installKillSwitch([], [{ url: `${SCOPE}about`, controlled: false }]);
    await worker.activate();
    expect(worker.log).toEqual(["skipWaiting", "unregister"]);
  });

  test("still unregisters and reloads when the caches cannot be read", async () => {
    // A storage error (a full or damaged disk) must not keep the broken worker in place.
    const worker = await installKillSwitch(null, [{ url: SCOPE, controlled: true }]);
    await expect(worker.activate()).rejects.toThrow(/storage/);
    expect(worker.log).toEqual(["skipWaiting", "unregister", `navigate ${SCOPE}`]);
  });
});

test("a build with the kill switch ships it as sw.js, byte for byte", async () => {
  const dir = mkdtempSync(join(tmpdir(), "kill-switch-"));
  try {
    await writeKillSwitch(dir);
    expect(readFileSync(join(dir, "sw.js"), "utf8")).toBe(source);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
