import { z } from "zod";

/* `vite.config.ts` runs `parseEnv` at build start, so a bad setting stops the build with a message saying
 * what to fix; the browser only receives the parsed result (`env.ts`). */

/** Public by design (it only identifies the project; `firestore.rules` is the security). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  storageBucket?: string;
  messagingSenderId?: string;
}

export type DataMode = "builtin" | "firebase";

export interface AppEnv {
  mode: DataMode;
  /** No trailing slash. */
  siteUrl: string;
  firebase: FirebaseWebConfig | null;
  affiliateTag: string | null;
  firestoreEmulatorHost: string | null;
  /** null turns App Check off; with a key, every database request proves it came from this site. */
  appCheckSiteKey: string | null;
  auth: AuthSettings | null;
  social: Record<SocialNetworkId, string | null>;
  /** Name and postal address the privacy notice gives; a production build of a real project requires it. */
  privacyController: string | null;
}

export const socialNetworks = {
  instagram: { key: "VITE_SOCIAL_INSTAGRAM_URL", hosts: ["instagram.com", "www.instagram.com"] },
  youtube: { key: "VITE_SOCIAL_YOUTUBE_URL", hosts: ["youtube.com", "www.youtube.com"] },
} as const;

export type SocialNetworkId = keyof typeof socialNetworks;

export interface AuthSettings {
  config: FirebaseWebConfig;
  emulatorHost: string | null;
}

/** Local work with the emulators (`.firebaserc`); a `demo-` project never reaches a live Firebase service. */
export const DEMO_PROJECT_ID = "demo-fast-and-fuel";

/** Lets `npm start` sign in against the Auth emulator while content stays built-in. */
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

/** A blank value (as `.env.example` leaves them) means unset. */
const setting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null), schema.nullable());

const pattern = (regex: RegExp, message: (value: string) => string) =>
  setting(z.string().regex(regex, { error: (issue) => message(String(issue.input)) }));

const hostPort = (example: string) =>
  pattern(/^[\w.-]+:\d{2,5}$/, (v) => `must be host:port, e.g. ${example} (got "${v}").`);

const profileUrl = ({ hosts }: (typeof socialNetworks)[SocialNetworkId]) => {
  const error = (issue: { input?: unknown }) =>
    `must be the https address of a profile on ${hosts[1]}, e.g. https://${hosts[1]}/… (got "${String(issue.input)}").`;
  const hostname = new RegExp(`^(${hosts.join("|").replaceAll(".", "\\.")})$`);
  const url = z.url({ protocol: /^https$/, hostname, normalize: true, error });
  // The path (a profile, not the network's home page) is checked only on a well-formed address: one message.
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

function firebaseConfig(s: Settings): FirebaseWebConfig | null {
  const [apiKey, authDomain, projectId, appId] = REQUIRED_FIREBASE_KEYS.map((key) => s[key]);
  if (!apiKey || !authDomain || !projectId || !appId) return null;
  const storageBucket = s.VITE_FIREBASE_STORAGE_BUCKET ?? undefined;
  const messagingSenderId = s.VITE_FIREBASE_MESSAGING_SENDER_ID ?? undefined;
  return { apiKey, authDomain, projectId, appId, storageBucket, messagingSenderId };
}

/** Runs even when another setting is wrong, so the owner sees every problem at once, but skips a setting
 * that is wrong itself: its own message already says what to fix. */
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
  // Canonical URLs, share tags, JSON-LD, the sitemap, the feed and robots.txt are written with this origin.
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
  // The privacy notice names who is responsible for readers' addresses, so it is never made up.
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

/** `production`: a build meant for deployment. @throws {EnvError} listing every problem at once. */
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
    auth:
      firebase || authEmulatorHost
        ? { config: firebase ?? DEMO_FIREBASE_CONFIG, emulatorHost: authEmulatorHost }
        : null,
    social: { instagram: s.VITE_SOCIAL_INSTAGRAM_URL, youtube: s.VITE_SOCIAL_YOUTUBE_URL },
    privacyController: s.VITE_PRIVACY_CONTROLLER,
  };
}
