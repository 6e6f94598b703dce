// @vitest-environment node
import { deleteApp, FirebaseError, initializeApp, type FirebaseApp } from "firebase/app";
import {
  addDoc,
  Bytes,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  GeoPoint,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from "firebase/firestore/lite";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  seedFromContent,
  standInControl,
  startFirestoreStandIn,
  type FirestoreStandIn,
  type Seed,
} from "../e2e/support/firestore-stand-in";

// The shared setup (src/test/setup.ts) installs its DOM mocks on `window`,
// which Node does not have; a bare object is enough for them.
(globalThis as { window?: unknown }).window ??= {};

const PROJECT_ID = "demo-x";

const seed: Seed = {
  articles: {
    "keto-basics": {
      title: "Keto basics",
      author: "Ana",
      tags: ["keto", "basics"],
      slug: "keto-basics",
      createdAt: "2024-03-01T08:00:00.000Z",
    },
    "fasting-101": {
      title: "Fasting 101",
      author: "Ben",
      tags: ["fasting"],
      slug: "fasting-101",
      createdAt: "2024-02-01T08:00:00.000Z",
      updatedAt: "2024-04-01T08:00:00.000Z",
    },
    "gut-health": {
      title: "Gut health",
      author: "Cleo",
      tags: ["gut health", "fasting"],
      slug: "gut-health",
      createdAt: new Date("2024-01-01T08:00:00.000Z"),
    },
  },
  products: {
    "collagen-peptides": { name: "Collagen", link: "https://example.com/c", tags: ["protein"] },
  },
};

let standIn: FirestoreStandIn;
const apps: FirebaseApp[] = [];

/** A Firestore client of its own app, pointed at the stand-in. */
function connect({ isSignedIn = false, projectId = PROJECT_ID } = {}): Firestore {
  const app = initializeApp(
    { projectId, apiKey: "x", appId: "1:1:web:1" },
    `stand-in-test-${String(apps.length)}`,
  );
  apps.push(app);
  const db = getFirestore(app);
  const [host = "", port = ""] = standIn.host.split(":");
  connectFirestoreEmulator(
    db,
    host,
    Number(port),
    // The emulator flavour of a signed-in user: the SDK sends a Bearer token.
    isSignedIn ? { mockUserToken: { user_id: "developer", email: "developer@fastandfuel.app" } } : {},
  );
  return db;
}

/** The error a call fails with: a FirestoreError, which only passes as its
 * base class (FirebaseError resets the prototype, so `instanceof
 * FirestoreError` is false even for the SDK's own). */
async function failureOf(promise: Promise<unknown>): Promise<FirebaseError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FirebaseError) return error;
    throw error;
  }
  throw new Error("Expected the call to fail.");
}

let db: Firestore;
let developerDb: Firestore;

beforeAll(async () => {
  // The SDK logs every failed call as a warning; the tests assert them instead.
  setLogLevel("silent");
  standIn = await startFirestoreStandIn({ port: 0, projectId: PROJECT_ID });
  db = connect();
  developerDb = connect({ isSignedIn: true });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await standIn.close();
});

beforeEach(() => {
  standIn.reset(seed);
});

describe("queries (runQuery)", () => {
  test("getDocs with array-contains-any and a limit returns the first matches by name", async () => {
    const snapshot = await getDocs(
      query(collection(db, "articles"), where("tags", "array-contains-any", ["fasting", "keto"]), limit(2)),
    );
    expect(snapshot.docs.map((document) => document.id)).toEqual(["fasting-101", "gut-health"]);
    expect(standIn.requests()).toEqual([
      expect.objectContaining({
        method: "POST",
        kind: "runQuery",
        collection: "articles",
        hasAuthorization: false,
        status: 200,
      }),
    ]);
  });

  test("getDocs with `in` matches any listed value, and an empty result is fine", async () => {
    const byAuthor = await getDocs(query(collection(db, "articles"), where("author", "in", ["Ana", "Cleo"])));
    expect(byAuthor.docs.map((document) => document.id)).toEqual(["gut-health", "keto-basics"]);
    const none = await getDocs(query(collection(db, "articles"), where("tags", "array-contains", "vegan")));
    expect(none.empty).toBe(true);
  });

  test("orders, filters ranges of timestamps and pages with a cursor", async () => {
    const newestFirst = query(
      collection(db, "articles"),
      where("createdAt", ">=", Timestamp.fromDate(new Date("2024-01-15T00:00:00Z"))),
      orderBy("createdAt", "desc"),
    );
    const all = await getDocs(newestFirst);
    expect(all.docs.map((document) => document.id)).toEqual(["keto-basics", "fasting-101"]);
    const [first] = all.docs;
    if (!first) throw new Error("no first document");
    const rest = await getDocs(query(newestFirst, startAfter(first)));
    expect(rest.docs.map((document) => document.id)).toEqual(["fasting-101"]);
  });
});

describe("reads (batchGet)", () => {
  test("getDoc finds a document, with timestamps as Timestamps", async () => {
    const snapshot = await getDoc(doc(db, "articles", "fasting-101"));
    expect(snapshot.exists()).toBe(true);
    expect(snapshot.get("title")).toBe("Fasting 101");
    expect(snapshot.get("createdAt")).toEqual(Timestamp.fromDate(new Date("2024-02-01T08:00:00.000Z")));
    expect(snapshot.get("updatedAt")).toEqual(Timestamp.fromDate(new Date("2024-04-01T08:00:00.000Z")));
    expect(standIn.requests()).toEqual([
      expect.objectContaining({ kind: "batchGet", documents: ["articles/fasting-101"], status: 200 }),
    ]);
  });

  test("getDoc of a missing document says it does not exist", async () => {
    const snapshot = await getDoc(doc(db, "articles", "no-such-article"));
    expect(snapshot.exists()).toBe(false);
  });

  test("a malformed document comes back as stored", async () => {
    standIn.putDocument("articles", "broken", { title: 42, tags: "not a list", createdAt: "yesterday" });
    const snapshot = await getDoc(doc(db, "articles", "broken"));
    expect(snapshot.data()).toEqual({ title: 42, tags: "not a list", createdAt: "yesterday" });
  });
});

describe("writes (commit)", () => {
  test("setDoc stores every value type, and they read back the same", async () => {
    const reference = doc(db, "products", "collagen-peptides");
    const data = {
      nothing: null,
      isFeatured: true,
      count: 3,
      ratio: 1.5,
      notANumber: Number.NaN,
      createdAt: Timestamp.fromDate(new Date("2024-05-06T07:08:09.123Z")),
      name: "Whey ✓",
      blob: Bytes.fromUint8Array(new Uint8Array([0, 1, 254, 255])),
      related: reference,
      place: new GeoPoint(51.5, -0.12),
      tags: ["a", 2, { nested: true }],
      details: { size: "1 kg", grams: 1000 },
    };
    await setDoc(doc(db, "products", "whey"), data);

    const snapshot = await getDoc(doc(db, "products", "whey"));
    const readBack = snapshot.data();
    expect(readBack).toEqual({ ...data, related: expect.anything() as unknown });
    expect(snapshot.get("related")).toMatchObject({ path: "products/collagen-peptides" });

    const [stored] = standIn.documents("products").filter((document) => document.id === "whey");
    expect(stored?.fields).toMatchObject({
      count: { integerValue: "3" },
      ratio: { doubleValue: 1.5 },
      createdAt: { timestampValue: "2024-05-06T07:08:09.123000000Z" },
      related: {
        referenceValue: `projects/${PROJECT_ID}/databases/(default)/documents/products/collagen-peptides`,
      },
    });
    expect(stored?.data.createdAt).toEqual(new Date("2024-05-06T07:08:09.123Z"));
  });

  test("setDoc replaces the whole document; updateDoc changes only the named fields", async () => {
    await setDoc(doc(db, "articles", "keto-basics"), { title: "Keto, again" });
    await updateDoc(doc(db, "articles", "fasting-101"), { title: "Fasting 102", "meta.views": 7 });
    const [fasting, keto] = standIn.documents("articles").filter((document) => document.id !== "gut-health");
    expect(keto?.data).toEqual({ title: "Keto, again" });
    expect(fasting?.data).toMatchObject({ title: "Fasting 102", author: "Ben", meta: { views: 7 } });
  });

  test("updateDoc of a missing document fails with not-found", async () => {
    const error = await failureOf(updateDoc(doc(db, "articles", "ghost"), { title: "Boo" }));
    expect(error.code).toBe("not-found");
    expect(standIn.documents("articles").map((document) => document.id)).not.toContain("ghost");
  });

  test("addDoc with serverTimestamp stores the commit time; the log tells who carried a token", async () => {
    const before = Date.now();
    const added = await addDoc(collection(db, "subscribers"), {
      email: "reader@example.com",
      source: "/articles",
      createdAt: serverTimestamp(),
    });
    await setDoc(doc(developerDb, "products", "creatine"), { name: "Creatine" });

    const [subscriber] = standIn.documents("subscribers");
    expect(subscriber?.id).toBe(added.id);
    expect(subscriber?.data).toMatchObject({ email: "reader@example.com", source: "/articles" });
    const createdAt = subscriber?.data.createdAt;
    expect(createdAt).toBeInstanceOf(Date);
    expect((createdAt as Date).getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(subscriber?.updateTime).toBe(subscriber?.createTime);

    const commits = standIn.requests().filter((entry) => entry.kind === "commit");
    expect(commits).toEqual([
      expect.objectContaining({ collection: "subscribers", hasAuthorization: false, status: 200 }),
      expect.objectContaining({ collection: "products", hasAuthorization: true, status: 200 }),
    ]);
  });

  test("a writeBatch commits several documents and a delete at once", async () => {
    const batch = writeBatch(db);
    batch.set(doc(db, "products", "whey"), { name: "Whey", tags: ["protein"] });
    batch.set(doc(db, "products", "oats"), { name: "Oats", tags: ["fibre"] });
    batch.delete(doc(db, "products", "collagen-peptides"));
    await batch.commit();
    await deleteDoc(doc(db, "articles", "gut-health"));

    expect(standIn.documents("products").map((document) => document.id)).toEqual(["oats", "whey"]);
    expect(standIn.documents("articles").map((document) => document.id)).toEqual([
      "fasting-101",
      "keto-basics",
    ]);
    expect(standIn.requests().filter((entry) => entry.kind === "commit")).toEqual([
      expect.objectContaining({
        documents: ["products/whey", "products/oats", "products/collagen-peptides"],
        status: 200,
      }),
      expect.objectContaining({ documents: ["articles/gut-health"], status: 200 }),
    ]);
  });

  test("a batch whose one write fails changes nothing", async () => {
    const batch = writeBatch(db);
    batch.set(doc(db, "products", "whey"), { name: "Whey" });
    batch.update(doc(db, "products", "ghost"), { name: "Boo" });
    const error = await failureOf(batch.commit());
    expect(error.code).toBe("not-found");
    expect(standIn.documents("products").map((document) => document.id)).toEqual(["collagen-peptides"]);
  });
});

describe("faults", () => {
  test("a 503 surfaces as `unavailable`, for as many requests as asked", async () => {
    standIn.fault({ kind: "runQuery", status: 503, times: 1 });
    const error = await failureOf(getDocs(collection(db, "articles")));
    expect(error).toBeInstanceOf(FirebaseError);
    expect(error.code).toBe("unavailable");
    expect((await getDocs(collection(db, "articles"))).size).toBe(3);
    expect(standIn.requests().map((entry) => [entry.status, entry.isInjectedFault])).toEqual([
      [503, true],
      [200, false],
    ]);
  });

  test("a 403 on one collection surfaces as `permission-denied` with Firestore's message", async () => {
    standIn.fault({ kind: "commit", collection: "articles", status: 403 });
    const error = await failureOf(setDoc(doc(developerDb, "articles", "new"), { title: "New" }));
    expect(error.code).toBe("permission-denied");
    expect(error.message).toContain("Missing or insufficient permissions.");
    await setDoc(doc(developerDb, "products", "new"), { name: "New" });
    expect(standIn.documents("articles").map((document) => document.id)).not.toContain("new");
    expect(standIn.documents("products").map((document) => document.id)).toContain("new");

    standIn.clearFaults();
    await setDoc(doc(developerDb, "articles", "new"), { title: "New" });
    expect(standIn.documents("articles").map((document) => document.id)).toContain("new");
  });

  test("a delay holds the answer, and the log shows the request as pending meanwhile", async () => {
    standIn.fault({ kind: "batchGet", delayMs: 300 });
    const started = Date.now();
    const pending = getDoc(doc(db, "articles", "keto-basics"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(standIn.requests()).toEqual([expect.objectContaining({ kind: "batchGet", status: null })]);
    expect((await pending).get("title")).toBe("Keto basics");
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(standIn.requests()).toEqual([expect.objectContaining({ status: 200 })]);
  });
});

describe("request checks (never rules)", () => {
  test("another project, an unknown collection or a bad body is a 400 with a message", async () => {
    const otherProject = connect({ projectId: "demo-other" });
    const wrongProject = await failureOf(getDoc(doc(otherProject, "articles", "keto-basics")));
    // The SDK reads HTTP 400 as failed-precondition.
    expect(wrongProject.code).toBe("failed-precondition");
    expect(wrongProject.message).toContain('is not the stand-in\'s project "demo-x"');

    const unknown = await failureOf(getDocs(collection(db, "recipes")));
    expect(unknown.message).toContain('unknown collection "recipes"');

    const response = await fetch(
      `${standIn.url}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`,
      {
        method: "POST",
        body: JSON.stringify({
          structuredQuery: { from: [{ collectionId: "articles" }], where: { bogus: 1 } },
        }),
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 400,
        message: expect.stringContaining("structuredQuery.where") as string,
        status: "INVALID_ARGUMENT",
      },
    });
    expect(standIn.requests().map((entry) => entry.status)).toEqual([400, 400, 400]);
  });

  test("writes without a token are applied (rules are not evaluated), and logged as such", async () => {
    await setDoc(doc(db, "articles", "anonymous"), { title: 7 });
    expect(standIn.documents("articles").map((document) => document.id)).toContain("anonymous");
    expect(standIn.requests()).toEqual([
      expect.objectContaining({ kind: "commit", hasAuthorization: false }),
    ]);
  });

  test("answers CORS preflights echoing the requested headers, and errors carry CORS headers", async () => {
    const url = `${standIn.url}/v1/projects/${PROJECT_ID}/databases/(default)/documents:commit`;
    const preflight = await fetch(url, {
      method: "OPTIONS",
      headers: {
        Origin: "http://127.0.0.1:4173",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,content-type,x-goog-api-client,x-firebase-gmpid",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:4173");
    expect(preflight.headers.get("access-control-allow-headers")).toBe(
      "authorization,content-type,x-goog-api-client,x-firebase-gmpid",
    );
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");

    const failed = await fetch(url, {
      method: "POST",
      headers: { Origin: "http://127.0.0.1:4173" },
      body: "{",
    });
    expect(failed.status).toBe(400);
    expect(failed.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:4173");
  });
});

describe("HTTP control API", () => {
  test("resets to a seed, puts documents, reads collections and the log, and sets faults", async () => {
    const control = standInControl(standIn.url);
    await control.reset(
      seedFromContent({
        articles: [
          { id: "a1", slug: "a1", title: "One", tags: ["keto"], createdAt: "2024-01-02T03:04:05.000Z" },
        ],
        products: [{ id: "p1", name: "Product", link: "https://example.com", tags: [] }],
      }),
    );
    await control.putDocument("articles", "bad", { title: 99 });

    const articles = await control.documents("articles");
    expect(articles.map((document) => [document.id, document.data.title])).toEqual([
      ["a1", "One"],
      ["bad", 99],
    ]);
    expect(articles[0]?.fields.createdAt).toEqual({ timestampValue: "2024-01-02T03:04:05.000000000Z" });
    expect(articles[0]?.data.createdAt).toEqual(new Date("2024-01-02T03:04:05.000Z"));
    expect((await control.documents("products"))[0]?.data).toEqual({
      name: "Product",
      link: "https://example.com",
      tags: [],
    });

    await control.fault({ kind: "get", status: 503 });
    const documentUrl = `${standIn.url}/v1/projects/${PROJECT_ID}/databases/(default)/documents/articles/a1`;
    expect((await fetch(documentUrl)).status).toBe(503);
    await control.clearFaults();
    const found = (await (await fetch(documentUrl)).json()) as { name: string };
    expect(found.name).toBe(`projects/${PROJECT_ID}/databases/(default)/documents/articles/a1`);
    expect(await control.requests()).toEqual([
      expect.objectContaining({ kind: "get", status: 503, isInjectedFault: true }),
      expect.objectContaining({ kind: "get", status: 200, documents: ["articles/a1"] }),
    ]);

    await control.clearRequests();
    expect(await control.requests()).toEqual([]);
    await expect(control.fault({ kind: "commit" })).rejects.toThrow(/give a status, a delayMs or both/);
  });
});
