import { clear, createStore, type UseStore } from "idb-keyval";
import {
  isSettingsFromNewerVersion,
  readProgressSettings,
  toStoredSettings,
  type ProgressSettings,
} from "../progress-tracker/progress-settings";
import {
  isWeightsFromNewerVersion,
  readStoredWeights,
  toStoredWeight,
  type WeightEntry,
} from "../progress-tracker/weight-entries";
import { isFromNewerVersion, readStoredFasts, toStoredFast, type Fast } from "./fast-records";

/**
 * The timer's and the progress tracker's data, on this device only (decision 014). Every read that may write
 * is one transaction, so another tab's write can't fall between them; an older tab that finds a newer
 * version's data writes nothing and asks for a reload.
 */

export type TimerState =
  | { status: "loading" }
  | { status: "unavailable"; message: string }
  | {
      status: "ready";
      fasts: Fast[];
      /** Records that could not be read, kept apart so nothing is lost. */
      setAside: unknown[];
      reminder: boolean;
      weights: WeightEntry[];
      progress: ProgressSettings;
    };

export interface StoreProblem {
  message: string;
}

const DATABASE = "fast-and-fuel";
const OBJECT_STORE = "fasting-timer";
const CHANNEL = "fast-and-fuel-fasting-timer";
const keys = {
  fasts: "fasts",
  setAside: "set-aside",
  reminder: "reminder",
  weights: "weights",
  progress: "progress-settings",
} as const;

export const UNAVAILABLE_MESSAGE =
  "This browser won’t let the page store data (private browsing, or site data turned off), so the timer can’t keep your fasts. Allow site data for this site, then try again.";

export const NEWER_VERSION_MESSAGE =
  "Not saved: the timer was updated in another tab. Reload this page to keep using it.";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Anything: another version or a damaged database may have left them. */
interface Stored {
  fasts: unknown;
  setAside: unknown;
  reminder: unknown;
  weights: unknown;
  progress: unknown;
}

/** The keys to write (none to only read) and what the caller gets. */
interface Decision<T> {
  writes: [key: string, value: unknown][];
  result: T;
}

const setAsideList = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? (value as unknown[]) : [value];

/** `hasMoved`: unreadable records joined the set-aside list, so both keys must be written. */
function readFasts(
  stored: Stored,
  kept = setAsideList(stored.setAside),
): { fasts: Fast[]; setAside: unknown[]; hasMoved: boolean } {
  const { fasts, setAside } = readStoredFasts(stored.fasts);
  return {
    fasts,
    setAside: setAside.length > 0 ? [...kept, ...setAside] : kept,
    hasMoved: setAside.length > 0,
  };
}

function readWeights(
  stored: Stored,
  kept = setAsideList(stored.setAside),
): { weights: WeightEntry[]; setAside: unknown[]; hasMoved: boolean } {
  const { weights, setAside } = readStoredWeights(stored.weights);
  return {
    weights,
    setAside: setAside.length > 0 ? [...kept, ...setAside] : kept,
    hasMoved: setAside.length > 0,
  };
}

export interface Records {
  fasts: Fast[];
  weights: WeightEntry[];
  progress: ProgressSettings;
}

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

  /** `decide` runs inside the transaction, so it must not wait for anything. */
  const transact = <T>(decide: (stored: Stored) => Decision<T>): Promise<T> =>
    open()("readwrite", (objectStore) => {
      const transaction = objectStore.transaction;
      return new Promise<T>((resolve, reject) => {
        let result: T;
        transaction.oncomplete = () => resolve(result);
        transaction.onerror = transaction.onabort = () =>
          reject(transaction.error ?? new Error("The change was cancelled."));
        const fasts = objectStore.get(keys.fasts);
        const setAside = objectStore.get(keys.setAside);
        const reminder = objectStore.get(keys.reminder);
        const weights = objectStore.get(keys.weights);
        const progress = objectStore.get(keys.progress);
        // Requests complete in order: when the last one has its value, so do the others.
        progress.onsuccess = () => {
          try {
            const decision = decide({
              fasts: fasts.result,
              setAside: setAside.result,
              reminder: reminder.result,
              weights: weights.result,
              progress: progress.result,
            });
            result = decision.result;
            for (const [key, value] of decision.writes) objectStore.put(value, key);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
            transaction.abort();
          }
        };
      });
    });

  const load = async () => {
    try {
      const next = await transact<TimerState>((stored) => {
        const reminder = stored.reminder === true;
        const progress = readProgressSettings(stored.progress);
        const writes: Decision<TimerState>["writes"] = [];
        let setAside = setAsideList(stored.setAside);
        // Records a newer version wrote are shown as far as this version can read them, and set aside only by
        // the version that wrote them.
        let fasts = readStoredFasts(stored.fasts).fasts;
        if (!isFromNewerVersion(stored.fasts)) {
          const read = readFasts(stored, setAside);
          fasts = read.fasts;
          setAside = read.setAside;
          if (read.hasMoved) writes.push([keys.fasts, fasts.map(toStoredFast)]);
        }
        let weights = readStoredWeights(stored.weights).weights;
        if (!isWeightsFromNewerVersion(stored.weights)) {
          const read = readWeights(stored, setAside);
          weights = read.weights;
          setAside = read.setAside;
          if (read.hasMoved) writes.push([keys.weights, weights.map(toStoredWeight)]);
        }
        // Same transaction as the lists they left: a record is never in neither place.
        if (writes.length > 0) writes.push([keys.setAside, setAside]);
        return { writes, result: { status: "ready", fasts, setAside, reminder, weights, progress } };
      });
      emit(next);
    } catch (error) {
      console.warn("Fasting timer: could not open the on-device store:", messageOf(error));
      emit({ status: "unavailable", message: UNAVAILABLE_MESSAGE });
    }
  };

  const announce = () => {
    channel?.postMessage("changed");
  };

  /** Refused, asking for a reload, when a newer version stored the data it would change. */
  const guardedWrite = async (
    decide: (stored: Stored) => Decision<StoreProblem | null>,
    isNewer: (stored: Stored) => boolean = (stored) => isFromNewerVersion(stored.fasts),
  ): Promise<StoreProblem | null> => {
    let refused: StoreProblem | null;
    try {
      refused = await transact((stored) =>
        isNewer(stored) ? { writes: [], result: { message: NEWER_VERSION_MESSAGE } } : decide(stored),
      );
    } catch (error) {
      return { message: `Your change couldn’t be saved on this device: ${messageOf(error)}` };
    }
    if (refused) return refused;
    announce();
    await load();
    return null;
  };

  /** `change` starts from what is stored now, so another tab's change a moment ago is never overwritten. */
  const mutate = (change: (fasts: Fast[]) => Fast[] | StoreProblem) =>
    guardedWrite((stored) => {
      const { fasts, setAside, hasMoved } = readFasts(stored);
      const result = change(fasts);
      if (!Array.isArray(result)) return { writes: [], result };
      const writes: Decision<null>["writes"] = [[keys.fasts, result.map(toStoredFast)]];
      if (hasMoved) writes.push([keys.setAside, setAside]);
      return { writes, result: null };
    });

  const write = (entries: [string, unknown][]) => guardedWrite(() => ({ writes: entries, result: null }));

  const mutateWeights = (change: (weights: WeightEntry[]) => WeightEntry[] | StoreProblem) =>
    guardedWrite(
      (stored) => {
        const { weights, setAside, hasMoved } = readWeights(stored);
        const result = change(weights);
        if (!Array.isArray(result)) return { writes: [], result };
        const writes: Decision<null>["writes"] = [[keys.weights, result.map(toStoredWeight)]];
        if (hasMoved) writes.push([keys.setAside, setAside]);
        return { writes, result: null };
      },
      (stored) => isWeightsFromNewerVersion(stored.weights),
    );

  /** An import brings all three; refused as a whole if a newer version wrote any of them. */
  const mutateRecords = (change: (records: Records) => Records | StoreProblem) =>
    guardedWrite(
      (stored) => {
        const read = readFasts(stored);
        const { weights, setAside, hasMoved } = readWeights(stored, read.setAside);
        const result = change({
          fasts: read.fasts,
          weights,
          progress: readProgressSettings(stored.progress),
        });
        if (!("fasts" in result)) return { writes: [], result };
        const writes: Decision<null>["writes"] = [
          [keys.fasts, result.fasts.map(toStoredFast)],
          [keys.weights, result.weights.map(toStoredWeight)],
          [keys.progress, toStoredSettings(result.progress)],
        ];
        if (read.hasMoved || hasMoved) writes.push([keys.setAside, setAside]);
        return { writes, result: null };
      },
      (stored) =>
        isFromNewerVersion(stored.fasts) ||
        isWeightsFromNewerVersion(stored.weights) ||
        isSettingsFromNewerVersion(stored.progress),
    );

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      if (listeners.size === 1) {
        // A tab coming back to the front reads again too, in case a message was missed while it slept.
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
    mutateWeights,
    mutateRecords,
    setReminder: (on: boolean) => write([[keys.reminder, on]]),
    setProgressSettings: (settings: ProgressSettings) =>
      guardedWrite(
        () => ({ writes: [[keys.progress, toStoredSettings(settings)]], result: null }),
        (stored) => isSettingsFromNewerVersion(stored.progress),
      ),
    discardSetAside: () => write([[keys.setAside, []]]),
    /** "Delete my data": every key, in every tab. */
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
