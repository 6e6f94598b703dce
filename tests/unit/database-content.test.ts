// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { makeArticle, makeProduct } from "~/test/content-fixtures";
import {
  seedFromContent,
  startFirestoreStandIn,
  type FirestoreStandIn,
} from "../e2e/support/firestore-stand-in";
import {
  BuildContentError,
  databaseContentForBuild,
  readDatabaseContent,
} from "~/lib/firebase/database-content.server";

const PROJECT_ID = "demo-build";
const firebase = { apiKey: "demo-key", authDomain: "localhost", projectId: PROJECT_ID, appId: "demo-app" };

/** An article as the uploads store it (ISO dates, `slug`), without its id. */
function stored(id: string) {
  const { createdAt, updatedAt: _updated, ...rest } = makeArticle({ id });
  return { ...rest, slug: id, createdAt: createdAt.toISOString() };
}

let standIn: FirestoreStandIn;
const settings = () => ({ firebase, firestoreEmulatorHost: standIn.host });

beforeAll(async () => {
  standIn = await startFirestoreStandIn({ projectId: PROJECT_ID });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.reset(
    seedFromContent({
      articles: [stored("a"), stored("b"), { ...stored("broken"), title: 42 }],
      products: [makeProduct({ id: "p" })],
    }),
  );
});

describe("readDatabaseContent", () => {
  test("reads every article and product, dates as Dates, with no App Check token by default; skips and lists an invalid one", async () => {
    standIn.clearRequests();
    const content = await readDatabaseContent(settings());
    expect(standIn.requests().every(({ appCheckToken }) => appCheckToken === null)).toBe(true);
    expect(content.articles.map(({ id }) => id)).toEqual(["a", "b"]);
    expect(content.articles[0]?.createdAt).toBeInstanceOf(Date);
    expect(content.products.map(({ id }) => id)).toEqual(["p"]);
    expect(content.skipped).toEqual([expect.stringMatching(/^articles\/broken: .*title/)]);
  });

  test("with an App Check debug token, exchanges it once and every read carries the App Check token", async () => {
    const realFetch = globalThis.fetch;
    const exchanges: { url: string; body: unknown }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith("https://content-firebaseappcheck.googleapis.com/")) return realFetch(input, init);
      exchanges.push({ url, body: JSON.parse(typeof init?.body === "string" ? init.body : "null") });
      return Promise.resolve(Response.json({ token: "app-check-token", ttl: "3600s" }));
    });
    const log = vi.spyOn(console, "log");
    standIn.clearRequests();
    const content = await readDatabaseContent(settings(), { appCheckDebugToken: "debug-secret" });
    expect(content.articles.map(({ id }) => id)).toEqual(["a", "b"]);
    expect(exchanges).toEqual([
      {
        url: `https://content-firebaseappcheck.googleapis.com/v1/projects/${PROJECT_ID}/apps/demo-app:exchangeDebugToken?key=demo-key`,
        body: { debug_token: "debug-secret" },
      },
    ]);
    const reads = standIn.requests();
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every(({ appCheckToken }) => appCheckToken === "app-check-token")).toBe(true);
    // The secret never reaches the build's log.
    expect(log.mock.calls.flat().join(" ")).not.toContain("debug-secret");
  });

  test("an unreachable database stops the build, naming the project and the fix", async () => {
    const closed = await startFirestoreStandIn({ projectId: PROJECT_ID });
    await closed.close();
    const reading = readDatabaseContent({ firebase, firestoreEmulatorHost: closed.host });
    await expect(reading).rejects.toThrow(BuildContentError);
    await expect(reading).rejects.toThrow(
      new RegExp(`Could not read the articles of Firebase project "${PROJECT_ID}".*ECONNREFUSED`),
    );
    await expect(reading).rejects.toThrow(/VITE_FIREBASE_\* settings/);
  });

  test("an answer that never comes stops the build after the timeout", async () => {
    standIn.fault({ kind: "runQuery", delayMs: 5_000 });
    await expect(readDatabaseContent(settings(), { timeoutMs: 200 })).rejects.toThrow(
      /no answer from the Firestore emulator at .* within 0.2 s/,
    );
  });

  test("a refused read (rules) stops the build", async () => {
    standIn.fault({ kind: "runQuery", status: 403 });
    await expect(readDatabaseContent(settings())).rejects.toThrow(/public reads/);
  });

  test("an empty database stops the build unless an empty build is asked for", async () => {
    standIn.reset({});
    await expect(readDatabaseContent(settings())).rejects.toThrow(
      /has no valid articles.*ALLOW_EMPTY_CONTENT=1 npm run build/,
    );
    const empty = await readDatabaseContent(settings(), { allowEmpty: true });
    expect(empty).toEqual({ articles: [], products: [], skipped: [] });
  });
});

describe("databaseContentForBuild", () => {
  test("reads once per process and reports skipped documents once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    standIn.clearRequests();
    const first = await databaseContentForBuild(settings());
    const second = await databaseContentForBuild(settings());
    expect(second).toBe(first);
    expect(standIn.requests().filter(({ kind }) => kind === "runQuery")).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/skipped invalid document articles\/broken/));
  });
});
