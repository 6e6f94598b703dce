import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectFirestoreEmulator, getFirestore, setLogLevel } from "firebase/firestore/lite";
import { afterAll, beforeAll } from "vitest";
import type { ContentStore } from "~/lib/content-store/store";
import { createFirestoreStore } from "~/lib/firebase/firestore-store";
import { startFirestoreStandIn, type FirestoreStandIn } from "../e2e/support/firestore-stand-in";

/**
 * The app's Firestore adapter on the real Firestore client, talking to a
 * stand-in of its own for the tests of one file (access rules are tested
 * against the emulator, tests/emulator). The fields are set before the first
 * test runs.
 */
export function storeOnStandIn(projectId: string): { standIn: FirestoreStandIn; store: ContentStore } {
  const context = {} as { standIn: FirestoreStandIn; store: ContentStore };
  let app: FirebaseApp;
  beforeAll(async () => {
    setLogLevel("silent");
    context.standIn = await startFirestoreStandIn({ projectId });
    app = initializeApp({ projectId, apiKey: "x", appId: "1:1:web:1" }, `${projectId}-test`);
    const db = getFirestore(app);
    const [host = "", port = ""] = context.standIn.host.split(":");
    connectFirestoreEmulator(db, host, Number(port));
    context.store = createFirestoreStore({
      config: { projectId, apiKey: "x", appId: "1", authDomain: "x" },
      db,
    });
  });
  afterAll(async () => {
    await deleteApp(app);
    await context.standIn.close();
  });
  return context;
}
