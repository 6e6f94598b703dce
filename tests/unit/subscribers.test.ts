// @vitest-environment node
import { beforeEach, describe, expect, test, vi } from "vitest";
import { storeOnStandIn } from "./store-on-stand-in";

// The developer page's sign-up list, through the real Firestore client and
// the stand-in (access rules are tested against the emulator, tests/emulator).
describe("the Firestore adapter's newsletter sign-ups", () => {
  const context = storeOnStandIn("demo-subscribers");

  // Five sign-ups within one millisecond (the database keeps nanoseconds), and one a day later.
  beforeEach(() => {
    context.standIn.reset({
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
    context.standIn.clearRequests();
    expect(await context.store.countSubscribers()).toBe(6);
    const requests = context.standIn.requests();
    expect(requests.map(({ kind }) => kind)).toEqual(["runAggregationQuery"]);
    expect(requests[0]?.reads).toBe(1);
  });

  test("pages newest first, none skipped or repeated within the same millisecond; a full last page says no more follow", async () => {
    let page = await context.store.listSubscribers({ pageSize: 2 });
    const pages = [page.subscribers.map(({ id }) => id).join()];
    while (page.next) {
      page = await context.store.listSubscribers({ pageSize: 2, after: page.next });
      pages.push(page.subscribers.map(({ id }) => id).join());
    }
    // No empty fourth page: the third, full, says no more follow.
    expect(pages).toEqual(["late,s5", "s4,s3", "s2,s1"]);
    const [late] = (await context.store.listSubscribers({ pageSize: 1 })).subscribers;
    expect(late).toEqual({
      id: "late",
      email: "late@example.com",
      source: "/",
      consent: null,
      createdAt: new Date("2026-11-02T08:00:00Z"),
    });
  });

  test("skips a stored document that is not a sign-up, with a warning", async () => {
    context.standIn.putDocument("subscribers", "broken", { email: 42, createdAt: "2026-11-03T08:00:00Z" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const page = await context.store.listSubscribers({ pageSize: 3 });
    expect(page.subscribers.map(({ id }) => id)).toEqual(["late", "s5"]);
    expect(page.next).not.toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/Skipping invalid subscribers document "broken"/),
    );
  });

  test("removes one for good", async () => {
    await context.store.deleteSubscriber("s3");
    expect(context.standIn.documents("subscribers").map(({ id }) => id)).not.toContain("s3");
    expect(await context.store.countSubscribers()).toBe(5);
  });

  test("a sign-up is stored under its normalised address; the rules' refusal of a repeat reads as success", async () => {
    const signUp = (email: string) =>
      context.store.addSubscriber({ email, source: "/subscribe", consent: "2026-12-02" });
    await signUp("  Reader@Example.com ");
    const stored = context.standIn.documents("subscribers").find(({ id }) => id === "reader@example.com");
    expect(stored?.data).toMatchObject({
      email: "reader@example.com",
      consent: "2026-12-02",
      source: "/subscribe",
    });
    // The live rules refuse a second create of the same address (tests/emulator/rules.test.ts).
    context.standIn.fault({ kind: "commit", status: 403, times: 1 });
    await expect(signUp("reader@example.com")).resolves.toBeUndefined();
    // Any other failure still reaches the form, which offers a retry.
    context.standIn.fault({ kind: "commit", status: 500, times: 1 });
    await expect(signUp("other@example.com")).rejects.toThrow();
  });
});
