import type { DataMode } from "~/lib/env";
import type { Article, ArticleSummary, Product } from "./model";

/** The outcome of an upload: what was written and what was not, and why. */
export interface UploadReport {
  written: string[];
  failed: { id: string; reason: string }[];
  skipped: { reason: string }[];
}

export interface UploadOptions {
  /** Called after each batch is written (or fails): documents handled so far, of `total`. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Everything the pages read and write. Two adapters implement it: built-in
 * content (default) and Firestore. Pages get it from `useContentStore()`.
 */
export interface ContentStore {
  readonly mode: DataMode;
  /**
   * Whether readers' pages read the database in the browser, so that what was
   * written since the last deploy appears: in Firebase mode, unless App Check
   * is on. Firestore then refuses any request without a reCAPTCHA token, and
   * readers should not load reCAPTCHA to read an article: their reads answer
   * from the copy this deploy was built from, and only sign-ups and the
   * developer page reach the database.
   */
  readonly readsLive: boolean;
  /** Every article, with its body (the developer page; built-in search). */
  listArticles(): Promise<Article[]>;
  /** Every article's card, without bodies (the article list): in Firebase mode from the summary index. */
  listArticleSummaries(): Promise<ArticleSummary[]>;
  /** One article by id (slug), or null when there is none. */
  getArticle(id: string): Promise<Article | null>;
  /** The first `count` articles (home carousel). */
  latestArticles(count: number): Promise<ArticleSummary[]>;
  /** Up to `maxShown` other articles sharing a tag with `article`, shuffled. */
  relatedArticles(article: Article, maxShown?: number): Promise<ArticleSummary[]>;
  /** Up to `count` random products sharing one of `tags`, none of them advised against; none when
   * `tags` is empty. */
  productsForTags(tags: readonly string[], count?: number): Promise<Product[]>;
  /** Every product (developer page). */
  listProducts(): Promise<Product[]>;
  /** Writes each article under its id, in batches (re-writing one overwrites it). */
  uploadArticles(articles: readonly Partial<Article>[], options?: UploadOptions): Promise<UploadReport>;
  uploadProducts(products: readonly Product[], options?: UploadOptions): Promise<UploadReport>;
  /** Removes one document; removing one that is not there is not an error. */
  deleteArticle(id: string): Promise<void>;
  deleteProduct(id: string): Promise<void>;
  /** Rewrites the article list's summary index from the stored articles (Firebase mode). */
  rebuildSummaryIndex(): Promise<UploadReport>;
  /**
   * Stores a newsletter sign-up under its normalised address. Signing up an
   * address already on the list changes nothing and resolves the same way, so
   * the form never tells anyone whether an address is on the list.
   */
  addSubscriber(subscription: Subscription): Promise<void>;
  /** How many sign-ups are stored (developer page). */
  countSubscribers(): Promise<number>;
  /** One page of sign-ups, newest first (developer page). */
  listSubscribers(options: { pageSize: number; after?: SubscriberCursor | null }): Promise<SubscriberPage>;
  /** Removes one sign-up for good; removing one that is not there is not an error. */
  deleteSubscriber(id: string): Promise<void>;
}

export interface Subscription {
  email: string;
  /** Path of the page the visitor subscribed from. */
  source: string;
  /** The version of the consent text the reader saw (a date, CONSENT_VERSION). */
  consent: string;
}

/** A stored newsletter sign-up, as the developer page lists it. */
export interface Subscriber extends Omit<Subscription, "consent"> {
  id: string;
  /** Null for a sign-up stored before the consent text had a version. */
  consent: string | null;
  /** When the database stored it (the server's time). */
  createdAt: Date;
}

/** Where the next page of sign-ups starts: after this one, in newest-first order. */
export interface SubscriberCursor {
  id: string;
  /** The stored time at the database's precision: rounded to a Date's milliseconds, a page could
   * skip sign-ups stored within the same millisecond. */
  createdAt: { seconds: number; nanoseconds: number };
}

export interface SubscriberPage {
  subscribers: Subscriber[];
  /** Null on the last page. */
  next: SubscriberCursor | null;
}

/** Thrown by writes in built-in mode. */
export class NoDatabaseError extends Error {
  constructor() {
    super(
      "No database is connected: this site is running on its built-in content. " +
        "Add the VITE_FIREBASE_* settings (see .env.example) to save changes.",
    );
    this.name = "NoDatabaseError";
  }
}
