import { deleteApp, initializeApp } from "firebase/app";
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  setLogLevel,
} from "firebase/firestore/lite";
import type { AppEnv } from "../env-schema";
import type { Article, Product } from "../content-store/model";
import { parseArticle, parseProduct, type Parsed } from "../content-store/validate";

// Build time, Firebase mode: the published articles and products, read once
// from Firestore through its public read access (no admin credentials), so
// the build prerenders them like the built-in ones. Node only, and imported
// by both react-router.config.ts (which pages to prerender) and the routes'
// loaders (what they show) — two module graphs in one process, so the read is
// shared through `globalThis`. Relative imports only: the config is loaded
// without the app's `~` alias.

/** Set to 1 to build with an empty database (a brand-new project's first deploy). */
export const ALLOW_EMPTY_ENV = "ALLOW_EMPTY_CONTENT";

/** How long the build waits for the database before giving up. */
const READ_TIMEOUT_MS = 30_000;

export interface DatabaseContent {
  articles: Article[];
  products: Product[];
  /** Documents left out because they are invalid, with the reason. */
  skipped: string[];
}

/** The build cannot go on: the message names the project and the fix. */
export class BuildContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BuildContentError";
  }
}

type FirebaseSettings = Pick<AppEnv, "firebase" | "firestoreEmulatorHost">;

function keepValid<T>(name: string, documents: { id: string; parsed: Parsed<T> }[], skipped: string[]): T[] {
  return documents.flatMap(({ id, parsed }) => {
    if (parsed.ok) return [parsed.value];
    skipped.push(`${name}/${id}: ${parsed.reason}`);
    return [];
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from ${what} within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Reads every article and product, validated with the content schema;
 * invalid documents are skipped and listed, never fatal.
 * @throws BuildContentError when the database cannot be read, or holds no
 *   article and `allowEmpty` is false
 */
export async function readDatabaseContent(
  { firebase, firestoreEmulatorHost }: FirebaseSettings,
  { allowEmpty = false, timeoutMs = READ_TIMEOUT_MS }: { allowEmpty?: boolean; timeoutMs?: number } = {},
): Promise<DatabaseContent> {
  if (!firebase) throw new BuildContentError("No Firebase project is configured (VITE_FIREBASE_*).");
  const project = `Firebase project "${firebase.projectId}"`;
  const where = firestoreEmulatorHost ? `the Firestore emulator at ${firestoreEmulatorHost}` : "Firestore";
  // A failure is reported below, once; the SDK's own request dumps are noise here.
  setLogLevel("silent");
  const app = initializeApp(firebase, `build-content-${Date.now()}`);
  try {
    const db = getFirestore(app);
    if (firestoreEmulatorHost) {
      const [host = "127.0.0.1", port = "8080"] = firestoreEmulatorHost.split(":");
      connectFirestoreEmulator(db, host, Number(port));
    }
    const read = async (name: "articles" | "products") =>
      (await getDocs(collection(db, name))).docs.map((document) => ({
        id: document.id,
        data: document.data(),
      }));
    let articleDocs, productDocs;
    try {
      [articleDocs, productDocs] = await withTimeout(
        Promise.all([read("articles"), read("products")]),
        timeoutMs,
        where,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new BuildContentError(
        `Could not read the articles of ${project} from ${where}: ${reason}\n` +
          "The build prerenders every article from the database, so it stops here rather than " +
          "publish a site without them. Check the network and the VITE_FIREBASE_* settings, that the " +
          "project has a Firestore database, and that firestore.rules allow public reads of " +
          "articles and products" +
          (firestoreEmulatorHost ? ` (is the emulator running at ${firestoreEmulatorHost}?)` : "") +
          ".",
      );
    }
    const skipped: string[] = [];
    const articles = keepValid(
      "articles",
      articleDocs.map(({ id, data }) => ({ id, parsed: parseArticle(id, data) })),
      skipped,
    );
    const products = keepValid(
      "products",
      productDocs.map(({ id, data }) => ({ id, parsed: parseProduct(id, data) })),
      skipped,
    );
    if (articles.length === 0 && !allowEmpty) {
      throw new BuildContentError(
        `${project} has no valid articles in ${where}` +
          (skipped.length > 0 ? ` (${skipped.length} invalid documents skipped)` : "") +
          ". Upload them from the developer page, or, for a brand-new project's first deploy, " +
          `build without content: ${ALLOW_EMPTY_ENV}=1 npm run build.`,
      );
    }
    return { articles, products, skipped };
  } finally {
    await deleteApp(app);
  }
}

const SHARED = Symbol.for("fast-and-fuel.database-content");
type SharedReads = Map<string, Promise<DatabaseContent>>;

/**
 * The database's content for this build: read on first use, then shared by
 * every caller in the process (the prerender list and each page's loader see
 * the same snapshot). Invalid documents are reported once, on the console.
 */
export function databaseContentForBuild(settings: FirebaseSettings): Promise<DatabaseContent> {
  const reads = ((globalThis as Record<symbol, unknown>)[SHARED] ??= new Map()) as SharedReads;
  const key = `${settings.firebase?.projectId ?? ""}@${settings.firestoreEmulatorHost ?? ""}`;
  let read = reads.get(key);
  if (!read) {
    read = readDatabaseContent(settings, { allowEmpty: process.env[ALLOW_EMPTY_ENV] === "1" }).then(
      (content) => {
        for (const line of content.skipped) console.warn(`Build: skipped invalid document ${line}`);
        console.log(
          `Build: ${content.articles.length} articles and ${content.products.length} products ` +
            `read from Firebase project "${settings.firebase?.projectId ?? ""}".`,
        );
        return content;
      },
    );
    reads.set(key, read);
  }
  return read;
}
