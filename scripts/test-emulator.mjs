// Runs tests/emulator in the Firestore emulator; where it cannot start, they report SKIPPED, never passed.
import { spawnSync } from "node:child_process";
import { firestoreEmulatorBlocker, runInEmulators } from "./lib/emulators.mjs";

const VITEST = ["vitest", "run", "--reporter=verbose", "--config", "tests/emulator/vitest.config.ts"];

/** @param {string} reason @returns {never} */
function skip(reason) {
  console.log(`\nSKIPPED: Firestore emulator tests — ${reason}\n`);
  const env = { ...process.env, EMULATOR_SKIP_REASON: reason, FIRESTORE_EMULATOR_HOST: "" };
  process.exit(spawnSync("npx", VITEST, { stdio: "inherit", env }).status ?? 1);
}

const blocker = firestoreEmulatorBlocker();
if (blocker) skip(blocker);
const { started, status } = await runInEmulators("firestore", ["npx", ...VITEST], {
  config: "tests/emulator/firebase.json",
});
if (!started) skip("the Firestore emulator did not start (its output above says why)");
process.exit(status);
