// Runs the tests that need the Firestore emulator (tests/emulator) inside
// `firebase emulators:exec`, wherever the emulator can start. Where it cannot
// (no Java 21+, or no network for its first download) the tests still run and
// report themselves as SKIPPED with the reason; they never count as passed.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { firestoreEmulatorBlocker } from "./lib/java.mjs";

const VITEST = "vitest run --reporter=verbose --config tests/emulator/vitest.config.ts";
const MARKER = "tests/emulator/.emulator-started";

/** @param {string} reason @returns {never} */
function skip(reason) {
  console.log(`\nSKIPPED: Firestore emulator tests — ${reason}\n`);
  const env = { ...process.env, EMULATOR_SKIP_REASON: reason, FIRESTORE_EMULATOR_HOST: "" };
  process.exit(spawnSync(`npx ${VITEST}`, { shell: true, stdio: "inherit", env }).status ?? 1);
}

const blocker = firestoreEmulatorBlocker();
if (blocker) skip(blocker);

rmSync(MARKER, { force: true });
const inner = `node -e "require('node:fs').writeFileSync('${MARKER}', '')" && npx ${VITEST}`;
const result = spawnSync(
  "npx",
  [
    "firebase",
    "emulators:exec",
    "--only",
    "firestore",
    "--project",
    "demo-fast-and-fuel",
    "--config",
    "tests/emulator/firebase.json",
    inner,
  ],
  { encoding: "utf8" },
);
process.stdout.write(result.stdout ?? "");
process.stderr.write(result.stderr ?? "");
if (!existsSync(MARKER)) {
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim();
  skip(`the Firestore emulator did not start (${output.split("\n").slice(-3).join(" / ") || "no output"})`);
}
rmSync(MARKER, { force: true });
process.exit(result.status ?? 1);
