import { vault } from "~/config/content";
import type { Article, ArticleSummary, Product } from "./model";
import type { ContentStore } from "./store";

/** A source of numbers in [0, 1). Injected so tests are deterministic. */
export type RandomSource = () => number;

/** Fisher–Yates shuffle into a new array. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** `count` items picked at random (all of them, shuffled, when fewer). */
export function pickRandom<T>(items: readonly T[], count: number, random: RandomSource): T[] {
  return shuffle(items, random).slice(0, count);
}

/** Related articles exclude the current one, are shuffled, and `maxShown` are shown. */
export function pickRelated<T extends { id: string }>(
  candidates: readonly T[],
  currentId: string,
  maxShown: number,
  random: RandomSource,
): T[] {
  return pickRandom(
    candidates.filter((candidate) => candidate.id !== currentId),
    maxShown,
    random,
  );
}

/** A Firestore query, described as data so its parameters can be tested. */
export interface QuerySpec {
  collection: "articles" | "products";
  where?: { field: "tags"; op: "array-contains-any"; values: string[] };
  limit?: number;
}

/** Home carousel: `articles`, limit 10. */
export function homeCarouselQuery(count: number = vault.carousel.count): QuerySpec {
  return { collection: "articles", limit: count };
}

/**
 * Related articles: `articles` where `tags` array-contains-any the article's
 * first 10 tags, limit (maxShown × 5) + 1 — enough to still show `maxShown`
 * after removing the current article and shuffling. Null when it has no tags.
 */
export function relatedArticlesQuery(
  article: Pick<Article, "tags">,
  maxShown: number = vault.related.maxShown,
): QuerySpec | null {
  const values = article.tags.slice(0, vault.related.maxTags);
  if (values.length === 0) return null;
  return {
    collection: "articles",
    where: { field: "tags", op: "array-contains-any", values },
    limit: maxShown * 5 + 1,
  };
}

/** Recommended products: `products` where `tags` array-contains-any the
 * article's productTags; skipped (null) when there are none. */
export function recommendedProductsQuery(productTags: readonly string[] | undefined): QuerySpec | null {
  const values = (productTags ?? []).slice(0, vault.related.maxTags);
  if (values.length === 0) return null;
  return { collection: "products", where: { field: "tags", op: "array-contains-any", values } };
}

/** Whether a product may go under an article's "Products we recommend": not one we advise against buying. */
export const isRecommendable = (product: Pick<Product, "isAdvisedAgainst">) =>
  product.isAdvisedAgainst !== true;

/**
 * Documents in Firestore's order, so in-memory queries pick what it would: ids
 * by their code points, not by locale; a plain comparison also spares the page
 * the collator's start-up (a long task on slow phones, mid-hydration).
 */
export const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Applies a QuerySpec to in-memory documents kept in id order (see `byId`). */
export function runQuery<T extends { tags: readonly string[] }>(items: readonly T[], spec: QuerySpec): T[] {
  const where = spec.where;
  const matching = where
    ? items.filter((item) => item.tags.some((tag) => where.values.includes(tag)))
    : items;
  return spec.limit === undefined ? [...matching] : matching.slice(0, spec.limit);
}

/**
 * The carousel, related articles and recommended products, answered the same
 * way by every adapter: each only says how it runs a QuerySpec (in memory, or
 * against Firestore), so readers see the same picks in any mode.
 */
export function createSelectionReads({
  runArticles,
  runProducts,
  random,
}: {
  /** Answers with the matching articles' cards. */
  runArticles: (spec: QuerySpec) => Promise<ArticleSummary[]>;
  runProducts: (spec: QuerySpec) => Promise<Product[]>;
  random: RandomSource;
}): Pick<ContentStore, "latestArticles" | "relatedArticles" | "productsForTags"> {
  return {
    async latestArticles(count) {
      return runArticles(homeCarouselQuery(count));
    },
    async relatedArticles(article, maxShown = vault.related.maxShown) {
      const spec = relatedArticlesQuery(article, maxShown);
      if (!spec) return [];
      const candidates = await runArticles(spec);
      return pickRelated(candidates, article.id, maxShown, random);
    },
    async productsForTags(tags, count = vault.recommendedProducts) {
      const spec = recommendedProductsQuery(tags);
      if (!spec) return [];
      return pickRandom((await runProducts(spec)).filter(isRecommendable), count, random);
    },
  };
}
