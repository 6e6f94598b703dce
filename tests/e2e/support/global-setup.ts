import { existsSync } from "node:fs";
import { DEMO_PROJECT_ID, seedAuthAccounts } from "../../../scripts/lib/dev-accounts.mjs";
import { E2E_FIREBASE_BUILD_DIR, E2E_FIRESTORE_HOST } from "../../../scripts/lib/e2e-hosts.mjs";
// Plain ESM helper shared with `npm run preview`; typed through its JSDoc.
import { startStaticServer } from "../../../scripts/static-server.mjs";
import { buildUsesE2eEmulator, E2E_AUTH_EMULATOR_HOST } from "./auth-emulator";
import { readContentSeed, startFirestoreStandIn } from "./firestore-stand-in";

function checkBuild(dir: string, command: string) {
  if (!existsSync(`${dir}/index.html`)) {
    throw new Error(`No build in ${dir}. Run \`${command}\` first (\`npm run test:e2e\` does).`);
  }
  if (!buildUsesE2eEmulator(dir)) {
    throw new Error(
      `${dir} does not sign in at the e2e Auth emulator (${E2E_AUTH_EMULATOR_HOST}): ` +
        `it was built with \`npm run build\`. Run \`${command}\` (\`npm run test:e2e\` does).`,
    );
  }
}

/** Seeds the accounts of the Auth emulator both builds sign in at (playwright.config.ts starts it), then
 * serves both production builds (as Firebase Hosting would, headers and CSP included) on free ports for the
 * whole run, next to the Firestore stand-in the Firebase-mode build reads (seeded with the build's own
 * articles and products). Workers inherit the URLs through the environment. */
export default async function globalSetup() {
  checkBuild("build/client", "npm run build:e2e");
  checkBuild(E2E_FIREBASE_BUILD_DIR, "npm run build:e2e-firebase");
  await seedAuthAccounts(E2E_AUTH_EMULATOR_HOST);
  const authOrigin = `http://${E2E_AUTH_EMULATOR_HOST}`;
  const standIn = await startFirestoreStandIn({
    port: Number(E2E_FIRESTORE_HOST.split(":")[1]),
    projectId: DEMO_PROJECT_ID,
  });
  standIn.reset(readContentSeed(E2E_FIREBASE_BUILD_DIR));
  const server = await startStaticServer({ port: 0, extraConnectSrc: [authOrigin] });
  const firebaseServer = await startStaticServer({
    port: 0,
    publicDir: E2E_FIREBASE_BUILD_DIR,
    extraConnectSrc: [authOrigin, standIn.url],
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_FIREBASE_BASE_URL = firebaseServer.url;
  process.env.E2E_STAND_IN_URL = standIn.url;
  return async () => {
    await Promise.all([server.close(), firebaseServer.close(), standIn.close()]);
  };
}
