import { beforeEach, expect, test, vi } from "vitest";
import { parseEnv } from "~/lib/env-schema";
import { makeArticle } from "~/test/content-fixtures";
import { createContentStore } from "./create-store";

const calls: string[] = [];
vi.mock("~/lib/firebase/app", () => ({ getFirebaseApp: () => ({ name: "app" }) }));
vi.mock("~/lib/firebase/app-check", () => ({
  startAppCheck: vi.fn((_app: unknown, key: string) => {
    calls.push(`app check ${key}`);
    return Promise.resolve();
  }),
}));
vi.mock("~/lib/firebase/firestore-store", () => ({
  createFirestoreStore: () => {
    calls.push("firestore");
    return { listProducts: () => Promise.resolve([]), addSubscriber: () => Promise.resolve() };
  },
}));
vi.stubGlobal("fetch", (url: string) => {
  calls.push(`fetch ${url}`);
  return Promise.resolve(Response.json({ articles: [], products: [] }));
});

const firebaseKeys = {
  VITE_FIREBASE_API_KEY: "key",
  VITE_FIREBASE_AUTH_DOMAIN: "x.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "x",
  VITE_FIREBASE_APP_ID: "1:1:web:1",
};
const siteKey = "6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-";

beforeEach(() => {
  calls.length = 0;
});

test("without a site key, App Check never loads", async () => {
  await createContentStore(parseEnv(firebaseKeys)).listProducts();
  expect(calls).toEqual(["firestore"]);
});

test("with a site key, readers' reads come from the deploy's copy, and App Check starts before the first database request", async () => {
  const store = createContentStore(parseEnv({ ...firebaseKeys, VITE_FIREBASE_APPCHECK_SITE_KEY: siteKey }));
  expect(calls).toEqual([]);
  await store.relatedArticles(makeArticle({ id: "a" }));
  expect(calls).toEqual(["fetch /deployed-content.json"]);
  await store.addSubscriber({ email: "a@b.co", source: "/subscribe", consent: "2026-12-03" });
  await store.listProducts();
  expect(calls).toEqual(["fetch /deployed-content.json", `app check ${siteKey}`, "firestore"]);
});
