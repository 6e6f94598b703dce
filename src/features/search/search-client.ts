import type { SearchHit } from "./rank";

// Searches run in a worker so typing stays smooth on a slow phone; where one can't start, in the page.

export type SearchRequest = { kind: "search"; id: number; query: string } | { kind: "warm-up" };

export type SearchReply =
  { id: number; hits: SearchHit[]; ms: number } | { id: number; stale: true } | { id: number; error: string };

/** The bench reads this (scripts/bench/search.mjs): the CPU slow-down it emulates applies only to the page. */
export const WORKER_MEASURE = "site search: worker";

interface Pending {
  query: string;
  resolve: (hits: SearchHit[]) => void;
  reject: (error: Error) => void;
}

/** Null once it can't be used: the page searches instead. */
let worker: Worker | null | undefined;
const pending = new Map<number, Pending>();
let lastId = 0;

const inPage = async (query: string) => {
  const { searchSite } = await import("./search-site");
  return (await searchSite(query)) ?? [];
};

function onReply(reply: SearchReply) {
  const request = pending.get(reply.id);
  if (!request) return;
  pending.delete(reply.id);
  if ("hits" in reply) {
    performance.measure(WORKER_MEASURE, { end: performance.now(), duration: reply.ms });
    request.resolve(reply.hits);
  } else if ("stale" in reply) request.reject(new Error("A newer search replaced this one"));
  else request.reject(new Error(reply.error));
}

function fallBack() {
  worker?.terminate();
  worker = null;
  for (const [id, request] of pending) {
    pending.delete(id);
    inPage(request.query).then(request.resolve, request.reject);
  }
}

function searchWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === "undefined") return (worker = null);
  try {
    worker = new Worker(new URL("./search-worker.ts", import.meta.url), { type: "module", name: "search" });
    worker.addEventListener("message", (event: MessageEvent<SearchReply>) => {
      onReply(event.data);
    });
    worker.addEventListener("error", fallBack);
  } catch {
    worker = null;
  }
  return worker;
}

export function search(query: string): Promise<SearchHit[]> {
  const target = searchWorker();
  if (!target) return inPage(query);
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    pending.set(id, { query, resolve, reject });
    target.postMessage({ kind: "search", id, query } satisfies SearchRequest);
  });
}

/** See `warmUpSearch`. */
export function warmUp() {
  const target = searchWorker();
  if (target) target.postMessage({ kind: "warm-up" } satisfies SearchRequest);
  else void import("./search-site").then(({ warmUpSearch }) => warmUpSearch()).catch(() => undefined);
}

export function resetSearchClient() {
  worker?.terminate();
  worker = undefined;
  pending.clear();
}
