import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryConstraint,
} from "firebase/firestore/lite";
import { vault } from "~/config/content";
import { toSummary } from "~/lib/content-store/builtin-store";
import {
  homeCarouselQuery,
  pickRandom,
  pickRelated,
  recommendedProductsQuery,
  relatedArticlesQuery,
  type QuerySpec,
  type RandomSource,
} from "~/lib/content-store/selection";
import type { ContentStore, UploadOptions, UploadReport } from "~/lib/content-store/store";
import { parseArticle, parseProduct, type Parsed } from "~/lib/content-store/validate";
import type { FirebaseWebConfig } from "~/lib/env";
import { getFirebaseApp } from "./app";
import { toBatches } from "./batches";
import { articleConverter, articleToData, productConverter, productToData } from "./converters";

const emulatorConnected = new WeakSet<Firestore>();

export interface FirestoreStoreOptions {
  config: FirebaseWebConfig;
  /** "host:port" of the Firestore emulator, when used. */
  emulatorHost?: string | null;
  random?: RandomSource;
  /** An existing Firestore instance (tests against the emulator). */
  db?: Firestore;
}

function mapParsed<T, U>(parsed: Parsed<T>, map: (value: T) => U): Parsed<U> {
  return parsed.ok ? { ok: true, value: map(parsed.value) } : parsed;
}

/** Keeps the valid documents; an invalid one is skipped with a warning. */
function keepValid<T>(results: { id: string; parsed: Parsed<T> }[], collectionName: string): T[] {
  return results.flatMap(({ id, parsed }) => {
    if (parsed.ok) return [parsed.value];
    console.warn(`Skipping invalid ${collectionName} document "${id}": ${parsed.reason}`);
    return [];
  });
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The Firestore adapter (firebase/firestore/lite, loaded on demand). It runs
 * exactly the spec's queries, described by the pure functions in
 * `content-store/selection.ts`.
 */
export function createFirestoreStore({
  config,
  emulatorHost = null,
  random = Math.random,
  db: givenDb,
}: FirestoreStoreOptions): ContentStore {
  const db = givenDb ?? getFirestore(getFirebaseApp(config));
  if (emulatorHost && !emulatorConnected.has(db)) {
    const [host = "127.0.0.1", port = "8080"] = emulatorHost.split(":");
    connectFirestoreEmulator(db, host, Number(port));
    emulatorConnected.add(db);
  }

  async function run<T>(spec: QuerySpec, converter: FirestoreDataConverter<Parsed<T>>): Promise<T[]> {
    const constraints: QueryConstraint[] = [];
    if (spec.where) constraints.push(where(spec.where.field, spec.where.op, spec.where.values));
    if (spec.limit !== undefined) constraints.push(limit(spec.limit));
    const snapshot = await getDocs(
      query(collection(db, spec.collection).withConverter(converter), ...constraints),
    );
    return keepValid(
      snapshot.docs.map((document) => ({ id: document.id, parsed: document.data() })),
      spec.collection,
    );
  }

  /**
   * Validates each item, then writes the valid ones in batches (each batch
   * all or nothing). An item without an id is skipped; an invalid one, or one
   * in a batch the database refuses, is reported as failed with the reason.
   */
  async function writeAll<T extends { id?: string }>(
    collectionName: "articles" | "products",
    items: readonly T[],
    toData: (id: string, item: T) => Parsed<DocumentData>,
    { onProgress }: UploadOptions = {},
  ): Promise<UploadReport> {
    const report: UploadReport = { written: [], failed: [], skipped: [] };
    const writes: { id: string; data: DocumentData }[] = [];
    for (const item of items) {
      if (!item.id) {
        report.skipped.push({ reason: "it has no id" });
        continue;
      }
      const data = toData(item.id, item);
      if (data.ok) writes.push({ id: item.id, data: data.value });
      else report.failed.push({ id: item.id, reason: `invalid: ${data.reason}` });
    }
    let done = 0;
    for (const batch of toBatches(writes)) {
      const commit = writeBatch(db);
      for (const { id, data } of batch) commit.set(doc(db, collectionName, id), data);
      try {
        await commit.commit();
        report.written.push(...batch.map(({ id }) => id));
      } catch (error) {
        const reason = errorMessage(error);
        report.failed.push(...batch.map(({ id }) => ({ id, reason })));
      }
      done += batch.length;
      onProgress?.(done, writes.length);
    }
    return report;
  }

  return {
    mode: "firebase",
    listArticles: () => run({ collection: "articles" }, articleConverter),
    async getArticle(id) {
      const snapshot = await getDoc(doc(db, "articles", id).withConverter(articleConverter));
      const parsed = snapshot.data();
      if (!parsed) return null;
      return keepValid([{ id, parsed }], "articles")[0] ?? null;
    },
    async latestArticles(count) {
      return (await run(homeCarouselQuery(count), articleConverter)).map(toSummary);
    },
    async relatedArticles(article, maxShown = vault.related.maxShown) {
      const spec = relatedArticlesQuery(article, maxShown);
      if (!spec) return [];
      const candidates = (await run(spec, articleConverter)).map(toSummary);
      return pickRelated(candidates, article.id, maxShown, random);
    },
    async productsForTags(tags, count = vault.recommendedProducts) {
      const spec = recommendedProductsQuery(tags);
      if (!spec) return [];
      return pickRandom(await run(spec, productConverter), count, random);
    },
    listProducts: () => run({ collection: "products" }, productConverter),
    uploadArticles: (articles, options) =>
      writeAll(
        "articles",
        articles,
        (id, article) => mapParsed(parseArticle(id, article), articleToData),
        options,
      ),
    uploadProducts: (products, options) =>
      writeAll(
        "products",
        products,
        (id, product) => mapParsed(parseProduct(id, product), productToData),
        options,
      ),
    deleteArticle: (id) => deleteDoc(doc(db, "articles", id)),
    deleteProduct: (id) => deleteDoc(doc(db, "products", id)),
    async addSubscriber({ email, source }) {
      // Create-only (no reads): signing up twice just adds a second entry.
      await addDoc(collection(db, "subscribers"), {
        email: email.trim().toLowerCase(),
        source,
        createdAt: serverTimestamp(),
      });
    },
  };
}
