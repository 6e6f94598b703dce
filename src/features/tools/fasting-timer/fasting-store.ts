import { clear, createStore, getMany, setMany, update, type UseStore } from "idb-keyval";
import { readStoredFasts, type Fast } from "./fasting-time";

/**
 * The fasting timer's data, kept on this device only: IndexedDB through
 * idb-keyval (one database, one object store, three keys). Nothing here
 * talks to a server. Framework-free: the page reads it with
 * `useSyncExternalStore(store.subscribe, store.getSnapshot)`.
 *
 * Other tabs hear about every write on a BroadcastChannel and re-read the
 * database, so two open tabs show the same fasts.
 */

export type TimerState =
  | { status: "loading" }
  | { status: "unavailable"; message: string }
  | {
      status: "ready";
      /** Valid fasts, as stored (any order). */
      fasts: Fast[];
      /** Stored records that could not be read, kept apart so nothing is lost. */
      setAside: unknown[];
      reminder: boolean;
    };

/** A write that was refused or failed: said to the visitor as it is. */
export interface StoreProblem {
  message: string;
}

const DATABASE = "fast-and-fuel";
const OBJECT_STORE = "fasting-timer";
const CHANNEL = "fast-and-fuel-fasting-timer";
const keys = { fasts: "fasts", setAside: "set-aside", reminder: "reminder" } as const;

export const UNAVAILABLE_MESSAGE =
  "This browser won’t let the page store data (private browsing, or site data turned off), so the timer can’t keep your fasts. Allow site data for this site, then try again.";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createFastingStore({
  database = DATABASE,
  channel: channelName = CHANNEL,
}: { database?: string; channel?: string } = {}) {
  let state: TimerState = { status: "loading" };
  const listeners = new Set<() => void>();
  let idb: UseStore | null = null;
  let channel: BroadcastChannel | null = null;

  const emit = (next: TimerState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const open = (): UseStore => {
    if (typeof indexedDB === "undefined") throw new Error("IndexedDB is not available");
    idb ??= createStore(database, OBJECT_STORE);
    return idb;
  };

  /** Reads everything; records that fail their check move to the set-aside key in the same step. */
  const load = async () => {
    try {
      const store = open();
      const [storedFasts, storedAside, reminder] = await getMany<unknown>(
        [keys.fasts, keys.setAside, keys.reminder],
        store,
      );
      const { fasts, setAside } = readStoredFasts(storedFasts ?? []);
      const aside: unknown[] = Array.isArray(storedAside) ? (storedAside as unknown[]) : [];
      if (setAside.length > 0) {
        // Both keys in one transaction: a record is never in neither place.
        await setMany(
          [
            [keys.fasts, fasts],
            [keys.setAside, [...aside, ...setAside]],
          ],
          store,
        );
      }
      emit({ status: "ready", fasts, setAside: [...aside, ...setAside], reminder: reminder === true });
    } catch (error) {
      console.warn("Fasting timer: could not open the on-device store:", messageOf(error));
      emit({ status: "unavailable", message: UNAVAILABLE_MESSAGE });
    }
  };

  const announce = () => {
    channel?.postMessage("changed");
  };

  /**
   * Changes the stored fasts in one read-write transaction, so a change made
   * in another tab a moment ago is the starting point, never overwritten.
   * `change` returns the new list, or a problem to refuse the change.
   */
  const mutate = async (change: (fasts: Fast[]) => Fast[] | StoreProblem): Promise<StoreProblem | null> => {
    // Set inside the transaction's callback when `change` refuses.
    const outcome: { refused: StoreProblem | null } = { refused: null };
    try {
      await update<unknown>(
        keys.fasts,
        (stored) => {
          const result = change(readStoredFasts(stored ?? []).fasts);
          if (Array.isArray(result)) return result;
          outcome.refused = result;
          return stored;
        },
        open(),
      );
    } catch (error) {
      return { message: `Your change couldn’t be saved on this device: ${messageOf(error)}` };
    }
    if (outcome.refused) return outcome.refused;
    announce();
    await load();
    return null;
  };

  const write = async (entries: [string, unknown][]): Promise<StoreProblem | null> => {
    try {
      await setMany(entries, open());
    } catch (error) {
      return { message: `Your change couldn’t be saved on this device: ${messageOf(error)}` };
    }
    announce();
    await load();
    return null;
  };

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      if (listeners.size === 1) {
        // Another tab wrote: read again. A tab coming back to the front reads
        // again too, in case a message was missed while it slept.
        if (typeof BroadcastChannel !== "undefined") {
          channel = new BroadcastChannel(channelName);
          channel.onmessage = () => void load();
        }
        document.addEventListener("visibilitychange", onVisible);
        void load();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          channel?.close();
          channel = null;
          document.removeEventListener("visibilitychange", onVisible);
        }
      };
    },
    getSnapshot: () => state,
    reload: load,
    mutate,
    setReminder: (on: boolean) => write([[keys.reminder, on]]),
    /** Drops the records that could not be read (after the visitor saw or saved them). */
    discardSetAside: () => write([[keys.setAside, []]]),
    /** "Delete my data": every key of the timer, in every tab. */
    deleteAll: async (): Promise<StoreProblem | null> => {
      try {
        await clear(open());
      } catch (error) {
        return { message: `Your data couldn’t be deleted: ${messageOf(error)}` };
      }
      announce();
      await load();
      return null;
    },
  };

  function onVisible() {
    if (document.visibilityState === "visible") void load();
  }
}

export type FastingStore = ReturnType<typeof createFastingStore>;
