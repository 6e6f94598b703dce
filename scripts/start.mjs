// `npm start`: the dev server plus the Firebase Auth emulator (offline, no
// Java), seeded with a developer and a reader account, so sign-in and the
// developer page work out of the box. Content stays built-in.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import {
  describeAccounts,
  isAuthEmulatorRunning,
  seedAuthAccounts,
  startEmulators,
} from "./lib/emulators.mjs";

const firebaseJson = JSON.parse(readFileSync(new URL("../firebase.json", import.meta.url), "utf8"));
const authHost = `127.0.0.1:${firebaseJson.emulators.auth.port}`;

let emulators = null;
const env = { ...process.env };
try {
  if (await isAuthEmulatorRunning(authHost)) {
    console.log(`Using the Auth emulator already running at ${authHost}.`);
  } else {
    console.log(`Starting the Firebase Auth emulator at ${authHost}…`);
    emulators = await startEmulators({ only: "auth", readyUrls: [`http://${authHost}/`], quiet: true });
  }
  await seedAuthAccounts(authHost);
  env.VITE_FIREBASE_AUTH_EMULATOR_HOST = authHost;
  console.log(`\n${describeAccounts()}\n`);
} catch (error) {
  console.error(
    `\nThe Auth emulator could not start, so sign-in is off for this run.\n${String(error)}\n` +
      `Fix: free port ${authHost.split(":")[1]} (another emulator?) or run \`npx firebase emulators:start --only auth\` to see why.\n`,
  );
}

const dev = spawn("npx", ["react-router", "dev", ...process.argv.slice(2)], { stdio: "inherit", env });
/** @param {number} code */
const shutdown = async (code) => {
  await emulators?.stop();
  process.exit(code);
};
dev.on("exit", (code) => void shutdown(code ?? 0));
for (const signal of /** @type {NodeJS.Signals[]} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    dev.kill(signal);
  });
}
