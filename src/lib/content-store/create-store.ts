import { env as appEnv, type AppEnv, type DataMode } from "~/lib/env";
import type { RandomSource } from "./selection";
import type { ContentStore } from "./store";

/**
 * A store whose adapter module is imported on first use: pages that never
 * read data never download it (nor Firebase).
 */
function createLazyStore(mode: DataMode, load: () => Promise<ContentStore>): ContentStore {
  let store: Promise<ContentStore> | null = null;
  const get = () => (store ??= load());
  return {
    mode,
    listArticles: async () => (await get()).listArticles(),
    listArticleSummaries: async () => (await get()).listArticleSummaries(),
    getArticle: async (id) => (await get()).getArticle(id),
    latestArticles: async (count) => (await get()).latestArticles(count),
    relatedArticles: async (article, maxShown) => (await get()).relatedArticles(article, maxShown),
    productsForTags: async (tags, count) => (await get()).productsForTags(tags, count),
    listProducts: async () => (await get()).listProducts(),
    uploadArticles: async (articles, options) => (await get()).uploadArticles(articles, options),
    uploadProducts: async (products, options) => (await get()).uploadProducts(products, options),
    deleteArticle: async (id) => (await get()).deleteArticle(id),
    deleteProduct: async (id) => (await get()).deleteProduct(id),
    rebuildSummaryIndex: async () => (await get()).rebuildSummaryIndex(),
    addSubscriber: async (subscription) => (await get()).addSubscriber(subscription),
    countSubscribers: async () => (await get()).countSubscribers(),
    listSubscribers: async (options) => (await get()).listSubscribers(options),
    deleteSubscriber: async (id) => (await get()).deleteSubscriber(id),
  };
}

/** The store for this build's mode: built-in content, or Firestore when configured. */
export function createContentStore(
  config: AppEnv = appEnv,
  random: RandomSource = Math.random,
): ContentStore {
  const firebase = config.firebase;
  if (config.mode === "builtin" || !firebase) {
    return createLazyStore("builtin", async () => {
      const { createBuiltInStore } = await import("./builtin-store");
      return createBuiltInStore({ random });
    });
  }
  return createLazyStore("firebase", async () => {
    const { openFirestoreStore } = await import("~/lib/firebase/open-store");
    return openFirestoreStore({
      config: firebase,
      emulatorHost: config.firestoreEmulatorHost,
      appCheckSiteKey: config.appCheckSiteKey,
      random,
    });
  });
}
