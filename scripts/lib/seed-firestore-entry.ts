// Bundled by seed-firestore.mjs (esbuild) and run in Node: uploads the
// built-in content to the Firestore emulator with the app's own adapter,
// authenticated as the verified developer so firestore.rules apply.
import { initializeApp } from "firebase/app";
import { connectFirestoreEmulator, getFirestore, setLogLevel } from "firebase/firestore/lite";
import { DEVELOPER_EMAIL } from "~/config/developer";
import { loadBuiltInContent } from "~/lib/content-store/builtin-content";
import type { UploadReport } from "~/lib/content-store/store";
import { createFirestoreStore } from "~/lib/firebase/firestore-store";

function check(what: string, report: UploadReport): number {
  if (report.failed.length > 0) {
    const details = report.failed.map(({ id, reason }) => `${id}: ${reason}`).join("; ");
    throw new Error(`${what} rejected: ${details}`);
  }
  return report.written.length;
}

export async function seed(host: string, projectId: string): Promise<{ articles: number; products: number }> {
  // Failures come back in the upload report; the SDK's own request dumps are noise here.
  setLogLevel("silent");
  const config = { apiKey: "demo-api-key", authDomain: "localhost", projectId, appId: "demo-app-id" };
  const db = getFirestore(initializeApp(config, "seed"));
  const [hostname = "127.0.0.1", port = "8080"] = host.split(":");
  connectFirestoreEmulator(db, hostname, Number(port), {
    mockUserToken: { sub: "seed-developer", email: DEVELOPER_EMAIL, email_verified: true },
  });
  const store = createFirestoreStore({ config, db });
  const { articles, products } = await loadBuiltInContent();
  return {
    articles: check("Articles", await store.uploadArticles(articles)),
    products: check("Products", await store.uploadProducts(products)),
  };
}
