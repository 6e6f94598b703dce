// Run in Node by `npm start`: the built-in content uploaded as the developer, so firestore.rules apply.
import { initializeApp } from "firebase/app";
import { connectFirestoreEmulator, getFirestore, setLogLevel } from "firebase/firestore/lite";
import { DEVELOPER_EMAIL } from "~/config/developer";
import { builtInProducts } from "~/content/products";
import { loadArticles } from "~/lib/article-source/load-articles";
import type { UploadReport } from "~/lib/content-store/store";
import { parseArticle } from "~/lib/content-store/validate";
import { createFirestoreStore } from "~/lib/firebase/firestore-store";

function check(what: string, { failed, written }: UploadReport): number {
  const details = failed.map(({ id, reason }) => `${id}: ${reason}`).join("; ");
  if (details) throw new Error(`${what} rejected: ${details}`);
  return written.length;
}

// The SDK's token type leaves the second-factor field out; the emulator reads it all the same.
const PASSED_AUTHENTICATOR_CODE = { sign_in_provider: "password" as const, sign_in_second_factor: "totp" };

export async function seed(host: string, projectId: string): Promise<{ articles: number; products: number }> {
  setLogLevel("silent");
  const config = { apiKey: "demo-api-key", authDomain: "localhost", projectId, appId: "demo-app-id" };
  const db = getFirestore(initializeApp(config, "seed"));
  const [hostname = "127.0.0.1", port = "8080"] = host.split(":");
  connectFirestoreEmulator(db, hostname, Number(port), {
    mockUserToken: {
      sub: "seed-developer",
      email: DEVELOPER_EMAIL,
      email_verified: true,
      developer: true,
      firebase: PASSED_AUTHENTICATOR_CODE,
    },
  });
  const store = createFirestoreStore({ config, db });
  // Compiled here as the build compiles them: the app's own module of them needs Vite's import.meta.glob.
  const articles = loadArticles().map(({ document }) => {
    const parsed = parseArticle(document.id, document);
    if (!parsed.ok) throw new Error(`articles/${document.id}.md: ${parsed.reason}`);
    return parsed.value;
  });
  return {
    articles: check("Articles", await store.uploadArticles(articles)),
    products: check("Products", await store.uploadProducts(builtInProducts)),
  };
}
