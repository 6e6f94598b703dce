import { loadBuiltInArticle, loadBuiltInContent, type BuiltInContent } from "./builtin-content";
import type { Article, Product } from "./model";
import { byId, createSelectionReads, runQuery, type RandomSource } from "./selection";
import { NoDatabaseError, type ContentStore } from "./store";
import { toSummary } from "./summary-index";

/** Documents in id order with the Firestore adapter's filters and limits, so the picks are the same. */
export function createBuiltInStore({
  random = Math.random,
  load,
}: { random?: RandomSource; load?: () => Promise<BuiltInContent> } = {}): ContentStore {
  // Content handed in whole (the build's, a test's) is searched in memory. The browser's own is read a file
  // per article: opening one downloads that article, not the whole Vault, and an unknown slug nothing.
  const loadAll = load ?? loadBuiltInContent;
  const loadOne = load ? null : loadBuiltInArticle;
  let content: Promise<{ articles: Article[]; products: Product[] }> | null = null;
  const get = () => {
    content ??= loadAll().then(({ articles, products }) => ({
      articles: [...articles].sort(byId),
      products: [...products].sort(byId),
    }));
    return content;
  };

  return {
    mode: "builtin",
    readsLive: false,
    async listArticles() {
      return (await get()).articles;
    },
    async listArticleSummaries() {
      return (await get()).articles.map(toSummary);
    },
    async getArticle(id) {
      // Once the whole Vault is read (the list, related articles), the article is already in it.
      if (loadOne && content === null) return loadOne(id);
      return (await get()).articles.find((article) => article.id === id) ?? null;
    },
    ...createSelectionReads({
      runArticles: async (spec) => runQuery((await get()).articles, spec).map(toSummary),
      runProducts: async (spec) => runQuery((await get()).products, spec),
      random,
    }),
    async listProducts() {
      return (await get()).products;
    },
    uploadArticles: () => Promise.reject(new NoDatabaseError()),
    uploadProducts: () => Promise.reject(new NoDatabaseError()),
    deleteArticle: () => Promise.reject(new NoDatabaseError()),
    deleteProduct: () => Promise.reject(new NoDatabaseError()),
    rebuildSummaryIndex: () => Promise.reject(new NoDatabaseError()),
    addSubscriber: () => Promise.reject(new NoDatabaseError()),
    countSubscribers: () => Promise.reject(new NoDatabaseError()),
    listSubscribers: () => Promise.reject(new NoDatabaseError()),
    deleteSubscriber: () => Promise.reject(new NoDatabaseError()),
  };
}
