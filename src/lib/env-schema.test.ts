// @vitest-environment node
import { expect, test } from "vitest";
import { DEMO_PROJECT_ID, EnvError, parseEnv } from "./env-schema";

const firebaseKeys = {
  VITE_FIREBASE_API_KEY: "key",
  VITE_FIREBASE_AUTH_DOMAIN: "demo.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "demo-fast-and-fuel",
  VITE_FIREBASE_APP_ID: "1:123:web:abc",
};
/** A project that is not an emulator's demo-* one: its production build must be ready to publish. */
const realProject = {
  ...firebaseKeys,
  VITE_FIREBASE_PROJECT_ID: "fast-and-fuel-prod",
  VITE_SITE_URL: "https://fastandfuel.app",
};
const controller = "A. Owner, 1 Example Street, Exampletown";
const production = { production: true };
const demo = { VITE_FIREBASE_PROJECT_ID: "demo-x" };

test("a production build of a real project refuses emulator hosts, naming each", () => {
  const real = {
    ...realProject,
    VITE_FIREBASE_APPCHECK_SITE_KEY: "6Lc_site-key_0123456789",
    VITE_PRIVACY_CONTROLLER: controller,
  };
  const withEmulators = {
    ...real,
    VITE_FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
    VITE_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
  };
  expect(() => parseEnv(withEmulators, production)).toThrow(
    /VITE_FIRESTORE_EMULATOR_HOST=127\.0\.0\.1:8080 points this production build of the real project "fast-and-fuel-prod" at a local emulator[\s\S]*VITE_FIREBASE_AUTH_EMULATOR_HOST/,
  );
  // Development, a demo-* project, or a production build without emulators are fine.
  expect(parseEnv(withEmulators).firestoreEmulatorHost).toBe("127.0.0.1:8080");
  expect(parseEnv({ ...withEmulators, ...demo }, production).mode).toBe("firebase");
  expect(parseEnv(real, production).firestoreEmulatorHost).toBeNull();
  // The e2e build: built-in content, sign-in against the Auth emulator.
  expect(parseEnv({ VITE_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9199" }, production).mode).toBe("builtin");
});

test.each([
  [undefined, "not set"],
  ["http://localhost:5173", '"http://localhost:5173"'],
  ["http://127.0.0.1:4173", '"http://127.0.0.1:4173"'],
])("a production build of a real project refuses VITE_SITE_URL=%s", (siteUrl, said) => {
  const env = { ...realProject, VITE_SITE_URL: siteUrl };
  expect(() => parseEnv(env, production)).toThrow(`real project "fast-and-fuel-prod"; it is ${said}.`);
  // Local builds and demo projects keep the local default.
  expect(parseEnv(env).siteUrl).toBe(siteUrl ? new URL(siteUrl).origin : "http://localhost:5173");
  expect(parseEnv({ ...env, ...demo }, production).mode).toBe("firebase");
});

test("a production build of a real project needs App Check (or its stated waiver) and a named controller", () => {
  expect(() => parseEnv(realProject, production)).toThrow(
    /VITE_FIREBASE_APPCHECK_SITE_KEY is not set[\s\S]*VITE_FIREBASE_APPCHECK_WAIVED=1[\s\S]*VITE_PRIVACY_CONTROLLER must name/,
  );
  const named = { ...realProject, VITE_PRIVACY_CONTROLLER: controller };
  expect(parseEnv({ ...named, VITE_FIREBASE_APPCHECK_WAIVED: "1" }, production).privacyController).toBe(
    controller,
  );
  expect(() => parseEnv({ ...named, VITE_FIREBASE_APPCHECK_WAIVED: "yes" })).toThrow("must be 1 or unset");
  // Local work and demo projects need neither.
  expect(parseEnv(realProject).mode).toBe("firebase");
  expect(parseEnv({ ...realProject, ...demo }, production).privacyController).toBeNull();
});

test("runs in built-in mode with the local origin when nothing is configured", () => {
  expect(parseEnv({})).toEqual({
    mode: "builtin",
    siteUrl: "http://localhost:5173",
    firebase: null,
    affiliateTag: null,
    firestoreEmulatorHost: null,
    appCheckSiteKey: null,
    auth: null,
    social: { instagram: null, youtube: null },
    privacyController: null,
  });
});

test("reads the site URL as its origin, the social profiles, the affiliate tag, an emulator host and an App Check key", () => {
  const key = "6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-";
  expect(
    parseEnv({
      ...firebaseKeys,
      VITE_SITE_URL: "https://fastandfuel.app/some/path/",
      VITE_SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/fastandfuel",
      VITE_SOCIAL_YOUTUBE_URL: " https://youtube.com/@fastandfuel ",
      VITE_AFFILIATE_TAG: "fastfuel-20",
      VITE_FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
      VITE_FIREBASE_APPCHECK_SITE_KEY: key,
    }),
  ).toMatchObject({
    siteUrl: "https://fastandfuel.app",
    social: {
      instagram: "https://www.instagram.com/fastandfuel",
      youtube: "https://youtube.com/@fastandfuel",
    },
    affiliateTag: "fastfuel-20",
    firestoreEmulatorHost: "127.0.0.1:8080",
    appCheckSiteKey: key,
  });
  // App Check is off until a site key is set, and protects nothing without the database settings.
  expect(parseEnv(firebaseKeys).appCheckSiteKey).toBeNull();
  expect(() => parseEnv({ VITE_FIREBASE_APPCHECK_SITE_KEY: key })).toThrow(
    "VITE_FIREBASE_APPCHECK_SITE_KEY protects the database: set the VITE_FIREBASE_* settings too",
  );
});

const profile = "must be the https address of a profile";
test.each([
  ["VITE_SOCIAL_INSTAGRAM_URL", "http://www.instagram.com/fastandfuel", profile],
  ["VITE_SOCIAL_INSTAGRAM_URL", "https://www.youtube.com/@fastandfuel", profile],
  ["VITE_SOCIAL_INSTAGRAM_URL", "https://www.instagram.com/", profile],
  ["VITE_SOCIAL_YOUTUBE_URL", "https://evil.example/@youtube.com", profile],
  ["VITE_SOCIAL_YOUTUBE_URL", "https://www.youtube.com.evil.example/@fastandfuel", profile],
  ["VITE_SITE_URL", "fastandfuel.app", "must be an absolute URL"],
  ["VITE_SITE_URL", "ftp://fastandfuel.app", "must start with https:// or http://"],
  ["VITE_AFFILIATE_TAG", "a&b=c", "may only hold letters"],
  ["VITE_FIRESTORE_EMULATOR_HOST", "http://127.0.0.1", "must be host:port"],
  ["VITE_FIREBASE_AUTH_EMULATOR_HOST", "localhost", "must be host:port"],
  ["VITE_FIREBASE_APPCHECK_SITE_KEY", "<script>", "must be a reCAPTCHA Enterprise site key"],
])("refuses %s=%j, saying it %s", (key, value, message) => {
  expect(() => parseEnv({ ...firebaseKeys, [key]: value })).toThrow(`${key} ${message}`);
});

test("switches to firebase mode when the four required keys are set, blank values being unset", () => {
  const result = parseEnv({ ...firebaseKeys, VITE_FIREBASE_STORAGE_BUCKET: "b", VITE_SITE_URL: "" });
  expect(result.mode).toBe("firebase");
  expect(result.firebase).toEqual({
    apiKey: "key",
    authDomain: "demo.firebaseapp.com",
    projectId: "demo-fast-and-fuel",
    appId: "1:123:web:abc",
    storageBucket: "b",
  });
  // Sign-in uses the project's own config.
  expect(result.auth).toEqual({ config: result.firebase, emulatorHost: null });
  expect(parseEnv({ VITE_FIREBASE_API_KEY: "  " }).mode).toBe("builtin");
});

test("names the missing keys when Firebase is partly configured, and every problem at once", () => {
  expect(() => parseEnv({ VITE_FIREBASE_API_KEY: "key" })).toThrow(
    /Missing: VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID/,
  );
  const both = () => parseEnv({ VITE_SITE_URL: "nope", VITE_FIREBASE_APP_ID: "x" });
  expect(both).toThrow(EnvError);
  expect(both).toThrow(/VITE_SITE_URL must[\s\S]*Firebase is partly configured/);
});

test("signs in against the Auth emulator with a demo project while content stays built-in", () => {
  const result = parseEnv({ VITE_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" });
  expect(result.mode).toBe("builtin");
  expect(result.auth).toEqual({
    config: expect.objectContaining({ projectId: DEMO_PROJECT_ID }) as unknown,
    emulatorHost: "127.0.0.1:9099",
  });
});
