import { initializeApp, type FirebaseApp } from "firebase/app";
import type { FirebaseWebConfig } from "~/lib/env";

let app: FirebaseApp | null = null;

/** The one Firebase app of the page, created on first use. */
export function getFirebaseApp(config: FirebaseWebConfig): FirebaseApp {
  app ??= initializeApp(config);
  return app;
}
