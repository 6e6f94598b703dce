import { readFileSync, readdirSync } from "node:fs";
import { E2E_AUTH_EMULATOR_HOST } from "../../../scripts/lib/e2e-hosts.mjs";

export { E2E_AUTH_EMULATOR_HOST };

/** True when the build in `dir` was made to sign in at the e2e emulator. */
export function buildUsesE2eEmulator(dir = "build/client"): boolean {
  return readdirSync(`${dir}/assets`)
    .filter((name) => name.endsWith(".js"))
    .some((name) => readFileSync(`${dir}/assets/${name}`, "utf8").includes(E2E_AUTH_EMULATOR_HOST));
}
