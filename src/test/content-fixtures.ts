import { builtInArticles } from "~/content/articles";
import type { Article, Product } from "~/lib/content-store/model";
import type { ContentStore } from "~/lib/content-store/store";
import { createBuiltInStore } from "~/lib/content-store/builtin-store";

/** A small article for tests; override what matters. */
export function makeArticle(overrides: Partial<Article> & Pick<Article, "id">): Article {
  return {
    title: `Title of ${overrides.id}`,
    excerpt: `Excerpt of ${overrides.id}.`,
    content: `<p>Body of ${overrides.id}.</p>`,
    author: "Test Author",
    createdAt: new Date("2026-01-01T00:00:00Z"),
    tags: ["fasting"],
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> & Pick<Product, "id">): Product {
  return {
    name: `Product ${overrides.id}`,
    description: `About ${overrides.id}.`,
    link: `https://www.amazon.com/s?k=${overrides.id}`,
    tags: ["joints"],
    ...overrides,
  };
}

/** A built-in store over the given content, with a fixed random source. */
export function makeStore(
  articles: Article[],
  products: Product[] = [],
  overrides: Partial<ContentStore> = {},
): ContentStore {
  const store = createBuiltInStore({ random: () => 0, load: () => Promise.resolve({ articles, products }) });
  // A store switched to "firebase" by the overrides has a database: no sign-ups yet.
  const noSubscribers: Partial<ContentStore> = {
    countSubscribers: () => Promise.resolve(0),
    listSubscribers: () => Promise.resolve({ subscribers: [], next: null }),
  };
  // …and reads it live, unless the overrides say otherwise (App Check on).
  const firebase: Partial<ContentStore> = { ...noSubscribers, readsLive: true };
  return { ...store, ...(overrides.mode === "firebase" ? firebase : {}), ...overrides };
}

/** One of the site's own articles, by id (fails the test when there is none). */
export function builtInArticle(id: string): Article {
  const article = builtInArticles.find((candidate) => candidate.id === id);
  if (!article) throw new Error(`No built-in article "${id}"`);
  return article;
}

/** A read that fails ("offline") the first time and answers `value` after; `calls()` counts them. */
export function failsOnce<T>(value: T): { read: () => Promise<T>; calls: () => number } {
  let count = 0;
  return {
    read: () => {
      count += 1;
      return count === 1 ? Promise.reject(new Error("offline")) : Promise.resolve(value);
    },
    calls: () => count,
  };
}
