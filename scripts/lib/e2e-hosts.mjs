// Their own ports, so the e2e suites run next to `npm start`'s emulators (Auth 9099, Firestore 8080).

export const E2E_AUTH_EMULATOR_HOST = "127.0.0.1:9199";

export const E2E_FIRESTORE_HOST = "127.0.0.1:9180";

export const E2E_FIREBASE_BUILD_DIR = "build-e2e-firebase/client";

export const E2E_SOCIAL_PROFILES = {
  instagram: "https://www.instagram.com/fastandfuel-e2e",
  youtube: "https://www.youtube.com/@fastandfuel-e2e",
};
