import { readFileSync, readdirSync } from "node:fs";
// Plain ESM helpers shared with `npm start`; typed through their JSDoc.
import { E2E_AUTH_EMULATOR_HOST } from "../../../scripts/lib/e2e-hosts.mjs";
import { seedAuthAccounts, startEmulators } from "../../../scripts/lib/emulators.mjs";

export { E2E_AUTH_EMULATOR_HOST };

const CONFIG = "tests/e2e/support/firebase.auth.json";

/** True when the build in `dir` was made to sign in at the e2e emulator. */
export function buildUsesE2eEmulator(dir = "build/client"): boolean {
  return readdirSync(`${dir}/assets`)
    .filter((name) => name.endsWith(".js"))
    .some((name) => readFileSync(`${dir}/assets/${name}`, "utf8").includes(E2E_AUTH_EMULATOR_HOST));
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
