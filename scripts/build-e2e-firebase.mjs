// `npm run build:e2e-firebase`: the production build in Firebase mode (a
// `demo-` project, so nothing can reach a live service), reading Firestore at
// the e2e stand-in and signing in at the e2e Auth emulator; moved to
// build-e2e-firebase/client so the built-in e2e build can take build/client.
import { spawnSync } from "node:child_process";
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { demoFirebaseEnv } from "./lib/dev-accounts.mjs";
import { E2E_AUTH_EMULATOR_HOST, E2E_FIREBASE_BUILD_DIR, E2E_FIRESTORE_HOST } from "./lib/e2e-hosts.mjs";

const env = {
  ...process.env,
  ...demoFirebaseEnv({ authHost: E2E_AUTH_EMULATOR_HOST, firestoreHost: E2E_FIRESTORE_HOST }),
};
const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env });
if (result.status !== 0) process.exit(result.status ?? 1);

rmSync(dirname(E2E_FIREBASE_BUILD_DIR), { recursive: true, force: true });
mkdirSync(dirname(E2E_FIREBASE_BUILD_DIR), { recursive: true });
renameSync("build/client", E2E_FIREBASE_BUILD_DIR);
console.log(`Firebase-mode e2e build in ${E2E_FIREBASE_BUILD_DIR}`);
