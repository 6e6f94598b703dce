// `npm run build:e2e-firebase`: the production build in Firebase mode (a
// `demo-` project, so nothing can reach a live service), reading Firestore at
// the e2e stand-in and signing in at the e2e Auth emulator; moved to
// build-e2e-firebase/client so the built-in e2e build can take build/client.
// The build prerenders the database's articles, so the stand-in runs, seeded
// with the built-in content, while it builds.
import { spawn } from "node:child_process";
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_PROJECT_ID, demoFirebaseEnv } from "./lib/dev-accounts.mjs";
import {
  E2E_AUTH_EMULATOR_HOST,
  E2E_FIREBASE_BUILD_DIR,
  E2E_FIRESTORE_HOST,
  E2E_SOCIAL_PROFILES,
} from "./lib/e2e-hosts.mjs";
import { importAppEntry } from "./lib/seed-firestore.mjs";

const { startSeededStandIn } = await importAppEntry(
  fileURLToPath(new URL("./lib/e2e-stand-in-entry.ts", import.meta.url)),
  "e2e-stand-in",
);
const standIn = await startSeededStandIn(Number(E2E_FIRESTORE_HOST.split(":")[1]), DEMO_PROJECT_ID);

const env = {
  ...process.env,
  ...demoFirebaseEnv({ authHost: E2E_AUTH_EMULATOR_HOST, firestoreHost: E2E_FIRESTORE_HOST }),
  // A configured deploy's footer, in a browser (the built-in e2e build leaves them unset).
  VITE_SOCIAL_INSTAGRAM_URL: E2E_SOCIAL_PROFILES.instagram,
  VITE_SOCIAL_YOUTUBE_URL: E2E_SOCIAL_PROFILES.youtube,
};
// Asynchronous, so the stand-in in this process can answer the build.
const status = await new Promise((resolve) => {
  spawn("npm", ["run", "build"], { stdio: "inherit", env }).on("close", resolve);
});
await standIn.close();
if (status !== 0) process.exit(typeof status === "number" ? status : 1);

rmSync(dirname(E2E_FIREBASE_BUILD_DIR), { recursive: true, force: true });
mkdirSync(dirname(E2E_FIREBASE_BUILD_DIR), { recursive: true });
renameSync("build/client", E2E_FIREBASE_BUILD_DIR);
console.log(`Firebase-mode e2e build in ${E2E_FIREBASE_BUILD_DIR}`);
