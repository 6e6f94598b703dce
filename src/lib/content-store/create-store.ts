import { env as appEnv, type BrowserEnv } from "~/lib/env";
import type { RandomSource } from "./selection";
import type { ContentStore } from "./store";

/** Pages that never read data never download the adapter (nor Firebase). A Proxy forwards without listing
 * the methods in every page's code; "then" stays undefined so the store is never taken for a promise. */
export function createLazyStore(
  mode: ContentStore["mode"],
  readsLive: boolean,
  load: () => Promise<ContentStore>,
): ContentStore {
  let store: Promise<ContentStore> | null = null;
  const forward =
    (name: string) =>
    async (...args: unknown[]) => {
      const loaded = (await (store ??= load())) as unknown as Record<string, (...args: unknown[]) => unknown>;
      return loaded[name]?.(...args);
    };
  return new Proxy({ mode, readsLive } as ContentStore, {
    get: (target, name) =>
      name in target || typeof name !== "string" || name === "then" ? target[name as "mode"] : forward(name),
  });
}

export function createContentStore(
  config: BrowserEnv = appEnv,
  random: RandomSource = Math.random,
): ContentStore {
  const firebase = config.firebase;
  if (config.mode === "builtin" || !firebase) {
    return createLazyStore("builtin", false, async () =>
      (await import("./builtin-store")).createBuiltInStore({ random }),
    );
  }
  return createLazyStore("firebase", !config.appCheckSiteKey, async () =>
    (await import("./firebase-mode-store")).openFirebaseModeStore({ ...config, firebase }, random),
  );
}
