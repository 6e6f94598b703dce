// Runs a command inside firebase-tools' `emulators:exec`. The Firestore emulator needs Java 21 or newer.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_PROJECT_ID } from "./dev-accounts.mjs";

export function firestoreEmulatorBlocker() {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  const match = result.error ? null : /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return "Java is not installed (the Firestore emulator needs Java 21 or newer)";
  // Java 8 and older call themselves "1.8".
  const major = Number(match[1]) === 1 ? Number(match[2]) : Number(match[1]);
  return major < 21 ? `the Firestore emulator needs Java 21 or newer, this machine has Java ${major}` : null;
}

/** `started` false: the command never ran. @param {string} only such as "auth,firestore" @param {readonly string[]} command
 * @param {{ env?: NodeJS.ProcessEnv, config?: string }} [options] `config`: another firebase.json */
export async function runInEmulators(only, command, { env = process.env, config } = {}) {
  const marker = join(tmpdir(), `fast-and-fuel-emulators-${process.pid}`);
  rmSync(marker, { force: true });
  const touch = `node -e "require('node:fs').writeFileSync('${marker}', '')"`;
  const script = [touch, command.map((part) => JSON.stringify(part)).join(" ")].join(" && ");
  const options = ["--only", only, "--project", DEMO_PROJECT_ID, ...(config ? ["--config", config] : [])];
  const exec = spawn("npx", ["firebase", "emulators:exec", ...options, script], { stdio: "inherit", env });
  const [status] = await once(exec, "exit");
  const started = existsSync(marker);
  rmSync(marker, { force: true });
  return { started, status: /** @type {number | null} */ (status) ?? 1 };
}
