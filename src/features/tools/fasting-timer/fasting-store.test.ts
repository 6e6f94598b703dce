import "fake-indexeddb/auto";
import { createStore, set } from "idb-keyval";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createFastingStore, UNAVAILABLE_MESSAGE, type FastingStore, type TimerState } from "./fasting-store";
import type { Fast } from "./fasting-time";

// The on-device store against fake-indexeddb (the IndexedDB API in memory):
// what a reload reads back, damaged records, refusals, two tabs, deleting.

const HOUR = 3_600_000;
let databases = 0;
const opened: (() => void)[] = [];

afterEach(() => {
  for (const close of opened.splice(0)) close();
  vi.restoreAllMocks();
});

/** A fresh database per test; `tabs` stores share it (and a channel), like open tabs. */
function open(tabs = 1) {
  databases += 1;
  const names = { database: `fasting-test-${databases}`, channel: `fasting-test-${databases}` };
  const stores = Array.from({ length: tabs }, () => createFastingStore(names));
  for (const store of stores) opened.push(store.subscribe(() => undefined));
  return { stores, names, raw: createStore(names.database, "fasting-timer") };
}

async function ready(store: FastingStore): Promise<Extract<TimerState, { status: "ready" }>> {
  await vi.waitFor(() => expect(store.getSnapshot().status).toBe("ready"));
  return store.getSnapshot() as Extract<TimerState, { status: "ready" }>;
}

const now = Date.now();
const fast = (id: string, startHoursAgo: number, endHoursAgo: number | null): Fast => ({
  id,
  startedAt: now - startHoursAgo * HOUR,
  endedAt: endHoursAgo === null ? null : now - endHoursAgo * HOUR,
  targetHours: 16,
  plan: "16:8",
});

describe("the fasting timer's on-device store", () => {
  test("starts empty, and what is written is read back by a new page", async () => {
    const { stores, names } = open();
    const [store] = stores as [FastingStore];
    expect((await ready(store)).fasts).toEqual([]);
    expect(await store.mutate((fasts) => [...fasts, fast("a", 20, 2)])).toBeNull();
    // A page loaded later: its own store on the same database, no message heard.
    const later = createFastingStore({ database: names.database, channel: "another-page" });
    opened.push(later.subscribe(() => undefined));
    expect((await ready(later)).fasts).toEqual([fast("a", 20, 2)]);
  });

  test("a refused change writes nothing and says why", async () => {
    const { stores } = open();
    const [store] = stores as [FastingStore];
    await ready(store);
    await store.mutate(() => [fast("a", 20, 2)]);
    const problem = await store.mutate(() => ({
      message: "This fast overlaps another fast in your history.",
    }));
    expect(problem).toEqual({ message: "This fast overlaps another fast in your history." });
    expect((await ready(store)).fasts).toEqual([fast("a", 20, 2)]);
  });

  test("damaged records are set aside, kept, and reported; the rest is read", async () => {
    const { stores, raw } = open();
    const broken = { id: "broken", startedAt: "yesterday" };
    await set("fasts", [fast("a", 20, 2), broken, null], raw);
    const [store] = stores as [FastingStore];
    await store.reload();
    const state = await ready(store);
    expect(state.fasts).toEqual([fast("a", 20, 2)]);
    expect(state.setAside).toEqual([broken, null]);
    // Moved for good: a later read finds them set aside, not twice.
    await store.reload();
    expect((await ready(store)).setAside).toEqual([broken, null]);
    expect(await store.discardSetAside()).toBeNull();
    expect((await ready(store)).setAside).toEqual([]);
    expect((await ready(store)).fasts).toEqual([fast("a", 20, 2)]);
  });

  test("a stored value that is not a list is set aside whole", async () => {
    const { stores, raw } = open();
    await set("fasts", { not: "a list" }, raw);
    const [store] = stores as [FastingStore];
    await store.reload();
    expect(await ready(store)).toMatchObject({ fasts: [], setAside: [{ not: "a list" }] });
  });

  test("a change in one tab shows in the other without a reload", async () => {
    const { stores } = open(2);
    const [first, second] = stores as [FastingStore, FastingStore];
    await ready(first);
    await ready(second);
    await first.mutate((fasts) => [...fasts, fast("a", 3, null)]);
    await vi.waitFor(() =>
      expect((second.getSnapshot() as { fasts?: Fast[] }).fasts).toEqual([fast("a", 3, null)]),
    );
    // The second tab's change starts from the first tab's, never overwrites it.
    await second.mutate((fasts) => fasts.map((item) => ({ ...item, endedAt: now })));
    await vi.waitFor(() =>
      expect((first.getSnapshot() as { fasts?: Fast[] }).fasts).toEqual([
        { ...fast("a", 3, null), endedAt: now },
      ]),
    );
  });

  test("the reminder setting is kept, and Delete my data removes everything in every tab", async () => {
    const { stores } = open(2);
    const [first, second] = stores as [FastingStore, FastingStore];
    await ready(first);
    await first.setReminder(true);
    await first.mutate(() => [fast("a", 20, 2), fast("b", 1, null)]);
    await vi.waitFor(() => expect(second.getSnapshot()).toMatchObject({ reminder: true }));
    expect(await first.deleteAll()).toBeNull();
    expect(await ready(first)).toMatchObject({ fasts: [], setAside: [], reminder: false });
    await vi.waitFor(() => expect(second.getSnapshot()).toMatchObject({ fasts: [], reminder: false }));
  });

  test("without IndexedDB the timer says it cannot store anything", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.stubGlobal("indexedDB", undefined);
    try {
      const { stores } = open();
      const [store] = stores as [FastingStore];
      await vi.waitFor(() =>
        expect(store.getSnapshot()).toEqual({ status: "unavailable", message: UNAVAILABLE_MESSAGE }),
      );
      expect(console.warn).toHaveBeenCalledWith(
        "Fasting timer: could not open the on-device store:",
        "IndexedDB is not available",
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
