// `npm run build:e2e-firebase`: the Firebase-mode build for the e2e suite on a `demo-` project, moved aside
// for the built-in e2e build. It prerenders the database's articles, so the seeded stand-in runs meanwhile.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { DEMO_PROJECT_ID, demoFirebaseEnv } from "./lib/dev-accounts.mjs";
import {
  E2E_AUTH_EMULATOR_HOST,
  E2E_FIREBASE_BUILD_DIR,
  E2E_FIRESTORE_HOST,
  E2E_SOCIAL_PROFILES,
} from "./lib/e2e-hosts.mjs";
import { startE2eStandIn } from "./lib/app-modules.mjs";

const standIn = await startE2eStandIn(DEMO_PROJECT_ID);

const env = {
  ...process.env,
  ...demoFirebaseEnv({ authHost: E2E_AUTH_EMULATOR_HOST, firestoreHost: E2E_FIRESTORE_HOST }),
  VITE_SOCIAL_INSTAGRAM_URL: E2E_SOCIAL_PROFILES.instagram,
  VITE_SOCIAL_YOUTUBE_URL: E2E_SOCIAL_PROFILES.youtube,
};
// Asynchronous, so the stand-in in this process can answer the build.
const [status] = await once(spawn("npm", ["run", "build"], { stdio: "inherit", env }), "close");
await standIn.close();
if (status !== 0) process.exit(status ?? 1);

rmSync(dirname(E2E_FIREBASE_BUILD_DIR), { recursive: true, force: true });
mkdirSync(dirname(E2E_FIREBASE_BUILD_DIR), { recursive: true });
renameSync("build/client", E2E_FIREBASE_BUILD_DIR);
console.log(`Firebase-mode e2e build in ${E2E_FIREBASE_BUILD_DIR}`);
