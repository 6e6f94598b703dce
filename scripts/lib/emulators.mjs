// Starts Firebase emulators (firebase-tools, a dev dependency) as a child
// process, waits until they answer, and seeds the Auth emulator's accounts.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { DEMO_PROJECT_ID, devAccounts } from "./dev-accounts.mjs";
import { setDeveloperClaim } from "./developer-claim.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const firebaseBin = fileURLToPath(new URL("../../node_modules/.bin/firebase", import.meta.url));

/**
 * True when something at `url` answers (any HTTP status).
 * @param {string} url
 */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * True when an Auth emulator already listens on `host` ("host:port").
 * @param {string} host
 */
export async function isAuthEmulatorRunning(host) {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) });
    const body = await response.json();
    return typeof body === "object" && body !== null && "authEmulator" in body;
  } catch {
    return false;
  }
}

/**
 * Runs `firebase emulators:start --only <only>` and resolves once every URL in
 * `readyUrls` answers. Rejects (with the emulator's last output) if it exits
 * first or takes longer than `timeoutMs`.
 * @param {{ only: string, config?: string, readyUrls: string[], timeoutMs?: number, quiet?: boolean }} options
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
export async function startEmulators({
  only,
  config = "firebase.json",
  readyUrls,
  timeoutMs = 90_000,
  quiet = false,
}) {
  const child = spawn(
    firebaseBin,
    ["emulators:start", "--only", only, "--project", DEMO_PROJECT_ID, "--config", config],
    { cwd: root, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  /** @param {Buffer} chunk */
  const collect = (chunk) => {
    output = `${output}${String(chunk)}`.slice(-4_000);
    if (!quiet) process.stdout.write(chunk);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });

  const stop = async () => {
    if (exited || child.pid === undefined) return;
    const done = new Promise((resolve) => child.once("exit", resolve));
    try {
      process.kill(-child.pid, "SIGINT");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5_000);
    await done;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`The emulators (${only}) exited before they were ready:\n${output.trim()}`);
    const ready = await Promise.all(readyUrls.map(answers));
    if (ready.every(Boolean)) return { stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The emulators (${only}) were not ready after ${timeoutMs / 1000} s:\n${output.trim()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Creates the developer (verified e-mail) and reader accounts in the Auth
 * emulator at `host` ("host:port"), using the emulator's admin API, and gives
 * the developer the `developer` claim the rules require, as
 * `npm run grant-developer` would. Accounts that already exist are kept (the
 * claim is set again).
 * @param {string} host
 * @param {string} [projectId]
 */
export async function seedAuthAccounts(host, projectId = DEMO_PROJECT_ID) {
  for (const account of Object.values(devAccounts)) {
    const response = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`,
      {
        method: "POST",
        headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
        body: JSON.stringify(account),
      },
    );
    if (response.ok) continue;
    const text = await response.text();
    if (text.includes("EMAIL_EXISTS")) continue;
    throw new Error(`Could not create ${account.email} in the Auth emulator: ${response.status} ${text}`);
  }
  await setDeveloperClaim({ email: devAccounts.developer.email, projectId, emulatorHost: host });
}

/** The lines README and `npm start` show. */
export function describeAccounts() {
  const { developer, reader } = devAccounts;
  return [
    "Sign in at /login with (local Auth emulator accounts):",
    `  developer: ${developer.email} / ${developer.password}  → opens /dev-add-product`,
    `  reader:    ${reader.email} / ${reader.password}  → not allowed on /dev-add-product`,
  ].join("\n");
}
