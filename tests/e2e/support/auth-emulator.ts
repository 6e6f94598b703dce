import { readFileSync, readdirSync } from "node:fs";
// Plain ESM helpers shared with `npm start`; typed through their JSDoc.
import { seedAuthAccounts, startEmulators } from "../../../scripts/lib/emulators.mjs";

/** The Auth emulator the e2e build signs in against (`npm run build:e2e`).
 * Its own ports, so it runs next to `npm start`'s emulator (9099). */
export const E2E_AUTH_EMULATOR_HOST = "127.0.0.1:9199";
const CONFIG = "tests/e2e/support/firebase.auth.json";

/** True when the build in build/client was made to sign in at the e2e emulator. */
export function buildUsesE2eEmulator(): boolean {
  return readdirSync("build/client/assets")
    .filter((name) => name.endsWith(".js"))
    .some((name) => readFileSync(`build/client/assets/${name}`, "utf8").includes(E2E_AUTH_EMULATOR_HOST));
}

/** Starts the Auth emulator (firebase-tools, offline, no Java) and seeds the
 * developer and reader accounts. */
export async function startE2eAuthEmulator(): Promise<{ stop: () => Promise<void> }> {
  const emulator = await startEmulators({
    only: "auth",
    config: CONFIG,
    readyUrls: [`http://${E2E_AUTH_EMULATOR_HOST}/`],
    quiet: true,
  });
  try {
    await seedAuthAccounts(E2E_AUTH_EMULATOR_HOST);
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  return emulator;
}
