// Runs the tests that need the Firestore emulator (tests/emulator) inside the emulator, wherever it
// can start. Where it cannot (no Java 21+, or no network for its first download) the tests still run
// and report themselves as SKIPPED with the reason; they never count as passed.
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
