// The accounts `npm start` and the e2e tests create in the Auth emulator.
// Local-only credentials: the emulator never talks to a real project.
import { readFileSync } from "node:fs";

const developer = JSON.parse(
  readFileSync(new URL("../../src/config/developer.json", import.meta.url), "utf8"),
);

/** @typedef {{ email: string, password: string, emailVerified: boolean, displayName: string }} DevAccount */

/** @type {{ developer: DevAccount, reader: DevAccount }} */
export const devAccounts = {
  developer: {
    email: developer.email,
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

/** Project id for local work (`.firebaserc`); `demo-` ids never reach live services. */
export const DEMO_PROJECT_ID = "demo-fast-and-fuel";

/**
 * The VITE_ settings of a Firebase-mode site on the demo project, reading and
 * writing local services (`npm start` with the Firestore emulator,
 * `npm run start:firebase`, the Firebase-mode e2e build).
 * @param {{ authHost: string, firestoreHost: string }} hosts
 */
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
