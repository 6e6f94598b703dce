import { z } from "zod";

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
  /** Who is responsible for readers' data (name and postal address), as the privacy notice names
   * them; null in local work. A production build of a real project requires it. */
  privacyController: string | null;
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

export type RawEnv = Record<string, string | boolean | undefined>;

/** A setting as the owner writes it in `.env`: trimmed, and a blank line (as in `.env.example`) means unset. */
const setting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null), schema.nullable());

const pattern = (regex: RegExp, message: (value: string) => string) =>
  setting(z.string().regex(regex, { error: (issue) => message(String(issue.input)) }));

const hostPort = (example: string) =>
  pattern(/^[\w.-]+:\d{2,5}$/, (v) => `must be host:port, e.g. ${example} (got "${v}").`);

/** A profile address: https, on the network's own host, naming a profile (not the network's home page). */
const profileUrl = ({ hosts }: (typeof socialNetworks)[SocialNetworkId]) => {
  const error = (issue: { input?: unknown }) =>
    `must be the https address of a profile on ${hosts[1]}, e.g. https://${hosts[1]}/… (got "${String(issue.input)}").`;
  const hostname = new RegExp(`^(${hosts.join("|").replaceAll(".", "\\.")})$`);
  const url = z.url({ protocol: /^https$/, hostname, normalize: true, error });
  // The profile path is looked at only on a well-formed address, so the owner reads one message, not two.
  return setting(
    url.refine((href) => new URL(href).pathname.length > 2, { error, when: (p) => !p.issues.length }),
  );
};

const settingsSchema = z.object({
  VITE_SITE_URL: setting(
    z
      .url({
        protocol: /^https?$/,
        error: ({ input }) =>
          URL.canParse(String(input))
            ? `must start with https:// or http:// (got "${String(input)}").`
            : `must be an absolute URL such as https://fastandfuel.app (got "${String(input)}").`,
      })
      .transform((url) => new URL(url).origin),
  ),
  VITE_FIREBASE_API_KEY: setting(z.string()),
  VITE_FIREBASE_AUTH_DOMAIN: setting(z.string()),
  VITE_FIREBASE_PROJECT_ID: setting(z.string()),
  VITE_FIREBASE_APP_ID: setting(z.string()),
  VITE_FIREBASE_STORAGE_BUCKET: setting(z.string()),
  VITE_FIREBASE_MESSAGING_SENDER_ID: setting(z.string()),
  VITE_AFFILIATE_TAG: pattern(
    /^[\w-]{1,64}$/,
    (v) => `may only hold letters, digits, "_" and "-" (got "${v}").`,
  ),
  [socialNetworks.instagram.key]: profileUrl(socialNetworks.instagram),
  [socialNetworks.youtube.key]: profileUrl(socialNetworks.youtube),
  VITE_FIREBASE_APPCHECK_SITE_KEY: pattern(
    /^[\w-]{20,100}$/,
    (v) => `must be a reCAPTCHA Enterprise site key (letters, digits, "_" and "-"; got "${v}").`,
  ),
  VITE_PRIVACY_CONTROLLER: pattern(
    /^[^\n<>]{5,300}$/,
    (v) => `must be one line of 5 to 300 characters naming who runs the site and where (got "${v}").`,
  ),
  // "1": deploy a real project without App Check, knowing a script can then fill the newsletter list.
  VITE_FIREBASE_APPCHECK_WAIVED: pattern(/^1$/, (v) => `must be 1 or unset (got "${v}").`),
  VITE_FIRESTORE_EMULATOR_HOST: hostPort("127.0.0.1:8080"),
  VITE_FIREBASE_AUTH_EMULATOR_HOST: hostPort("127.0.0.1:9099"),
});

type Settings = z.output<typeof settingsSchema>;

const REQUIRED_FIREBASE_KEYS = [
  "VITE_FIREBASE_API_KEY",
  "VITE_FIREBASE_AUTH_DOMAIN",
  "VITE_FIREBASE_PROJECT_ID",
  "VITE_FIREBASE_APP_ID",
] as const;
const EMULATOR_KEYS = ["VITE_FIRESTORE_EMULATOR_HOST", "VITE_FIREBASE_AUTH_EMULATOR_HOST"] as const;

/** The project's web config when all four required keys are set; null (built-in content) otherwise. */
function firebaseConfig(s: Settings): FirebaseWebConfig | null {
  const [apiKey, authDomain, projectId, appId] = REQUIRED_FIREBASE_KEYS.map((key) => s[key]);
  if (!apiKey || !authDomain || !projectId || !appId) return null;
  const storageBucket = s.VITE_FIREBASE_STORAGE_BUCKET ?? undefined;
  const messagingSenderId = s.VITE_FIREBASE_MESSAGING_SENDER_ID ?? undefined;
  return { apiKey, authDomain, projectId, appId, storageBucket, messagingSenderId };
}

/** Rules across settings. They run even when another setting is wrong, so the owner sees every problem at
 * once, but skip a setting that is wrong itself: its own message already says what to fix.
 * `production`: a build meant for deployment (`react-router build`). */
const checkAcrossSettings = (production: boolean) => (s: Settings, ctx: z.RefinementCtx<Settings>) => {
  const isValid = (key: keyof Settings) =>
    s[key] !== null && !ctx.issues.some((issue) => issue.path?.[0] === key);
  const firebase = firebaseConfig(s);
  const missing = REQUIRED_FIREBASE_KEYS.filter((key) => s[key] === null);
  const optional = [s.VITE_FIREBASE_STORAGE_BUCKET, s.VITE_FIREBASE_MESSAGING_SENDER_ID];
  if (!firebase && (missing.length < REQUIRED_FIREBASE_KEYS.length || optional.some((v) => v !== null))) {
    ctx.addIssue(
      `Firebase is partly configured. Set all of ${REQUIRED_FIREBASE_KEYS.join(", ")} ` +
        `or none of them (built-in mode). Missing: ${missing.join(", ")}.`,
    );
  }
  if (isValid("VITE_FIREBASE_APPCHECK_SITE_KEY") && !firebase) {
    ctx.addIssue(
      "VITE_FIREBASE_APPCHECK_SITE_KEY protects the database: set the VITE_FIREBASE_* settings too, or unset it.",
    );
  }
  // A deployed build of a real project pointed at 127.0.0.1 would read and sign in against every visitor's
  // own machine. (A `demo-*` project exists only in the emulators, so it may.)
  if (!production || !firebase || firebase.projectId.startsWith("demo-")) return;
  // Every canonical URL, share tag, JSON-LD block, the sitemap, the feed and robots.txt are written
  // with this origin at build time: a real project's build without it would point them all at localhost.
  const siteHost = s.VITE_SITE_URL === null ? null : new URL(s.VITE_SITE_URL).hostname;
  if (
    isValid("VITE_SITE_URL")
      ? /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(siteHost ?? "")
      : s.VITE_SITE_URL === null
  ) {
    ctx.addIssue(
      `VITE_SITE_URL must be the site's public address (such as https://fastandfuel.app) for a production build of ` +
        `the real project "${firebase.projectId}"; it is ${siteHost === null ? "not set" : `"${String(s.VITE_SITE_URL)}"`}.`,
    );
  }
  // The sign-up form is open to anyone: only App Check keeps a script from filling the list with
  // strangers' addresses and spending the day's writes, so going live without it is a stated choice.
  if (s.VITE_FIREBASE_APPCHECK_SITE_KEY === null && s.VITE_FIREBASE_APPCHECK_WAIVED === null) {
    ctx.addIssue(
      `VITE_FIREBASE_APPCHECK_SITE_KEY is not set for a production build of the real project "${firebase.projectId}": ` +
        "without App Check a script can flood the newsletter list (docs/deploy.md). " +
        "Set the key, or VITE_FIREBASE_APPCHECK_WAIVED=1 to deploy without it.",
    );
  }
  // The privacy notice names who is responsible for readers' addresses; it is never made up.
  if (s.VITE_PRIVACY_CONTROLLER === null) {
    ctx.addIssue(
      `VITE_PRIVACY_CONTROLLER must name who is responsible for readers' data (name and postal address) for a ` +
        `production build of the real project "${firebase.projectId}": the privacy notice shows it.`,
    );
  }
  for (const key of EMULATOR_KEYS.filter(isValid)) {
    ctx.addIssue(
      `${key}=${String(s[key])} points this production build of the real project "${firebase.projectId}" at a local ` +
        "emulator. Unset it for a deployable build (or use a demo-* project id for local work).",
    );
  }
};

/** Validates a raw environment (as Vite exposes it) into the app's settings.
 * `production`: a build meant for deployment (`react-router build`).
 * @throws {EnvError} listing every problem at once. */
export function parseEnv(raw: RawEnv, { production = false }: { production?: boolean } = {}): AppEnv {
  const result = settingsSchema
    .superRefine(checkAcrossSettings(production), { when: () => true })
    .safeParse(raw);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map(({ path, message }) => (path[0] ? `${String(path[0])} ${message}` : message)),
    );
  }
  const s = result.data;
  const firebase = firebaseConfig(s);
  const authEmulatorHost = s.VITE_FIREBASE_AUTH_EMULATOR_HOST;
  return {
    mode: firebase ? "firebase" : "builtin",
    siteUrl: s.VITE_SITE_URL ?? "http://localhost:5173",
    firebase,
    affiliateTag: s.VITE_AFFILIATE_TAG,
    firestoreEmulatorHost: s.VITE_FIRESTORE_EMULATOR_HOST,
    appCheckSiteKey: s.VITE_FIREBASE_APPCHECK_SITE_KEY,
    // Sign-in works with a real project's config, or against the Auth emulator with the demo one.
    auth:
      firebase || authEmulatorHost
        ? { config: firebase ?? DEMO_FIREBASE_CONFIG, emulatorHost: authEmulatorHost }
        : null,
    social: { instagram: s.VITE_SOCIAL_INSTAGRAM_URL, youtube: s.VITE_SOCIAL_YOUTUBE_URL },
    privacyController: s.VITE_PRIVACY_CONTROLLER,
  };
}
