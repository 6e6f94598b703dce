import { describe, expect, test } from "vitest";
import { articleDocuments, builtInArticles } from "~/content/articles";
import { builtInProducts } from "~/content/products";
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
  test.each([
    ["articles", articleDocuments],
    ["products", builtInProducts],
  ])("the build's %s.json is valid, record by record", async (kind, data) => {
    const result = await check(data);
    expect(result.kind).toBe(kind);
    expect(reasons(result)).toEqual([]);
    expect(result.records).toHaveLength(data.length);
  });

  test.each([
    ["not JSON", "{ this is not json", /upload\.json is not valid JSON/],
    ["an object, not a list", { articles: [] }, /not a list of articles or products/],
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
    expect(await checkUploadFile(file)).toEqual({
      ok: false,
      message: `huge.json is 50.0 MB; the limit is ${(MAX_FILE_BYTES / 1024 / 1024).toFixed(1)} MB. Split it into smaller files.`,
    });
  });
});

describe("checkUploadFile: each record", () => {
  test("a duplicate id marks every record that uses it, added to a record's other problems", async () => {
    const result = await check([{ ...article, title: "" }, article, articleDocuments[1]]);
    const duplicate = `the id "${article.id}" is used by records 1, 2; ids must be unique`;
    expect(result.records.map((record) => record.ok)).toEqual([false, false, true]);
    expect(reasons(result)).toEqual([`title must not be empty; ${duplicate}`, duplicate]);
  });

  test.each([
    [
      'content has HTML the site would remove before showing it: onclick="steal()" on <p>, <script>',
      article,
      { content: '<p onclick="steal()">Hi</p><script>alert(1)</script>' },
    ],
    ["title is 201 characters; the limit is 200", article, { title: "x".repeat(201) }],
    ['has an unknown field "draft"', article, { draft: true }],
    [`slug must equal the id "${article.id}"`, article, { slug: "other" }],
    ['tags[0] "Fasting" must be lowercase, without spaces at either end', article, { tags: ["Fasting"] }],
    [
      'bannerImageUrl "/\\\\evil.example/x.png" must be a path on this site, like /images/x.svg',
      article,
      { bannerImageUrl: "/\\evil.example/x.png" },
    ],
    ['createdAt "yesterday" is not a date like 2026-04-13', article, { createdAt: "yesterday" }],
    ['link "http://example.com/x" is not an https link', product, { link: "http://example.com/x" }],
    ['isAdvisedAgainst must be true or false, not "yes"', product, { isAdvisedAgainst: "yes" }],
  ])("a record is invalid, saying “%s”", async (reason, record, change) => {
    expect(reasons(await check([{ ...record, ...change }]))).toEqual([reason]);
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
    const editFirst = <T>(items: readonly T[], change: Partial<T>) =>
      items.map((item, index) => (index === 0 ? { ...item, ...change } : item));
    const edited = editFirst(articleDocuments, { title: "New", tags: ["fasting"] });
    const articles = await planFor(edited, builtInArticles);
    expect(articles.entries[0]).toEqual(changedFirst(article.id, ["tags", "title"]));
    expect(articles.toWrite.map((item) => item.id)).toEqual([article.id]);
    // Marking a product as advised against is a change to that field alone.
    const products = await planFor(editFirst(builtInProducts, { isAdvisedAgainst: true }), builtInProducts);
    expect(products.entries[0]).toEqual(changedFirst(product.id, ["isAdvisedAgainst"]));
    expect(products.toWrite).toEqual([{ ...product, isAdvisedAgainst: true }]);
  });

  test("invalid records are counted and never written", async () => {
    const plan = await planFor([{ ...product, link: "ftp://x" }, builtInProducts[1]], []);
    expect(plan.invalid).toBe(1);
    expect(plan.toWrite.map((item) => item.id)).toEqual([first(builtInProducts, 1).id]);
  });
});
