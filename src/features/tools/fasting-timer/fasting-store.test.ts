import "fake-indexeddb/auto";
import { createStore, get, set } from "idb-keyval";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  createFastingStore,
  NEWER_VERSION_MESSAGE,
  UNAVAILABLE_MESSAGE,
  type FastingStore,
  type TimerState,
} from "./fasting-store";
import { DEFAULT_SETTINGS, SETTINGS_SCHEMA } from "../progress-tracker/progress-settings";
import type { WeightEntry } from "../progress-tracker/weight-entries";
import { HOUR, makeFast } from "./fast-fixtures";
import { FAST_SCHEMA } from "./fast-records";

// The on-device store against fake-indexeddb (the IndexedDB API in memory):
// what a reload reads back, damaged records, refusals, two tabs, deleting.

let databases = 0;
const opened: (() => void)[] = [];

afterEach(() => {
  for (const close of opened.splice(0)) close();
  vi.unstubAllGlobals();
});

/** A fresh database per test; `tabs` stores share it (and a channel), like open tabs. */
function open(tabs = 1) {
  databases += 1;
  const names = { database: `fasting-test-${databases}`, channel: `fasting-test-${databases}` };
  const stores = Array.from({ length: tabs }, () => createFastingStore(names));
  for (const store of stores) opened.push(store.subscribe(() => undefined));
  // `second` is there only when two tabs were asked for.
  const [store, second] = stores as [FastingStore, FastingStore];
  return { store, second, names, raw: createStore(names.database, "fasting-timer") };
}

/** The ids of a stored list, as far as they can be read. */
const readStoredIds = (value: unknown) =>
  Array.isArray(value) ? value.map((item) => (item as { id?: unknown } | null)?.id) : value;

async function ready(store: FastingStore): Promise<Extract<TimerState, { status: "ready" }>> {
  await vi.waitFor(() => expect(store.getSnapshot().status).toBe("ready"));
  return store.getSnapshot() as Extract<TimerState, { status: "ready" }>;
}

const now = Date.now();
/** A 16:8 fast from `from` to `to` hours ago; running when `to` is null. */
const fast = (id: string, from: number, to: number | null) =>
  makeFast({ id, startedAt: now - from * HOUR, endedAt: to === null ? null : now - to * HOUR });
const weighIn: WeightEntry = { date: "2026-05-01", weightKg: 80, waistCm: null, savedAt: now };
/** What a store with nothing stored shows. */
const empty = { fasts: [], setAside: [], reminder: false, weights: [], progress: DEFAULT_SETTINGS };

test("starts empty, writes each fast with the version of its format, a new page reads it back; a refused change writes nothing", async () => {
  const { store, names, raw } = open();
  expect(await ready(store)).toMatchObject(empty);
  expect(await store.mutate((fasts) => [...fasts, fast("a", 20, 2)])).toBeNull();
  expect(await get("fasts", raw)).toEqual([{ ...fast("a", 20, 2), schema: FAST_SCHEMA }]);
  // A page loaded later: its own store on the same database, no message heard.
  const later = createFastingStore({ database: names.database, channel: "another-page" });
  opened.push(later.subscribe(() => undefined));
  expect((await ready(later)).fasts).toEqual([fast("a", 20, 2)]);
  // A refused change writes nothing and says why.
  const refusal = { message: "This fast overlaps another fast in your history." };
  expect(await store.mutate(() => refusal)).toEqual(refusal);
  expect(await get("fasts", raw)).toEqual([{ ...fast("a", 20, 2), schema: FAST_SCHEMA }]);
});

test("damaged fasts and weigh-ins are set aside together, kept, and reported; the rest is read", async () => {
  const { store, raw } = open();
  const broken = { id: "broken", startedAt: "yesterday" };
  await set("fasts", [fast("a", 20, 2), broken, null], raw);
  await set("weights", [weighIn, { date: "broken" }], raw);
  await store.reload();
  const readable = { fasts: [fast("a", 20, 2)], weights: [weighIn] };
  expect(await ready(store)).toMatchObject({ ...readable, setAside: [broken, null, { date: "broken" }] });
  expect(await get("weights", raw)).toEqual([{ ...weighIn, schema: 1 }]);
  // Moved for good: a later read finds them set aside, not twice.
  await store.reload();
  expect(await get("set-aside", raw)).toEqual([broken, null, { date: "broken" }]);
  expect((await ready(store)).setAside).toHaveLength(3);
  expect(await store.discardSetAside()).toBeNull();
  expect(await ready(store)).toMatchObject({ ...readable, setAside: [] });
});

test("a change keeps the records it can't read, set aside, when another tab stored them meanwhile", async () => {
  const { store, raw } = open();
  await ready(store);
  const unknown = { id: "from-elsewhere", startedAt: "a format this page doesn't know" };
  // Written after this tab last read the database, with no message heard.
  await set("fasts", [fast("a", 20, 2), unknown], raw);
  expect(await store.mutate((fasts) => [...fasts, fast("b", 1, null)])).toBeNull();
  expect(await get("set-aside", raw)).toEqual([unknown]);
  expect(await ready(store)).toMatchObject({
    fasts: [fast("a", 20, 2), fast("b", 1, null)],
    setAside: [unknown],
  });
});

test("setting damaged records aside never loses a change another tab makes at the same moment", async () => {
  const { store: first, second, raw } = open(2);
  await Promise.all([ready(first), ready(second)]);
  await set("fasts", [fast("a", 20, 2), null], raw);
  // The first tab reads and sets aside while the second tab adds a fast.
  await Promise.all([first.reload(), second.mutate((fasts) => [...fasts, fast("b", 1, null)])]);
  expect(readStoredIds(await get("fasts", raw))).toEqual(["a", "b"]);
  expect(await get("set-aside", raw)).toEqual([null]);
});

test("data a newer version stored (an old tab left open) is shown, never written over, and still deleted", async () => {
  const fromNewerVersion = { ...fast("n", 44, 28), schema: FAST_SCHEMA + 1, photo: "unknown here" };
  const { store, raw } = open();
  await ready(store);
  await set("fasts", [fromNewerVersion], raw);
  await store.reload();
  // Read as far as this version can, and not set aside.
  expect(await ready(store)).toMatchObject({ fasts: [], setAside: [] });
  const refused = { message: NEWER_VERSION_MESSAGE };
  expect(await store.mutate((fasts) => [...fasts, fast("b", 1, null)])).toEqual(refused);
  expect(await store.setReminder(true)).toEqual(refused);
  expect(await store.discardSetAside()).toEqual(refused);
  expect(await get("fasts", raw)).toEqual([fromNewerVersion]);
  expect(await get("set-aside", raw)).toBeUndefined();
  expect(await get("reminder", raw)).toBeUndefined();
  expect(await store.deleteAll()).toBeNull();
  expect(await get("fasts", raw)).toBeUndefined();
});

test("a change in one tab shows in the other without a reload", async () => {
  const { store: first, second } = open(2);
  await Promise.all([ready(first), ready(second)]);
  await first.mutate((fasts) => [...fasts, fast("a", 3, null)]);
  await vi.waitFor(() => expect(second.getSnapshot()).toMatchObject({ fasts: [fast("a", 3, null)] }));
  // The second tab's change starts from the first tab's, never overwrites it.
  await second.mutate((fasts) => fasts.map((item) => ({ ...item, endedAt: now })));
  const ended = { ...fast("a", 3, null), endedAt: now };
  await vi.waitFor(() => expect(first.getSnapshot()).toMatchObject({ fasts: [ended] }));
});

describe("the progress tracker's weigh-ins and settings, in the same store", () => {
  test("an import changes fasts, weigh-ins and settings together, in one transaction", async () => {
    const { store, raw } = open();
    await ready(store);
    const problem = await store.mutateRecords(({ fasts, weights, progress }) => ({
      fasts: [...fasts, fast("a", 20, 2)],
      weights: [...weights, weighIn],
      progress: { ...progress, quiet: true },
    }));
    expect(problem).toBeNull();
    expect(readStoredIds(await get("fasts", raw))).toEqual(["a"]);
    expect(await get("weights", raw)).toEqual([{ ...weighIn, schema: 1 }]);
    expect(await get("progress-settings", raw)).toMatchObject({ quiet: true, schema: SETTINGS_SCHEMA });
  });

  test("weigh-ins a newer version stored are not written over; the fasts still are", async () => {
    const { store, raw } = open();
    const newer = { ...weighIn, schema: 2 };
    await set("weights", [newer], raw);
    await store.reload();
    expect(await store.mutateWeights(() => [])).toEqual({ message: NEWER_VERSION_MESSAGE });
    expect(await store.mutateRecords((records) => records)).toEqual({ message: NEWER_VERSION_MESSAGE });
    expect(await get("weights", raw)).toEqual([newer]);
    expect(await get("set-aside", raw)).toBeUndefined();
    expect(await store.mutate(() => [fast("a", 20, 2)])).toBeNull();
  });

  test("are kept beside the fasts and the reminder, each with its version; Delete my data removes everything, in every tab", async () => {
    const { store: first, second, raw } = open(2);
    await ready(first);
    await first.setReminder(true);
    await first.mutate(() => [fast("a", 20, 2), fast("b", 1, null)]);
    const fastsBefore: unknown = await get("fasts", raw);
    expect(await first.mutateWeights((weights) => [...weights, weighIn])).toBeNull();
    const progress = { ...DEFAULT_SETTINGS, weightUnit: "lb", goalKg: 70, heightCm: 175 } as const;
    expect(await first.setProgressSettings(progress)).toBeNull();
    expect(await get("weights", raw)).toEqual([{ ...weighIn, schema: 1 }]);
    expect(await get("progress-settings", raw)).toEqual({ ...progress, schema: SETTINGS_SCHEMA });
    // Writing them leaves the fasts as stored.
    expect(await get("fasts", raw)).toEqual(fastsBefore);
    await vi.waitFor(() =>
      expect(second.getSnapshot()).toMatchObject({ reminder: true, weights: [weighIn], progress }),
    );
    expect(await first.deleteAll()).toBeNull();
    for (const key of ["fasts", "reminder", "weights", "progress-settings"])
      expect(await get(key, raw)).toBeUndefined();
    expect(await ready(first)).toMatchObject(empty);
    await vi.waitFor(() => expect(second.getSnapshot()).toMatchObject(empty));
  });
});

test("without IndexedDB the timer says it cannot store anything", async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.stubGlobal("indexedDB", undefined);
  const { store } = open();
  await vi.waitFor(() =>
    expect(store.getSnapshot()).toEqual({ status: "unavailable", message: UNAVAILABLE_MESSAGE }),
  );
  expect(console.warn).toHaveBeenCalledWith(
    "Fasting timer: could not open the on-device store:",
    "IndexedDB is not available",
  );
});
