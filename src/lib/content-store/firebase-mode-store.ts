import type { BrowserEnv, FirebaseWebConfig } from "~/lib/env";
import { createLazyStore } from "./create-store";
import { createDeployedReads } from "./deployed-store";
import type { RandomSource } from "./selection";
import type { ContentStore } from "./store";

/** With App Check on, only sign-ups and the developer page open the database, so reCAPTCHA loads for them
 * alone (see `ContentStore.readsLive`). */
export async function openFirebaseModeStore(
  config: BrowserEnv & { firebase: FirebaseWebConfig },
  random: RandomSource,
): Promise<ContentStore> {
  const { appCheckSiteKey } = config;
  const openDatabase = async () => {
    const { openFirestoreStore } = await import("~/lib/firebase/open-store");
    return openFirestoreStore({
      config: config.firebase,
      emulatorHost: config.firestoreEmulatorHost,
      appCheckSiteKey,
      random,
    });
  };
  if (!appCheckSiteKey) return openDatabase();
  const reads: Partial<ContentStore> = createDeployedReads({ random });
  return new Proxy(createLazyStore("firebase", false, openDatabase), {
    get: (target, name): unknown =>
      name in reads ? reads[name as keyof ContentStore] : (Reflect.get(target, name) as unknown),
  });
}
