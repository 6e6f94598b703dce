import { describe, expect, test } from "vitest";
import { articleDocuments, builtInArticles } from "~/content/articles";
import { builtInProducts } from "~/content/products";
import type { Product } from "~/lib/content-store/model";
import { checkUploadFile, MAX_FILE_BYTES, planUpload, type FileCheck } from "./upload-file";

const jsonFile = (data: unknown, name = "upload.json") =>
  new File([typeof data === "string" ? data : JSON.stringify(data)], name, { type: "application/json" });

async function check(data: unknown): Promise<Extract<FileCheck, { ok: true }>> {
  const result = await checkUploadFile(jsonFile(data));
  if (!result.ok) throw new Error(`expected a readable file, got: ${result.message}`);
  return result;
}

const reasons = (result: Extract<FileCheck, { ok: true }>) =>
  result.records.flatMap((record) => (record.ok ? [] : [record.reason]));

function first<T>(items: readonly T[], at = 0): T {
  const item = items[at];
  if (item === undefined) throw new Error("the built-in content is empty");
  return item;
}

const article = first(articleDocuments);
const product = first(builtInProducts);

describe("checkUploadFile: the file as a whole", () => {
  test("the build's articles.json and products.json are valid, record by record", async () => {
    const articles = await check(articleDocuments);
    expect(articles.kind).toBe("articles");
    expect(reasons(articles)).toEqual([]);
    expect(articles.records).toHaveLength(articleDocuments.length);
    const products = await check(builtInProducts);
    expect(products.kind).toBe("products");
    expect(reasons(products)).toEqual([]);
  });

  test.each([
    ["not JSON", "{ this is not json", /upload\.json is not valid JSON/],
    ["an object, not a list", { articles: [] }, /not a list of articles or products/],
    ["a list of numbers", [1, 2, 3], /not a list of articles or products/],
    ["a mix of articles and products", [article, product], /not a list of articles or products/],
    ["an empty list", [], /not a list of articles or products|has no records/],
  ])("refuses %s with a clear message", async (_, data, message) => {
    const result = await checkUploadFile(jsonFile(data));
    expect(result).toEqual({ ok: false, message: expect.stringMatching(message) as unknown });
  });

  test("refuses a file over the size limit without reading it", async () => {
    const file = jsonFile([article], "huge.json");
    Object.defineProperty(file, "size", { value: 50 * 1024 * 1024 });
    Object.defineProperty(file, "text", { value: () => Promise.reject(new Error("must not be read")) });
    const result = await checkUploadFile(file);
    expect(result).toEqual({
      ok: false,
      message: `huge.json is 50.0 MB; the limit is ${(MAX_FILE_BYTES / 1024 / 1024).toFixed(1)} MB. Split it into smaller files.`,
    });
  });
});

describe("checkUploadFile: each record", () => {
  test("a duplicate id is added to a record's other problems", async () => {
    const result = await check([{ ...article, title: "" }, article]);
    expect(reasons(result)).toEqual([
      `title must not be empty; the id "${article.id}" is used by records 1, 2; ids must be unique`,
      `the id "${article.id}" is used by records 1, 2; ids must be unique`,
    ]);
  });

  test("duplicate ids mark every record that uses them", async () => {
    const result = await check([article, { ...article, title: "Another title" }, articleDocuments[1]]);
    expect(result.records.map((record) => record.ok)).toEqual([false, false, true]);
    expect(reasons(result)[0]).toBe(`the id "${article.id}" is used by records 1, 2; ids must be unique`);
  });

  test("an article whose HTML the sanitiser would strip is invalid, naming what goes", async () => {
    const result = await check([
      { ...article, content: '<p onclick="steal()">Hi</p><script>alert(1)</script>' },
    ]);
    expect(reasons(result)).toEqual([
      'content has HTML the site would remove before showing it: onclick="steal()" on <p>, <script>',
    ]);
  });

  test("a product link that is not https is invalid", async () => {
    const result = await check([{ ...product, link: "http://example.com/x" }]);
    expect(reasons(result)).toEqual(['link "http://example.com/x" is not an https link']);
  });

  test("a product may be marked isAdvisedAgainst; false reads as an ordinary pick", async () => {
    const other = first(builtInProducts, 2);
    const result = await check([
      { ...product, isAdvisedAgainst: true },
      { ...other, isAdvisedAgainst: false },
    ]);
    expect(reasons(result)).toEqual([]);
    const items = result.records.map((record) => (record.ok ? (record.item as Product) : null));
    expect(items).toEqual([{ ...product, isAdvisedAgainst: true }, other]);
  });

  test.each([
    ["text", "yes", 'isAdvisedAgainst must be true or false, not "yes"'],
    ["a number", 1, "isAdvisedAgainst must be true or false, not 1"],
    ["null", null, "isAdvisedAgainst must be true or false, not null"],
  ])("a product whose isAdvisedAgainst is %s is invalid with the field named", async (_, value, reason) => {
    const result = await check([{ ...product, isAdvisedAgainst: value }]);
    expect(reasons(result)).toEqual([reason]);
  });

  test.each([
    [
      "a title over the rules' limit",
      { title: "x".repeat(201) },
      "title is 201 characters; the limit is 200",
    ],
    ["an unknown field", { draft: true }, 'has an unknown field "draft"'],
    ["a slug that differs from the id", { slug: "other" }, `slug must equal the id "${article.id}"`],
    [
      "an uppercase tag",
      { tags: ["Fasting"] },
      'tags[0] "Fasting" must be lowercase, without spaces at either end',
    ],
    ["a banner on another host", { bannerImageUrl: "/\\evil.example/x.png" }, "must be a path on this site"],
    ["a date that is not one", { createdAt: "yesterday" }, '"yesterday" is not a date like 2026-04-13'],
  ])("%s is invalid with the field named", async (_, change, reason) => {
    const result = await check([{ ...article, ...change }]);
    expect(reasons(result)).toEqual([expect.stringContaining(reason)]);
  });
});

describe("planUpload", () => {
  /** What uploading a file of `data` over the `current` collection would do. */
  const planFor = async (data: unknown, current: Parameters<typeof planUpload>[2]) => {
    const { kind, records } = await check(data);
    return planUpload(kind, records, current);
  };
  /** The plan's entry for the file's first record, changed in `fields`. */
  const changedFirst = (id: string, fields: string[]) => ({ index: 0, id, status: "changed", fields });

  test("against an empty database everything is new; against itself nothing is written", async () => {
    const { kind, records } = await check(articleDocuments);
    const fresh = planUpload(kind, records, []);
    expect(fresh.entries.every((entry) => entry.status === "new")).toBe(true);
    expect(fresh.toWrite).toHaveLength(articleDocuments.length);

    const again = planUpload(kind, records, builtInArticles);
    expect(again.entries.every((entry) => entry.status === "unchanged")).toBe(true);
    expect(again.toWrite).toEqual([]);
  });

  test("a changed record lists the fields that differ, and only it is written", async () => {
    const edited = articleDocuments.map((document, index) =>
      index === 0 ? { ...document, title: "A new title", tags: ["fasting"] } : document,
    );
    const plan = await planFor(edited, builtInArticles);
    expect(plan.entries[0]).toEqual(changedFirst(article.id, ["tags", "title"]));
    expect(plan.toWrite.map((item) => item.id)).toEqual([article.id]);
  });

  test("marking a product as advised against is a change to that field alone", async () => {
    const edited = builtInProducts.map((item, index) =>
      index === 0 ? { ...item, isAdvisedAgainst: true } : item,
    );
    const plan = await planFor(edited, builtInProducts);
    expect(plan.entries[0]).toEqual(changedFirst(product.id, ["isAdvisedAgainst"]));
    expect(plan.entries.slice(1).every((entry) => entry.status === "unchanged")).toBe(true);
    expect(plan.toWrite).toEqual([{ ...product, isAdvisedAgainst: true }]);
  });

  test("invalid records are counted and never written", async () => {
    const plan = await planFor([{ ...product, link: "ftp://x" }, builtInProducts[1]], []);
    expect(plan.invalid).toBe(1);
    expect(plan.toWrite.map((item) => item.id)).toEqual([first(builtInProducts, 1).id]);
  });
});
