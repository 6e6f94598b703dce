import type { SearchReply, SearchRequest } from "./search-client";
import { searchSite, warmUpSearch } from "./search-site";

// Engine, page text and ranking stay on this thread; the page receives only the few sections it shows.

/** Older searches stop at their next step. */
let newest = 0;

export async function answer(request: SearchRequest): Promise<SearchReply | null> {
  if (request.kind === "warm-up") {
    // A failed warm-up costs nothing: the search loads what it needs, or says it can't.
    await warmUpSearch().catch(() => undefined);
    return null;
  }
  newest = request.id;
  const started = performance.now();
  const took = () => performance.now() - started;
  try {
    const hits = await searchSite(request.query, () => request.id !== newest);
    return hits === null ? { id: request.id, stale: true } : { id: request.id, hits, ms: took() };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The page's own types describe a window. */
interface WorkerScope {
  postMessage: (reply: SearchReply) => void;
  addEventListener: (type: "message", listener: (event: MessageEvent<SearchRequest>) => void) => void;
}

// Only inside a worker: tests import `answer` in a page-like environment.
if (typeof window === "undefined") {
  const scope = self as unknown as WorkerScope;
  scope.addEventListener("message", ({ data }) => {
    void answer(data).then((reply) => {
      if (reply) scope.postMessage(reply);
    });
  });
}
