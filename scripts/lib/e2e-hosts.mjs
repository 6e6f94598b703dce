// Where the e2e suites' local services listen: their own ports, so they run
// next to `npm start`'s emulators (Auth 9099, Firestore 8080).

/** The Auth emulator both e2e builds sign in at (`npm run build:e2e`). */
export const E2E_AUTH_EMULATOR_HOST = "127.0.0.1:9199";

/** The Firestore REST stand-in the Firebase-mode e2e build reads and writes. */
export const E2E_FIRESTORE_HOST = "127.0.0.1:9180";

/** Where `npm run build:e2e-firebase` leaves the Firebase-mode build. */
export const E2E_FIREBASE_BUILD_DIR = "build-e2e-firebase/client";

/** The social profiles the Firebase-mode e2e build is configured with (test
 * addresses: the browser tests read the links, never follow them). */
export const E2E_SOCIAL_PROFILES = {
  instagram: "https://www.instagram.com/fastandfuel-e2e",
  youtube: "https://www.youtube.com/@fastandfuel-e2e",
};
