// @vitest-environment node
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectFirestoreEmulator, getFirestore, setLogLevel } from "firebase/firestore/lite";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import type { ContentStore } from "~/lib/content-store/store";
import { createFirestoreStore } from "~/lib/firebase/firestore-store";
import { startFirestoreStandIn, type FirestoreStandIn } from "../e2e/support/firestore-stand-in";

// The developer page's sign-up list, through the real Firestore client and
// the stand-in (access rules are tested against the emulator, tests/emulator).
describe("the Firestore adapter's newsletter sign-ups", () => {
  const PROJECT_ID = "demo-subscribers";
  let standIn: FirestoreStandIn;
  let app: FirebaseApp;
  let store: ContentStore;

  beforeAll(async () => {
    setLogLevel("silent");
    standIn = await startFirestoreStandIn({ projectId: PROJECT_ID });
    app = initializeApp({ projectId: PROJECT_ID, apiKey: "x", appId: "1:1:web:1" }, "subscribers-test");
    const db = getFirestore(app);
    const [host = "", port = ""] = standIn.host.split(":");
    connectFirestoreEmulator(db, host, Number(port));
    store = createFirestoreStore({
      config: { projectId: PROJECT_ID, apiKey: "x", appId: "1", authDomain: "x" },
      db,
    });
  });
  afterAll(async () => {
    await deleteApp(app);
    await standIn.close();
  });

  // Five sign-ups within one millisecond (the database keeps nanoseconds), and one a day later.
  beforeEach(() => {
    standIn.reset({
      subscribers: {
        ...Object.fromEntries(
          [1, 2, 3, 4, 5].map((n) => [
            `s${n}`,
            { email: `s${n}@example.com`, source: "/subscribe", createdAt: `2026-11-01T08:00:00.000${n}00Z` },
          ]),
        ),
        late: { email: "late@example.com", source: "/", createdAt: "2026-11-02T08:00:00Z" },
      },
    });
  });

  test("counts them with one aggregation, not a read per sign-up", async () => {
    standIn.clearRequests();
    expect(await store.countSubscribers()).toBe(6);
    const requests = standIn.requests();
    expect(requests.map(({ kind }) => kind)).toEqual(["runAggregationQuery"]);
    expect(requests[0]?.reads).toBe(1);
  });

  test("pages newest first, none skipped or repeated within the same millisecond", async () => {
    const seen: string[] = [];
    let page = await store.listSubscribers({ pageSize: 2 });
    seen.push(...page.subscribers.map(({ id }) => id));
    while (page.next) {
      page = await store.listSubscribers({ pageSize: 2, after: page.next });
      seen.push(...page.subscribers.map(({ id }) => id));
    }
    expect(seen).toEqual(["late", "s5", "s4", "s3", "s2", "s1"]);
    const [late] = (await store.listSubscribers({ pageSize: 1 })).subscribers;
    expect(late).toEqual({
      id: "late",
      email: "late@example.com",
      source: "/",
      createdAt: new Date("2026-11-02T08:00:00Z"),
    });
  });

  test("a full last page says no more follow", async () => {
    const page = await store.listSubscribers({ pageSize: 6 });
    expect(page.subscribers).toHaveLength(6);
    expect(page.next).toBeNull();
  });

  test("skips a stored document that is not a sign-up, with a warning", async () => {
    standIn.putDocument("subscribers", "broken", { email: 42, createdAt: "2026-11-03T08:00:00Z" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const page = await store.listSubscribers({ pageSize: 3 });
    expect(page.subscribers.map(({ id }) => id)).toEqual(["late", "s5"]);
    expect(page.next).not.toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/Skipping invalid subscribers document "broken"/),
    );
    warn.mockRestore();
  });

  test("removes one for good", async () => {
    await store.deleteSubscriber("s3");
    expect(standIn.documents("subscribers").map(({ id }) => id)).not.toContain("s3");
    expect(await store.countSubscribers()).toBe(5);
  });
});
