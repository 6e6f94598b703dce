// Local-only accounts for `npm start` and the e2e tests: `demo-` projects never reach a live service.
import { readFileSync } from "node:fs";
import { importTypeScript } from "./app-modules.mjs";

const developer = JSON.parse(
  readFileSync(new URL("../../src/config/developer.json", import.meta.url), "utf8"),
);

export const { DEMO_PROJECT_ID } = /** @type {{ DEMO_PROJECT_ID: string }} */ (
  await importTypeScript("src/lib/env-schema.ts")
);

export const devAccounts = {
  developer: {
    email: /** @type {string} */ (developer.email),
    password: "fastandfuel-dev",
    emailVerified: true,
    displayName: "Fast & Fuel developer",
  },
  reader: {
    email: "reader@example.com",
    password: "fastandfuel-reader",
    emailVerified: true,
    displayName: "A reader",
  },
};

/** Kept if they exist; the developer gets the claim the rules require. @param {string} host */
export async function seedAuthAccounts(host) {
  const { adminAuth, setDeveloperClaim } = await import("./developer-claim.mjs");
  const auth = adminAuth(DEMO_PROJECT_ID, host);
  for (const account of Object.values(devAccounts)) {
    await auth.createUser(account).catch((/** @type {{ code?: string }} */ error) => {
      if (error.code !== "auth/email-already-exists") throw error;
    });
  }
  await setDeveloperClaim({
    email: devAccounts.developer.email,
    projectId: DEMO_PROJECT_ID,
    emulatorHost: host,
  });
}

export function describeAccounts() {
  const { developer, reader } = devAccounts;
  return [
    "Sign in at /login with (local Auth emulator accounts):",
    `  developer: ${developer.email} / ${developer.password}  → opens /dev-add-product`,
    `  reader:    ${reader.email} / ${reader.password}  → not allowed on /dev-add-product`,
  ].join("\n");
}

/** @param {{ authHost: string, firestoreHost: string }} hosts */
export function demoFirebaseEnv({ authHost, firestoreHost }) {
  return {
    VITE_FIREBASE_API_KEY: "demo-api-key",
    VITE_FIREBASE_AUTH_DOMAIN: `${DEMO_PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
    VITE_FIREBASE_APP_ID: "demo-app-id",
    VITE_FIREBASE_AUTH_EMULATOR_HOST: authHost,
    VITE_FIRESTORE_EMULATOR_HOST: firestoreHost,
  };
}
