/**
 * The app's settings and their validation. `vite.config.ts` runs `parseEnv`
 * once, at build (or dev-server) start, on the `VITE_*` variables, and a bad
 * value stops the build with a message that says what to fix; the browser
 * only receives the parsed result (`src/lib/env.ts`). See `.env.example`.
 */

/** Firebase web configuration. Public by design (it identifies the project; the
 * security lives in `firestore.rules`), but still kept out of the repo. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  storageBucket?: string;
  messagingSenderId?: string;
}

/** `builtin`: no Firebase configuration, the site serves its built-in content.
 * `firebase`: reads and writes go to Firestore / Firebase Auth. */
export type DataMode = "builtin" | "firebase";

export interface AppEnv {
  mode: DataMode;
  /** Public origin of the site, no trailing slash (canonical URLs, sitemap). */
  siteUrl: string;
  firebase: FirebaseWebConfig | null;
  /** Marketplace affiliate tag added to product links; null when unset. */
  affiliateTag: string | null;
  /** "host:port" of a Firestore emulator to use instead of the live project. */
  firestoreEmulatorHost: string | null;
  /** reCAPTCHA Enterprise site key for Firebase App Check; null (App Check off) until the owner
   * sets one. With it, every database request carries proof that it came from this site. */
  appCheckSiteKey: string | null;
  /** Firebase Auth settings, or null when sign-in is not configured. */
  auth: AuthSettings | null;
  /** The footer's two social profiles; null until the owner sets one. */
  social: Record<SocialNetworkId, string | null>;
}

/** The site's two social networks (the footer's Connect column), their setting and the hosts a profile may be on. */
export const socialNetworks = {
  instagram: { key: "VITE_SOCIAL_INSTAGRAM_URL", hosts: ["instagram.com", "www.instagram.com"] },
  youtube: { key: "VITE_SOCIAL_YOUTUBE_URL", hosts: ["youtube.com", "www.youtube.com"] },
} as const;

export type SocialNetworkId = keyof typeof socialNetworks;

export interface AuthSettings {
  config: FirebaseWebConfig;
  /** "host:port" of the Auth emulator, when used. */
  emulatorHost: string | null;
}

/** Project id of local work with the emulators (`.firebaserc`). A `demo-`
 * project never reaches a live Firebase service. */
export const DEMO_PROJECT_ID = "demo-fast-and-fuel";

/** Web config for the Auth emulator when no real project is configured:
 * `npm start` signs in against the emulator while content stays built-in. */
const DEMO_FIREBASE_CONFIG: FirebaseWebConfig = {
  apiKey: "demo-api-key",
  authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
  projectId: DEMO_PROJECT_ID,
  appId: "demo-app-id",
};

export class EnvError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration (check your .env file against .env.example):\n- ${problems.join("\n- ")}`);
    this.name = "EnvError";
  }
}

type RawEnv = Record<string, string | boolean | undefined>;

const DEFAULT_SITE_URL = "http://localhost:5173";

const REQUIRED_FIREBASE_KEYS = {
  apiKey: "VITE_FIREBASE_API_KEY",
  authDomain: "VITE_FIREBASE_AUTH_DOMAIN",
  projectId: "VITE_FIREBASE_PROJECT_ID",
  appId: "VITE_FIREBASE_APP_ID",
} as const;

const OPTIONAL_FIREBASE_KEYS = {
  storageBucket: "VITE_FIREBASE_STORAGE_BUCKET",
  messagingSenderId: "VITE_FIREBASE_MESSAGING_SENDER_ID",
} as const;

function readString(raw: RawEnv, key: string): string | undefined {
  const value = raw[key];
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

function parseSiteUrl(raw: RawEnv, problems: string[]): string {
  const value = readString(raw, "VITE_SITE_URL");
  if (value === undefined) return DEFAULT_SITE_URL;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      problems.push(`VITE_SITE_URL must start with https:// or http:// (got "${value}").`);
      return DEFAULT_SITE_URL;
    }
    return url.origin;
  } catch {
    problems.push(`VITE_SITE_URL must be an absolute URL such as https://fastandfuel.app (got "${value}").`);
    return DEFAULT_SITE_URL;
  }
}

function parseFirebase(raw: RawEnv, problems: string[]): FirebaseWebConfig | null {
  const entries = Object.entries(REQUIRED_FIREBASE_KEYS).map(
    ([field, key]) => [field, key, readString(raw, key)] as const,
  );
  const present = entries.filter(([, , value]) => value !== undefined);
  const anyOptional = Object.values(OPTIONAL_FIREBASE_KEYS).some((key) => readString(raw, key) !== undefined);
  // No Firebase keys at all: built-in mode, which is the default.
  if (present.length === 0 && !anyOptional) return null;

  const missing = entries.filter(([, , value]) => value === undefined).map(([, key]) => key);
  if (missing.length > 0) {
    problems.push(
      `Firebase is partly configured. Set all of ${Object.values(REQUIRED_FIREBASE_KEYS).join(", ")} ` +
        `or none of them (built-in mode). Missing: ${missing.join(", ")}.`,
    );
    return null;
  }

  const config: FirebaseWebConfig = {
    apiKey: readString(raw, REQUIRED_FIREBASE_KEYS.apiKey) ?? "",
    authDomain: readString(raw, REQUIRED_FIREBASE_KEYS.authDomain) ?? "",
    projectId: readString(raw, REQUIRED_FIREBASE_KEYS.projectId) ?? "",
    appId: readString(raw, REQUIRED_FIREBASE_KEYS.appId) ?? "",
  };
  const storageBucket = readString(raw, OPTIONAL_FIREBASE_KEYS.storageBucket);
  const messagingSenderId = readString(raw, OPTIONAL_FIREBASE_KEYS.messagingSenderId);
  if (storageBucket !== undefined) config.storageBucket = storageBucket;
  if (messagingSenderId !== undefined) config.messagingSenderId = messagingSenderId;
  return config;
}

function parseAffiliateTag(raw: RawEnv, problems: string[]): string | null {
  const value = readString(raw, "VITE_AFFILIATE_TAG");
  if (value === undefined) return null;
  if (!/^[\w-]{1,64}$/.test(value)) {
    problems.push(`VITE_AFFILIATE_TAG may only hold letters, digits, "_" and "-" (got "${value}").`);
    return null;
  }
  return value;
}

/** A profile address: https, on the network's own host, naming a profile
 * (not the network's home page). Nobody's handle is assumed: unset is null. */
function parseSocial(raw: RawEnv, problems: string[]): Record<SocialNetworkId, string | null> {
  const read = (id: SocialNetworkId): string | null => {
    const { key, hosts } = socialNetworks[id];
    const value = readString(raw, key);
    if (value === undefined) return null;
    const url = URL.canParse(value) ? new URL(value) : null;
    const isProfile =
      url?.protocol === "https:" &&
      (hosts as readonly string[]).includes(url.hostname) &&
      url.pathname.length > 2;
    if (!url || !isProfile) {
      problems.push(
        `${key} must be the https address of a profile on ${hosts[1]}, e.g. https://${hosts[1]}/… (got "${value}").`,
      );
      return null;
    }
    return url.href;
  };
  return { instagram: read("instagram"), youtube: read("youtube") };
}

function parseAppCheckSiteKey(raw: RawEnv, firebase: FirebaseWebConfig | null, problems: string[]) {
  const key = "VITE_FIREBASE_APPCHECK_SITE_KEY";
  const value = readString(raw, key);
  if (value === undefined) return null;
  if (!/^[\w-]{20,100}$/.test(value)) {
    problems.push(
      `${key} must be a reCAPTCHA Enterprise site key (letters, digits, "_" and "-"; got "${value}").`,
    );
    return null;
  }
  if (!firebase) {
    problems.push(`${key} protects the database: set the VITE_FIREBASE_* settings too, or unset it.`);
    return null;
  }
  return value;
}

function parseEmulatorHost(raw: RawEnv, key: string, example: string, problems: string[]): string | null {
  const value = readString(raw, key);
  if (value === undefined) return null;
  if (!/^[\w.-]+:\d{2,5}$/.test(value)) {
    problems.push(`${key} must be host:port, e.g. ${example} (got "${value}").`);
    return null;
  }
  return value;
}

/** Sign-in works with a real project's config, or against the Auth emulator. */
function authSettings(firebase: FirebaseWebConfig | null, emulatorHost: string | null): AuthSettings | null {
  if (firebase) return { config: firebase, emulatorHost };
  if (emulatorHost) return { config: DEMO_FIREBASE_CONFIG, emulatorHost };
  return null;
}

/**
 * A production build for a real project must not point at local emulators:
 * its pages would read and sign in against 127.0.0.1 on every visitor's
 * machine. (A `demo-*` project exists only in the emulators, so it may.)
 */
function checkEmulatorsInProduction(
  firebase: FirebaseWebConfig | null,
  hosts: Record<string, string | null>,
  problems: string[],
) {
  if (!firebase || firebase.projectId.startsWith("demo-")) return;
  for (const [key, host] of Object.entries(hosts)) {
    if (host === null) continue;
    problems.push(
      `${key}=${host} points this production build of the real project "${firebase.projectId}" at a local ` +
        "emulator. Unset it for a deployable build (or use a demo-* project id for local work).",
    );
  }
}

/** Validates a raw environment (as Vite exposes it) into the app's settings.
 * `production`: a build meant for deployment (`react-router build`).
 * @throws {EnvError} listing every problem at once. */
export function parseEnv(raw: RawEnv, { production = false }: { production?: boolean } = {}): AppEnv {
  const problems: string[] = [];
  const siteUrl = parseSiteUrl(raw, problems);
  const firebase = parseFirebase(raw, problems);
  const affiliateTag = parseAffiliateTag(raw, problems);
  const social = parseSocial(raw, problems);
  const appCheckSiteKey = parseAppCheckSiteKey(raw, firebase, problems);
  const firestoreEmulatorHost = parseEmulatorHost(
    raw,
    "VITE_FIRESTORE_EMULATOR_HOST",
    "127.0.0.1:8080",
    problems,
  );
  const authEmulatorHost = parseEmulatorHost(
    raw,
    "VITE_FIREBASE_AUTH_EMULATOR_HOST",
    "127.0.0.1:9099",
    problems,
  );
  if (production) {
    checkEmulatorsInProduction(
      firebase,
      {
        VITE_FIRESTORE_EMULATOR_HOST: firestoreEmulatorHost,
        VITE_FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      },
      problems,
    );
  }
  if (problems.length > 0) throw new EnvError(problems);
  return {
    mode: firebase ? "firebase" : "builtin",
    siteUrl,
    firebase,
    affiliateTag,
    firestoreEmulatorHost,
    appCheckSiteKey,
    auth: authSettings(firebase, authEmulatorHost),
    social,
  };
}
