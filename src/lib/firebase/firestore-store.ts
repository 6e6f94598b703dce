import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  FieldPath,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryConstraint,
  type WriteBatch,
} from "firebase/firestore/lite";
import type { ArticleSummary } from "~/lib/content-store/model";
import {
  parseSummaryShard,
  SUMMARY_COLLECTION,
  summaryEntry,
  summaryShardId,
  summaryShards,
  toSummary,
} from "~/lib/content-store/summary-index";
import { createSelectionReads, type QuerySpec, type RandomSource } from "~/lib/content-store/selection";
import type { ContentStore, Subscriber, UploadOptions, UploadReport } from "~/lib/content-store/store";
import { parseArticle, parseProduct, type Parsed } from "~/lib/content-store/validate";
import type { FirebaseWebConfig } from "~/lib/env";
import { getFirebaseApp } from "./app";
import { toBatches } from "./batches";
import { articleConverter, articleToData, productConverter, productToData } from "./converters";

const emulatorConnected = new WeakSet<Firestore>();

export interface FirestoreStoreOptions {
  config: FirebaseWebConfig;
  emulatorHost?: string | null;
  random?: RandomSource;
  db?: Firestore;
}

function keepValid<T>(results: { id: string; parsed: Parsed<T> }[], collectionName: string): T[] {
  return results.flatMap(({ id, parsed }) => {
    if (parsed.ok) return [parsed.value];
    console.warn(`Skipping invalid ${collectionName} document "${id}": ${parsed.reason}`);
    return [];
  });
}

function toSubscriber(id: string, data: DocumentData): Subscriber | null {
  const { email, source, createdAt, consent } = data;
  if (typeof email !== "string" || typeof source !== "string" || !(createdAt instanceof Timestamp)) {
    console.warn(`Skipping invalid subscribers document "${id}".`);
    return null;
  }
  return {
    id,
    email,
    source,
    consent: typeof consent === "string" ? consent : null,
    createdAt: createdAt.toDate(),
  };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

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

  /** Replaces each entry whole, leaving the shard's other entries. */
  function setSummaries(commit: WriteBatch, articles: readonly ArticleSummary[]) {
    const byShard = new Map<string, ArticleSummary[]>();
    for (const article of articles) {
      const shard = summaryShardId(article.id);
      byShard.set(shard, [...(byShard.get(shard) ?? []), article]);
    }
    for (const [shard, inShard] of byShard) {
      commit.set(
        doc(db, SUMMARY_COLLECTION, shard),
        { entries: Object.fromEntries(inShard.map((article) => [article.id, summaryEntry(article)])) },
        { mergeFields: inShard.map((article) => new FieldPath("entries", article.id)) },
      );
    }
  }

  /** Each batch is all or nothing, `alsoWrite`'s writes included. */
  async function writeAll<T extends { id?: string }, V>(
    collectionName: "articles" | "products",
    items: readonly T[],
    parse: (id: string, item: T) => Parsed<V>,
    toData: (value: V) => DocumentData,
    { onProgress }: UploadOptions = {},
    alsoWrite?: (commit: WriteBatch, values: V[]) => void,
  ): Promise<UploadReport> {
    const report: UploadReport = { written: [], failed: [], skipped: [] };
    const writes: { id: string; value: V; data: DocumentData }[] = [];
    for (const item of items) {
      if (!item.id) {
        report.skipped.push({ reason: "it has no id" });
        continue;
      }
      const parsed = parse(item.id, item);
      if (parsed.ok) writes.push({ id: item.id, value: parsed.value, data: toData(parsed.value) });
      else report.failed.push({ id: item.id, reason: `invalid: ${parsed.reason}` });
    }
    let done = 0;
    for (const batch of toBatches(writes)) {
      const commit = writeBatch(db);
      for (const { id, data } of batch) commit.set(doc(db, collectionName, id), data);
      alsoWrite?.(
        commit,
        batch.map(({ value }) => value),
      );
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

  const listArticles = () => run({ collection: "articles" }, articleConverter);

  return {
    mode: "firebase",
    readsLive: true,
    listArticles,
    async listArticleSummaries() {
      const snapshot = await getDocs(collection(db, SUMMARY_COLLECTION));
      if (snapshot.empty) {
        // A database filled before the index existed: correct, but it reads every body.
        console.warn(
          `The article list index (${SUMMARY_COLLECTION}) is empty, so every article is read instead. ` +
            "Rebuild it from the developer page.",
        );
        return (await listArticles()).map(toSummary);
      }
      return snapshot.docs.flatMap((shard) => {
        const { summaries, invalid } = parseSummaryShard(shard.id, shard.data());
        for (const { id, reason } of invalid) {
          console.warn(`Skipping invalid ${SUMMARY_COLLECTION} entry "${id}": ${reason}`);
        }
        return summaries;
      });
    },
    async getArticle(id) {
      const snapshot = await getDoc(doc(db, "articles", id).withConverter(articleConverter));
      const parsed = snapshot.data();
      if (!parsed) return null;
      return keepValid([{ id, parsed }], "articles")[0] ?? null;
    },
    ...createSelectionReads({
      runArticles: async (spec) => (await run(spec, articleConverter)).map(toSummary),
      runProducts: (spec) => run(spec, productConverter),
      random,
    }),
    listProducts: () => run({ collection: "products" }, productConverter),
    uploadArticles: (articles, options) =>
      writeAll("articles", articles, parseArticle, articleToData, options, (commit, written) =>
        setSummaries(commit, written.map(toSummary)),
      ),
    uploadProducts: (products, options) =>
      writeAll("products", products, parseProduct, productToData, options),
    async deleteArticle(id) {
      const commit = writeBatch(db);
      commit.delete(doc(db, "articles", id));
      commit.set(
        doc(db, SUMMARY_COLLECTION, summaryShardId(id)),
        { entries: { [id]: deleteField() } },
        { mergeFields: [new FieldPath("entries", id)] },
      );
      await commit.commit();
    },
    deleteProduct: (id) => deleteDoc(doc(db, "products", id)),
    async rebuildSummaryIndex() {
      const articles = await listArticles();
      // Whole shards, not merged: entries of articles that are gone disappear.
      const commit = writeBatch(db);
      for (const [shard, entries] of summaryShards(articles.map(toSummary))) {
        commit.set(doc(db, SUMMARY_COLLECTION, shard), { entries });
      }
      const ids = articles.map(({ id }) => id);
      try {
        await commit.commit();
        return { written: ids, failed: [], skipped: [] };
      } catch (error) {
        const reason = errorMessage(error);
        return { written: [], failed: ids.map((id) => ({ id, reason })), skipped: [] };
      }
    },
    async addSubscriber({ email, source, consent }) {
      // "  Reader@Example.com " and "reader@example.com" are one reader.
      const address = email.trim().toLowerCase();
      try {
        await setDoc(doc(db, "subscribers", address), {
          email: address,
          consent,
          source,
          createdAt: serverTimestamp(),
        });
      } catch (error) {
        // The rules allow a create only: for an address already on the list, a write of the checked
        // shape is refused. That answer is the same as success, so nobody learns who is on the list.
        if ((error as { code?: unknown } | null)?.code !== "permission-denied") throw error;
      }
    },
    // An aggregation: billed as one read per thousand sign-ups, not one per sign-up.
    countSubscribers: async () => (await getCount(collection(db, "subscribers"))).data().count,
    async listSubscribers({ pageSize, after = null }) {
      // The id breaks ties between sign-ups stored in the same instant.
      const constraints: QueryConstraint[] = [orderBy("createdAt", "desc"), orderBy(documentId(), "desc")];
      if (after)
        constraints.push(
          startAfter(new Timestamp(after.createdAt.seconds, after.createdAt.nanoseconds), after.id),
        );
      // One more than a page tells whether another page follows.
      constraints.push(limit(pageSize + 1));
      const snapshot = await getDocs(query(collection(db, "subscribers"), ...constraints));
      const found = snapshot.docs.slice(0, pageSize);
      const last = found.at(-1);
      const subscribers = found.flatMap((document) => toSubscriber(document.id, document.data()) ?? []);
      const lastCreated = last?.get("createdAt") as unknown;
      return {
        subscribers,
        next:
          snapshot.docs.length > pageSize && last && lastCreated instanceof Timestamp
            ? {
                id: last.id,
                createdAt: { seconds: lastCreated.seconds, nanoseconds: lastCreated.nanoseconds },
              }
            : null,
      };
    },
    deleteSubscriber: (id) => deleteDoc(doc(db, "subscribers", id)),
  };
}
