import { vault } from "~/config/content";
import type { Article, ArticleSummary, Product } from "./model";
import type { ContentStore } from "./store";

/** Injected so tests are deterministic. */
export type RandomSource = () => number;

/** Fisher–Yates. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

export function pickRandom<T>(items: readonly T[], count: number, random: RandomSource): T[] {
  return shuffle(items, random).slice(0, count);
}

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

/** Described as data so its parameters can be tested. */
export interface QuerySpec {
  collection: "articles" | "products";
  where?: { field: "tags"; op: "array-contains-any"; values: string[] };
  limit?: number;
}

export function homeCarouselQuery(count: number = vault.carousel.count): QuerySpec {
  return { collection: "articles", limit: count };
}

/** The limit leaves enough to still show `maxShown` after removing the current article and shuffling. */
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

export function recommendedProductsQuery(productTags: readonly string[] | undefined): QuerySpec | null {
  const values = (productTags ?? []).slice(0, vault.related.maxTags);
  if (values.length === 0) return null;
  return { collection: "products", where: { field: "tags", op: "array-contains-any", values } };
}

export const isRecommendable = (product: Pick<Product, "isAdvisedAgainst">) =>
  product.isAdvisedAgainst !== true;

/** Firestore's order (code points, not locale), so in-memory queries pick what it would; it also spares
 * the page the collator's start-up, a long task on slow phones mid-hydration. */
export const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** `items` must be in `byId` order. */
export function runQuery<T extends { tags: readonly string[] }>(items: readonly T[], spec: QuerySpec): T[] {
  const where = spec.where;
  const matching = where
    ? items.filter((item) => item.tags.some((tag) => where.values.includes(tag)))
    : items;
  return spec.limit === undefined ? [...matching] : matching.slice(0, spec.limit);
}

/** Each adapter only says how it runs a QuerySpec, so readers see the same picks in any mode. */
export function createSelectionReads({
  runArticles,
  runProducts,
  random,
}: {
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
