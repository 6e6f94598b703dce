// `npm start`: the dev server plus local Firebase emulators, seeded, so
// sign-in, the developer page and (where it can run) the database work out of
// the box. The Auth emulator (offline, no Java) gets a developer account with
// the developer claim and a reader account. Where Java 21+ can run the
// Firestore emulator, it starts too, seeded with the built-in content, and the
// site reads and writes it; otherwise one line says why and content stays
// built-in.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { demoFirebaseEnv } from "./lib/dev-accounts.mjs";
import {
  describeAccounts,
  isAuthEmulatorRunning,
  seedAuthAccounts,
  startEmulators,
} from "./lib/emulators.mjs";
import { firestoreEmulatorBlocker } from "./lib/java.mjs";
import { seedFirestore } from "./lib/seed-firestore.mjs";

const { emulators: ports } = JSON.parse(readFileSync(new URL("../firebase.json", import.meta.url), "utf8"));
const authHost = `127.0.0.1:${ports.auth.port}`;
const firestoreHost = `127.0.0.1:${ports.firestore.port}`;

/** @type {{ stop: () => Promise<void> }[]} */
const running = [];
const env = { ...process.env };

const startAuth = () => startEmulators({ only: "auth", readyUrls: [`http://${authHost}/`], quiet: true });

/**
 * Starts what is not already running: Auth, plus Firestore when this machine
 * can run it (one firebase-tools process: they share its hub). Returns why
 * there is no local database, or null when Firestore is up.
 * @param {boolean} authRunning
 * @returns {Promise<string | null>}
 */
async function startEmulatorsFor(authRunning) {
  const blocker = firestoreEmulatorBlocker();
  if (blocker) {
    if (!authRunning) running.push(await startAuth());
    return blocker;
  }
  try {
    running.push(
      await startEmulators({
        only: authRunning ? "firestore" : "auth,firestore",
        readyUrls: [...(authRunning ? [] : [`http://${authHost}/`]), `http://${firestoreHost}/`],
        timeoutMs: 180_000,
        quiet: true,
      }),
    );
    return null;
  } catch (error) {
    if (!authRunning) running.push(await startAuth());
    return `the Firestore emulator did not start: ${String(error).split("\n")[0] ?? "no output"}`;
  }
}

/** @type {string | null} */
let noDatabase = "sign-in is off";
try {
  const authRunning = await isAuthEmulatorRunning(authHost);
  console.log(
    authRunning
      ? `Using the Auth emulator already running at ${authHost}.`
      : "Starting the Firebase emulators…",
  );
  noDatabase = await startEmulatorsFor(authRunning);
  await seedAuthAccounts(authHost);
  env.VITE_FIREBASE_AUTH_EMULATOR_HOST = authHost;
} catch (error) {
  console.error(
    `\nThe Auth emulator could not start, so sign-in is off for this run.\n${String(error)}\n` +
      `Fix: free port ${authHost.split(":")[1]} (another emulator?) or run \`npx firebase emulators:start --only auth\` to see why.\n`,
  );
}
if (noDatabase === null) {
  try {
    const seeded = await seedFirestore(firestoreHost);
    console.log(
      `Firestore emulator at ${firestoreHost}: ${seeded.articles} articles, ${seeded.products} products.`,
    );
    Object.assign(env, demoFirebaseEnv({ authHost, firestoreHost }));
  } catch (error) {
    noDatabase = `seeding the Firestore emulator failed: ${String(error).split("\n")[0] ?? ""}`;
  }
}
if (env.VITE_FIREBASE_AUTH_EMULATOR_HOST) console.log(`\n${describeAccounts()}\n`);
if (noDatabase !== null)
  console.log(`No local database (${noDatabase}): the site runs on its built-in content.\n`);

const dev = spawn("npx", ["react-router", "dev", ...process.argv.slice(2)], { stdio: "inherit", env });
/** @param {number} code */
const shutdown = async (code) => {
  await Promise.all(running.map((emulator) => emulator.stop()));
  process.exit(code);
};
dev.on("exit", (code) => void shutdown(code ?? 0));
for (const signal of /** @type {NodeJS.Signals[]} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    dev.kill(signal);
  });
}
