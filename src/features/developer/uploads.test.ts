// @vitest-environment node
import { describe, expect, test, vi } from "vitest";
import type { Article, Product } from "~/lib/content-store/model";
import { NoDatabaseError, type ContentStore, type UploadReport } from "~/lib/content-store/store";
import { expectConsoleError } from "~/test/console";
import { makeArticle, makeProduct, makeStore } from "~/test/content-fixtures";
import { uploadBuiltInArticles, uploadBuiltInProducts } from "./uploads";

// What the page shows of each outcome is tested in developer-tools.test.tsx; here, what is logged.

const reporting = (report: UploadReport) => () => Promise.resolve(report);
const databaseStore = (overrides: Partial<ContentStore>) =>
  makeStore([], [], { mode: "firebase", ...overrides });
const contentOf =
  (articles: Article[], products: Product[] = []) =>
  () =>
    Promise.resolve({ articles, products });
const someProducts = contentOf([], [makeProduct({ id: "a" }), makeProduct({ id: "b" })]);
const failsToLoad = () => Promise.reject(new Error("chunk missing"));

function spyOnConsole(method: "log" | "warn") {
  const spy = vi.fn<(...args: unknown[]) => void>();
  vi.spyOn(console, method).mockImplementation(spy);
  return spy;
}

describe("uploadBuiltInProducts", () => {
  test("logs 'Products Uploaded!' when all were written, and 'Upload error' with the failures otherwise", async () => {
    expectConsoleError(/^Upload error \[object Object\]$/);
    const log = spyOnConsole("log");
    const written: UploadReport = { written: ["a", "b"], failed: [], skipped: [] };
    const uploadProducts = vi.fn(reporting(written));
    const outcome = await uploadBuiltInProducts(databaseStore({ uploadProducts }), someProducts);
    expect(uploadProducts).toHaveBeenCalledWith([makeProduct({ id: "a" }), makeProduct({ id: "b" })]);
    expect(outcome).toEqual({ kind: "report", report: written });
    expect(log.mock.calls).toEqual([["Products Uploaded!"]]);

    const partly: UploadReport = { written: ["a"], failed: [{ id: "b", reason: "denied" }], skipped: [] };
    const store = databaseStore({ uploadProducts: reporting(partly) });
    expect(await uploadBuiltInProducts(store, someProducts)).toEqual({ kind: "report", report: partly });
    expect(log).toHaveBeenCalledTimes(1);
  });

  test.each([
    ["a store that cannot write", makeStore([]), someProducts, new NoDatabaseError().message],
    ["content that fails to load", databaseStore({}), failsToLoad, "chunk missing"],
    [
      "a store that throws a non-Error",
      databaseStore({ uploadProducts: vi.fn<ContentStore["uploadProducts"]>().mockRejectedValue("quota") }),
      someProducts,
      "quota",
    ],
  ])("%s gives its message, logged after 'Upload error'", async (_, store, load, message) => {
    expectConsoleError(new RegExp(`^Upload error ${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    expect(await uploadBuiltInProducts(store, load)).toEqual({ kind: "error", message });
  });
});

describe("uploadBuiltInArticles", () => {
  test("logs each article written, warns of each skipped and errs on each failed, then counts them", async () => {
    expectConsoleError(/^Failed to upload article b: invalid article: no title$/);
    const log = spyOnConsole("log");
    const warn = spyOnConsole("warn");
    const articles = ["a", "b", "c", "d"].map((id) => makeArticle({ id }));
    const report: UploadReport = {
      written: ["a", "c"],
      failed: [{ id: "b", reason: "invalid article: no title" }],
      skipped: [{ reason: "it has no id" }],
    };
    const uploadArticles = vi.fn(reporting(report));
    const outcome = await uploadBuiltInArticles(databaseStore({ uploadArticles }), contentOf(articles));
    expect(uploadArticles).toHaveBeenCalledWith(articles);
    expect(outcome).toEqual({ kind: "report", report });
    expect(log.mock.calls).toEqual([
      ["Uploaded article: a"],
      ["Uploaded article: c"],
      ["Article upload finished: 2 of 4 uploaded."],
    ]);
    expect(warn.mock.calls).toEqual([["Skipped an article: it has no id"]]);
  });

  test("a store that cannot write logs 'Article upload failed:' and gives the message", async () => {
    expectConsoleError(/^Article upload failed: No database is connected/);
    const log = spyOnConsole("log");
    const outcome = await uploadBuiltInArticles(makeStore([]), contentOf([makeArticle({ id: "a" })]));
    expect(outcome).toEqual({ kind: "error", message: new NoDatabaseError().message });
    expect(log).not.toHaveBeenCalled();
  });
});
