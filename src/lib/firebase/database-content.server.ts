import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  setLogLevel,
} from "firebase/firestore/lite";
import type { AppEnv, FirebaseWebConfig } from "../env-schema";
import type { Article, Product } from "../content-store/model";
import { parseArticle, parseProduct, type Parsed } from "../content-store/validate";

// Build time: read once through Firestore's public read access (no admin credentials). Imported by both
// react-router.config.ts and the routes' loaders — two module graphs in one process, so the read is shared
// through `globalThis`. Relative imports only: the config is loaded without the `~` alias.

/** Set to 1 to build with an empty database (a brand-new project's first deploy). */
export const ALLOW_EMPTY_ENV = "ALLOW_EMPTY_CONTENT";

/** For a project that enforces App Check: the build reads in Node, where reCAPTCHA cannot run. A build
 * secret, never a VITE_ setting, which would ship it to every browser. */
export const APP_CHECK_DEBUG_TOKEN_ENV = "APPCHECK_DEBUG_TOKEN";

const READ_TIMEOUT_MS = 30_000;

export interface DatabaseContent {
  articles: Article[];
  products: Product[];
  skipped: string[];
}

export class BuildContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BuildContentError";
  }
}

type FirebaseSettings = Pick<AppEnv, "firebase" | "firestoreEmulatorHost">;

/** Not the SDK's own debug mode: that prints the token on the console, putting a secret in build logs. */
async function attestBuild(app: FirebaseApp, config: FirebaseWebConfig, debugToken: string) {
  const { initializeAppCheck, CustomProvider } = await import("firebase/app-check");
  const url =
    "https://content-firebaseappcheck.googleapis.com/v1/projects/" +
    `${encodeURIComponent(config.projectId)}/apps/${encodeURIComponent(config.appId)}:exchangeDebugToken` +
    `?key=${encodeURIComponent(config.apiKey)}`;
  initializeAppCheck(app, {
    provider: new CustomProvider({
      getToken: async () => {
        const response = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ debug_token: debugToken }),
        });
        if (!response.ok) {
          throw new Error(`App Check refused the build's debug token (${response.status}).`);
        }
        const { token, ttl } = (await response.json()) as { token: string; ttl: string };
        return { token, expireTimeMillis: Date.now() + Number.parseFloat(ttl) * 1000 };
      },
    }),
  });
}

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

/** Invalid documents are skipped and listed, never fatal.
 * @throws BuildContentError when the database cannot be read, or holds no article and not `allowEmpty` */
export async function readDatabaseContent(
  { firebase, firestoreEmulatorHost }: FirebaseSettings,
  {
    allowEmpty = false,
    timeoutMs = READ_TIMEOUT_MS,
    appCheckDebugToken = process.env[APP_CHECK_DEBUG_TOKEN_ENV]?.trim() ?? undefined,
  }: { allowEmpty?: boolean; timeoutMs?: number; appCheckDebugToken?: string } = {},
): Promise<DatabaseContent> {
  if (!firebase) throw new BuildContentError("No Firebase project is configured (VITE_FIREBASE_*).");
  const project = `Firebase project "${firebase.projectId}"`;
  const where = firestoreEmulatorHost ? `the Firestore emulator at ${firestoreEmulatorHost}` : "Firestore";
  // A failure is reported below, once; the SDK's own request dumps are noise here.
  setLogLevel("silent");
  const app = initializeApp(firebase, `build-content-${Date.now()}`);
  try {
    if (appCheckDebugToken) await attestBuild(app, firebase, appCheckDebugToken);
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
          (appCheckDebugToken
            ? ""
            : `; if the project enforces App Check on Firestore, set ${APP_CHECK_DEBUG_TOKEN_ENV} for the build`) +
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

/** Shared by every caller in the process, so the prerender list and each loader see the same snapshot. */
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
