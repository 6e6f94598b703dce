import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { deferred } from "~/test/deferred";
import { pagefindPage } from "~/test/pagefind-pages";
import type { Pagefind, PagefindData } from "./pagefind";
import { WORKER_MEASURE, resetSearchClient, search, warmUp } from "./search-client";
import { resetSearchSite } from "./search-site";
import { answer } from "./search-worker";

// The page and the worker talk in messages; here a stand-in worker hands each message to the real worker
// code (search-worker.ts) in the same thread, with Pagefind replaced, so the protocol, stale searches and
// the fall-back to the page are checked without a browser. The e2e suite runs the real worker.

const page = (title: string, url: string): PagefindData => pagefindPage(url, title, "All about coffee.");
const results = (...pages: PagefindData[]) => ({
  results: pages.map((data) => ({ id: data.url, score: 1, data: vi.fn(() => Promise.resolve(data)) })),
});

const pagefindSearch = vi.fn<Pagefind["search"]>();
const preload = vi.fn<Pagefind["preload"]>(() => Promise.resolve());
const done = () => Promise.resolve();
vi.mock("./pagefind", () => ({
  loadPagefind: () => Promise.resolve({ search: pagefindSearch, preload, options: done, init: done }),
}));

/** What the page would get from `new Worker(…)`: the worker's code, one message at a time. */
class StandInWorker extends EventTarget {
  static started = 0;
  static failToStart = false;
  static terminated = 0;
  constructor() {
    super();
    StandInWorker.started += 1;
    if (StandInWorker.failToStart) queueMicrotask(() => this.dispatchEvent(new Event("error")));
  }
  postMessage(message: Parameters<typeof answer>[0]) {
    if (StandInWorker.failToStart) return;
    void answer(structuredClone(message)).then((reply) => {
      if (reply) this.dispatchEvent(new MessageEvent("message", { data: structuredClone(reply) }));
    });
  }
  terminate() {
    StandInWorker.terminated += 1;
  }
}

describe("search in a worker", () => {
  beforeEach(() => {
    Object.assign(StandInWorker, { started: 0, failToStart: false, terminated: 0 });
    vi.stubGlobal("Worker", StandInWorker);
    pagefindSearch.mockReset();
    preload.mockClear();
    performance.clearMeasures();
  });
  afterEach(() => {
    resetSearchClient();
    resetSearchSite();
    vi.unstubAllGlobals();
  });

  test("the worker looks up the question's words and sends back the ranked pages", async () => {
    pagefindSearch.mockResolvedValue(results(page("Coffee", "/quick-answers/")));
    const hits = await search("does coffee break a fast");
    expect(pagefindSearch).toHaveBeenCalledWith("coffee");
    expect(hits.map((hit) => [hit.pageTitle, hit.pageUrl])).toEqual([["Coffee", "/quick-answers"]]);
    // One worker for every search, and the time it took left for the bench.
    await search("coffee");
    expect(StandInWorker.started).toBe(1);
    expect(performance.getEntriesByName(WORKER_MEASURE, "measure")).toHaveLength(2);
  });

  test("a search overtaken by a newer one stops, and only the newer one answers", async () => {
    const first = results(page("Old", "/old"));
    const held = deferred<typeof first>();
    pagefindSearch.mockImplementation((term) =>
      term === "coff" ? held.promise : Promise.resolve(results(page("New", "/new"))),
    );
    const older = search("coff");
    const newer = search("coffee");
    held.resolve(first);
    await expect(older).rejects.toThrow("A newer search replaced this one");
    await expect(newer).resolves.toMatchObject([{ pageTitle: "New" }]);
    // The overtaken search read no page's text.
    expect(first.results[0]?.data).not.toHaveBeenCalled();
  });

  test("a failed search reaches the page as an error, and trying again searches afresh", async () => {
    pagefindSearch
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(results(page("Coffee", "/quick-answers")));
    await expect(search("coffee")).rejects.toThrow("offline");
    await expect(search("coffee")).resolves.toHaveLength(1);
  });

  test("where the worker can't start, the page searches itself", async () => {
    StandInWorker.failToStart = true;
    pagefindSearch.mockResolvedValue(results(page("Coffee", "/quick-answers")));
    await expect(search("coffee")).resolves.toMatchObject([{ pageTitle: "Coffee" }]);
    await expect(search("about coffee")).resolves.toHaveLength(1);
    expect(StandInWorker.started).toBe(1);
    expect(StandInWorker.terminated).toBe(1);
  });

  test("warming up reads the whole index and every page's text, once each", async () => {
    const everyPage = results(page("A", "/a"), page("B", "/b"));
    pagefindSearch.mockResolvedValue(everyPage);
    warmUp();
    await vi.waitFor(() => expect(everyPage.results[1]?.data).toHaveBeenCalledTimes(1));
    expect(pagefindSearch).toHaveBeenCalledWith(null);
    expect(preload).toHaveBeenCalledWith(expect.stringMatching(/^a b c .* z 0 1 .* 9$/));
    expect(everyPage.results[0]?.data).toHaveBeenCalledTimes(1);
  });

  test("a site too big to read ahead loads as the reader types", async () => {
    const many = results(...Array.from({ length: 61 }, (_, index) => page(`P${index}`, `/p${index}`)));
    pagefindSearch.mockResolvedValue(many);
    warmUp();
    await vi.waitFor(() => expect(pagefindSearch).toHaveBeenCalledWith(null));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preload).not.toHaveBeenCalled();
    expect(many.results.some((result) => result.data.mock.calls.length > 0)).toBe(false);
  });
});
