import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Firestore,
  type FirestoreDataConverter,
  type QueryConstraint,
} from "firebase/firestore/lite";
import { vault } from "~/config/content";
import { toSummary } from "~/lib/content-store/builtin-store";
import type { Product } from "~/lib/content-store/model";
import {
  homeCarouselQuery,
  pickRandom,
  pickRelated,
  recommendedProductsQuery,
  relatedArticlesQuery,
  type QuerySpec,
  type RandomSource,
} from "~/lib/content-store/selection";
import type { ContentStore, UploadReport } from "~/lib/content-store/store";
import { parseArticle, type Parsed } from "~/lib/content-store/validate";
import type { FirebaseWebConfig } from "~/lib/env";
import { getFirebaseApp } from "./app";
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

  async function writeEach<T>(
    items: readonly T[],
    idOf: (item: T) => string | undefined,
    write: (id: string, item: T) => Promise<void>,
  ): Promise<UploadReport> {
    const report: UploadReport = { written: [], failed: [], skipped: [] };
    for (const item of items) {
      const id = idOf(item);
      if (!id) {
        report.skipped.push({ reason: "it has no id" });
        continue;
      }
      try {
        await write(id, item);
        report.written.push(id);
      } catch (error) {
        report.failed.push({ id, reason: errorMessage(error) });
      }
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
    uploadArticles: (articles) =>
      writeEach(
        articles,
        (article) => article.id,
        async (id, article) => {
          const parsed = parseArticle(id, article);
          if (!parsed.ok) throw new Error(`invalid article: ${parsed.reason}`);
          await setDoc(doc(db, "articles", id), articleToData(parsed.value));
        },
      ),
    uploadProducts: (products) =>
      writeEach(
        products,
        (product) => product.id,
        async (id, product: Product) => {
          await setDoc(doc(db, "products", id), productToData(product));
        },
      ),
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
