import { existsSync } from "node:fs";
// Plain ESM helper shared with `npm run preview`; typed through its JSDoc.
import { startStaticServer } from "../../../scripts/static-server.mjs";
import { buildUsesE2eEmulator, E2E_AUTH_EMULATOR_HOST, startE2eAuthEmulator } from "./auth-emulator";

/** Serves the production build (as Firebase Hosting would, headers and CSP
 * included) on a free port for the whole run, next to a seeded Firebase Auth
 * emulator the build signs in at. Workers inherit E2E_BASE_URL. */
export default async function globalSetup() {
  if (!existsSync("build/client/index.html")) {
    throw new Error("No build in build/client. Run `npm run build:e2e` first (`npm run test:e2e` does).");
  }
  if (!buildUsesE2eEmulator()) {
    throw new Error(
      `build/client does not sign in at the e2e Auth emulator (${E2E_AUTH_EMULATOR_HOST}): ` +
        "it was built with `npm run build`. Run `npm run build:e2e` (`npm run test:e2e` does).",
    );
  }
  const emulator = await startE2eAuthEmulator();
  const server = await startStaticServer({ port: 0, extraConnectSrc: [`http://${E2E_AUTH_EMULATOR_HOST}`] });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.close();
    await emulator.stop();
  };
}
