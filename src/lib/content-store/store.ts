import type { DataMode } from "~/lib/env";
import type { Article, ArticleSummary, Product } from "./model";

export interface UploadReport {
  written: string[];
  failed: { id: string; reason: string }[];
  skipped: { reason: string }[];
}

export interface UploadOptions {
  /** Called after each batch, written or failed: documents handled so far, of `total`. */
  onProgress?: (done: number, total: number) => void;
}

/** Implemented for built-in content and for Firestore; pages get it from `useContentStore()`. */
export interface ContentStore {
  readonly mode: DataMode;
  /** False with App Check on: Firestore then refuses requests without a reCAPTCHA token, and readers should
   * not load reCAPTCHA to read an article, so their reads answer from the copy this deploy was built from. */
  readonly readsLive: boolean;
  listArticles(): Promise<Article[]>;
  /** Without bodies; in Firebase mode from the summary index. */
  listArticleSummaries(): Promise<ArticleSummary[]>;
  getArticle(id: string): Promise<Article | null>;
  latestArticles(count: number): Promise<ArticleSummary[]>;
  relatedArticles(article: Article, maxShown?: number): Promise<ArticleSummary[]>;
  /** Random products sharing one of `tags`, never one advised against. */
  productsForTags(tags: readonly string[], count?: number): Promise<Product[]>;
  listProducts(): Promise<Product[]>;
  /** Writes each article under its id, so re-writing one overwrites it. */
  uploadArticles(articles: readonly Partial<Article>[], options?: UploadOptions): Promise<UploadReport>;
  uploadProducts(products: readonly Product[], options?: UploadOptions): Promise<UploadReport>;
  /** Removing one that is not there is not an error. */
  deleteArticle(id: string): Promise<void>;
  deleteProduct(id: string): Promise<void>;
  rebuildSummaryIndex(): Promise<UploadReport>;
  /** An address already on the list changes nothing and resolves the same way, so the form never tells
   * anyone whether an address is on the list. */
  addSubscriber(subscription: Subscription): Promise<void>;
  countSubscribers(): Promise<number>;
  /** Newest first. */
  listSubscribers(options: { pageSize: number; after?: SubscriberCursor | null }): Promise<SubscriberPage>;
  deleteSubscriber(id: string): Promise<void>;
}

export interface Subscription {
  email: string;
  source: string;
  /** The version of the consent text the reader saw (CONSENT_VERSION). */
  consent: string;
}

export interface Subscriber extends Omit<Subscription, "consent"> {
  id: string;
  /** Null for a sign-up stored before the consent text had a version. */
  consent: string | null;
  createdAt: Date;
}

export interface SubscriberCursor {
  id: string;
  /** The stored time at the database's precision: rounded to a Date's milliseconds, a page could
   * skip sign-ups stored within the same millisecond. */
  createdAt: { seconds: number; nanoseconds: number };
}

export interface SubscriberPage {
  subscribers: Subscriber[];
  next: SubscriberCursor | null;
}

export class NoDatabaseError extends Error {
  constructor() {
    super(
      "No database is connected: this site is running on its built-in content. " +
        "Add the VITE_FIREBASE_* settings (see .env.example) to save changes.",
    );
    this.name = "NoDatabaseError";
  }
}
