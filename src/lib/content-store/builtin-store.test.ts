// @vitest-environment node
import { expect, test, vi } from "vitest";
import { vault } from "~/config/content";
import { makeArticle, makeProduct, makeStore } from "~/test/content-fixtures";
import { builtInArticles } from "~/content/articles";
import { createBuiltInStore } from "./builtin-store";
import { NoDatabaseError } from "./store";

const ketoAndEnergy = makeArticle({ id: "c", tags: ["keto", "energy"] });
const articles = [
  ketoAndEnergy,
  makeArticle({ id: "a", tags: ["fasting"] }),
  makeArticle({ id: "b", tags: ["energy"], productTags: ["joints"] }),
  makeArticle({ id: "d", tags: ["sleep"] }),
];
const products = [
  makeProduct({ id: "p1", tags: ["joints"] }),
  makeProduct({ id: "p2", tags: ["sleep"] }),
  makeProduct({ id: "p3", tags: ["joints", "skin"] }),
];

test("the built-in store lists articles in id order by code point, as Firestore does, not by locale, and finds one by id", async () => {
  const store = makeStore([...articles, makeArticle({ id: "a-10" }), makeArticle({ id: "B-1" })], products);
  expect((await store.listArticles()).map((a) => a.id)).toEqual(["B-1", "a", "a-10", "b", "c", "d"]);
  expect((await store.getArticle("c"))?.tags).toEqual(["keto", "energy"]);
  expect(await store.getArticle("missing")).toBeNull();
});

test("the built-in store's latest articles are as many summaries as asked for, without the body; related ones share a tag, the current one left out", async () => {
  const store = makeStore(articles);
  const latest = await store.latestArticles(2);
  expect(latest).toHaveLength(2);
  expect(latest[0]).toMatchObject({ id: "a", title: "Title of a" });
  expect(latest[0]).not.toHaveProperty("content");
  expect((await store.relatedArticles(ketoAndEnergy)).map((a) => a.id)).toEqual(["b"]);
});

test("the built-in store's products for tags match any tag, none without tags, and one advised against is never recommended, though the products page lists it", async () => {
  const advisedAgainst = makeProduct({ id: "p4", tags: ["joints"], isAdvisedAgainst: true });
  const store = makeStore(articles, [...products, advisedAgainst]);
  expect((await store.productsForTags(["joints"], 10)).map((p) => p.id).sort()).toEqual(["p1", "p3"]);
  expect(await store.productsForTags([])).toEqual([]);
  expect((await store.listProducts()).map((p) => p.id)).toContain("p4");
});

test("the built-in store's writes, and the sign-up list, say that no database is connected", async () => {
  const store = makeStore(articles, products);
  await expect(store.uploadProducts(products)).rejects.toThrow(/No database is connected/);
  for (const attempt of [
    () => store.uploadArticles(articles),
    () => store.addSubscriber({ email: "a@b.co", source: "/", consent: "2026-12-02" }),
    () => store.deleteArticle("a1"),
    () => store.deleteProduct("p1"),
    () => store.countSubscribers(),
    () => store.listSubscribers({ pageSize: 10 }),
    () => store.deleteSubscriber("s1"),
  ])
    await expect(attempt()).rejects.toThrow(NoDatabaseError);
});

test("the built-in store loads the content once, on first use", async () => {
  const load = vi.fn(() => Promise.resolve({ articles, products }));
  const store = createBuiltInStore({ load });
  expect(load).not.toHaveBeenCalled();
  await store.listArticles();
  await store.listProducts();
  expect(load).toHaveBeenCalledOnce();
});

test("the browser's own store reads one article from its file, the same as in the whole Vault; a slug with no file is none", async () => {
  const store = createBuiltInStore();
  const [first] = builtInArticles;
  expect(await store.getArticle(first?.id ?? "")).toEqual(first);
  for (const slug of ["no-such-article", "__proto__", "../products"])
    expect(await store.getArticle(slug)).toBeNull();
});

const wordCount = (html: string) =>
  html
    .split(/<section class="footnotes">/)
    .at(0)
    ?.replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length ?? 0;

// compile-article.test.ts: every article's Sources, its lowercase tags, no h1 or script in its body.
test("every built-in article has 600+ words, h2 sections and a list, and no placeholder text", () => {
  for (const article of builtInArticles) {
    expect(wordCount(article.content), article.id).toBeGreaterThanOrEqual(600);
    expect(article.content, article.id).toMatch(/<h2 id="[a-z0-9-]+">/);
    expect(article.content, article.id).toMatch(/<(ul|ol)>/);
    expect(article.content, article.id).not.toMatch(/lorem ipsum/i);
  }
});

// The home page and the quick answers link to these by id.
test("the built-in articles include those other pages link to", () => {
  for (const id of ["what-is-a-calorie-deficit", "10-benefits-of-fasting"])
    expect(builtInArticles.map((a) => a.id)).toContain(id);
});

test.each(vault.tagFilters)("the tag chip '%s' has at least 2 articles", (tag) => {
  expect(builtInArticles.filter((a) => a.tags.includes(tag)).length).toBeGreaterThanOrEqual(2);
});
