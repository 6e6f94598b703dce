// @vitest-environment node
import { describe, expect, test, vi } from "vitest";
import type { Article, Product } from "~/lib/content-store/model";
import { NoDatabaseError, type ContentStore, type UploadReport } from "~/lib/content-store/store";
import { expectConsoleError } from "~/test/console";
import { makeArticle, makeProduct, makeStore } from "~/test/content-fixtures";
import { uploadBuiltInArticles, uploadBuiltInProducts } from "./uploads";

/** Writes what has an id and skips the rest, as the database adapter does. */
function writeWhatHasAnId(items: readonly { id?: string }[]): Promise<UploadReport> {
  const report: UploadReport = { written: [], failed: [], skipped: [] };
  for (const { id } of items) {
    if (id) report.written.push(id);
    else report.skipped.push({ reason: "it has no id" });
  }
  return Promise.resolve(report);
}

/** A database-backed store whose uploads are spies (also returned, to assert on). */
function databaseStore(overrides: Partial<ContentStore> = {}) {
  const uploadArticles = vi.fn(writeWhatHasAnId);
  const uploadProducts = vi.fn(writeWhatHasAnId);
  const store = makeStore([], [], { mode: "firebase", uploadArticles, uploadProducts, ...overrides });
  return { store, uploadArticles, uploadProducts };
}

const contentOf =
  (articles: Article[], products: Product[] = []) =>
  () =>
    Promise.resolve({ articles, products });

function spyOnConsole(method: "log" | "warn") {
  const spy = vi.fn<(...args: unknown[]) => void>();
  vi.spyOn(console, method).mockImplementation(spy);
  return spy;
}

describe("uploadBuiltInProducts", () => {
  test("uploads the loaded products, logs 'Products Uploaded!' and returns the report", async () => {
    const log = spyOnConsole("log");
    const products = [makeProduct({ id: "a", image: "/a.svg" }), makeProduct({ id: "b" })];
    const { store, uploadProducts } = databaseStore();
    const outcome = await uploadBuiltInProducts(store, contentOf([], products));
    expect(uploadProducts).toHaveBeenCalledWith(products);
    expect(outcome).toEqual({ kind: "report", report: { written: ["a", "b"], failed: [], skipped: [] } });
    expect(log.mock.calls).toEqual([["Products Uploaded!"]]);
  });

  test("logs 'Upload error' with the failures when some were not written", async () => {
    expectConsoleError(/^Upload error \[object Object\]$/);
    const log = spyOnConsole("log");
    const report: UploadReport = {
      written: ["a"],
      failed: [{ id: "b", reason: "permission-denied" }],
      skipped: [],
    };
    const { store } = databaseStore({ uploadProducts: () => Promise.resolve(report) });
    const outcome = await uploadBuiltInProducts(store, contentOf([], [makeProduct({ id: "a" })]));
    expect(outcome).toEqual({ kind: "report", report });
    expect(log).not.toHaveBeenCalled();
  });

  test("a store that cannot write gives its message and logs 'Upload error'", async () => {
    expectConsoleError(/^Upload error No database is connected/);
    const outcome = await uploadBuiltInProducts(makeStore([]), contentOf([], [makeProduct({ id: "a" })]));
    expect(outcome).toEqual({ kind: "error", message: new NoDatabaseError().message });
  });

  test("a failure to load the content is reported and nothing is written", async () => {
    expectConsoleError(/^Upload error chunk missing$/);
    const { store, uploadProducts } = databaseStore();
    const outcome = await uploadBuiltInProducts(store, () => Promise.reject(new Error("chunk missing")));
    expect(outcome).toEqual({ kind: "error", message: "chunk missing" });
    expect(uploadProducts).not.toHaveBeenCalled();
  });

  test("a thrown non-Error is reported as text", async () => {
    expectConsoleError(/^Upload error quota$/);
    const { store } = databaseStore({
      uploadProducts: vi.fn<ContentStore["uploadProducts"]>().mockRejectedValue("quota"),
    });
    const outcome = await uploadBuiltInProducts(store, contentOf([], [makeProduct({ id: "a" })]));
    expect(outcome).toEqual({ kind: "error", message: "quota" });
  });
});

describe("uploadBuiltInArticles", () => {
  test("skips an article without an id with a warning and counts it in the final line", async () => {
    const log = spyOnConsole("log");
    const warn = spyOnConsole("warn");
    const { id: _id, ...withoutId } = makeArticle({ id: "nameless" });
    const articles = [makeArticle({ id: "first" }), withoutId as Article, makeArticle({ id: "second" })];
    const { store, uploadArticles } = databaseStore();

    const outcome = await uploadBuiltInArticles(store, contentOf(articles));

    expect(uploadArticles).toHaveBeenCalledWith(articles);
    expect(outcome).toEqual({
      kind: "report",
      report: { written: ["first", "second"], failed: [], skipped: [{ reason: "it has no id" }] },
    });
    expect(log.mock.calls).toEqual([
      ["Uploaded article: first"],
      ["Uploaded article: second"],
      ["Article upload finished: 2 of 3 uploaded."],
    ]);
    expect(warn.mock.calls).toEqual([["Skipped an article: it has no id"]]);
  });

  test("passes on the store's skipped reasons as warnings", async () => {
    const log = spyOnConsole("log");
    const warn = spyOnConsole("warn");
    const { store } = databaseStore({
      uploadArticles: () =>
        Promise.resolve({ written: [], failed: [], skipped: [{ reason: "it has no id" }] }),
    });
    await uploadBuiltInArticles(store, contentOf([makeArticle({ id: "a" })]));
    expect(warn).toHaveBeenCalledWith("Skipped an article: it has no id");
    expect(log.mock.calls).toEqual([["Article upload finished: 0 of 1 uploaded."]]);
  });

  test("logs each article that failed, with its reason", async () => {
    expectConsoleError(/^Failed to upload article b: invalid article: no title$/);
    const log = spyOnConsole("log");
    const { store } = databaseStore({
      uploadArticles: () =>
        Promise.resolve({
          written: ["a"],
          failed: [{ id: "b", reason: "invalid article: no title" }],
          skipped: [],
        }),
    });
    const outcome = await uploadBuiltInArticles(
      store,
      contentOf([makeArticle({ id: "a" }), makeArticle({ id: "b" })]),
    );
    expect(outcome.kind).toBe("report");
    expect(log.mock.calls).toEqual([["Uploaded article: a"], ["Article upload finished: 1 of 2 uploaded."]]);
  });

  test("a store that cannot write logs 'Article upload failed:' and gives the message", async () => {
    expectConsoleError(/^Article upload failed: No database is connected/);
    const log = spyOnConsole("log");
    const outcome = await uploadBuiltInArticles(makeStore([]), contentOf([makeArticle({ id: "a" })]));
    expect(outcome).toEqual({ kind: "error", message: new NoDatabaseError().message });
    expect(log).not.toHaveBeenCalled();
  });
});
