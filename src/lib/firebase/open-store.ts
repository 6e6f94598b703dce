import type { ContentStore } from "~/lib/content-store/store";
import { getFirebaseApp } from "./app";
import { createFirestoreStore, type FirestoreStoreOptions } from "./firestore-store";

/** App Check starts first, so every request, the first one included, carries the site's token. */
export async function openFirestoreStore({
  appCheckSiteKey,
  ...options
}: FirestoreStoreOptions & { appCheckSiteKey: string | null }): Promise<ContentStore> {
  if (appCheckSiteKey) {
    const { startAppCheck } = await import("./app-check");
    await startAppCheck(getFirebaseApp(options.config), appCheckSiteKey);
  }
  return createFirestoreStore(options);
}
