// `npm start`: the dev server beside seeded local emulators, so sign-in and the developer page work. Firestore
// (Java 21+) joins where it can run; `npm run start:firebase` requires it. It reruns itself inside them.
import { spawn } from "node:child_process";
import { DEMO_PROJECT_ID, demoFirebaseEnv, describeAccounts, seedAuthAccounts } from "./lib/dev-accounts.mjs";
import { firestoreEmulatorBlocker, runInEmulators } from "./lib/emulators.mjs";
import { importAppModule } from "./lib/app-modules.mjs";

const args = process.argv.slice(2);
const requireFirestore = args.includes("--firestore");
const devArgs = args.filter((arg) => arg !== "--firestore");

/** @param {NodeJS.ProcessEnv} env */
const runDev = (env) =>
  spawn("npx", ["react-router", "dev", ...devArgs], { stdio: "inherit", env }).on("exit", (code) =>
    process.exit(code ?? 0),
  );

if (process.env.FIREBASE_AUTH_EMULATOR_HOST && process.env.START_IN_EMULATORS) {
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  await seedAuthAccounts(authHost);
  const env = { ...process.env, VITE_FIREBASE_AUTH_EMULATOR_HOST: authHost };
  if (firestoreHost) {
    const { seed } = await importAppModule("scripts/lib/seed-firestore-entry.ts");
    const seeded = await seed(firestoreHost, DEMO_PROJECT_ID);
    console.log(
      `Firestore emulator at ${firestoreHost}: ${seeded.articles} articles, ${seeded.products} products.`,
    );
    Object.assign(env, demoFirebaseEnv({ authHost, firestoreHost }));
  } else
    console.log(`No local database (${process.env.NO_DATABASE}): the site runs on its built-in content.`);
  console.log(`\n${describeAccounts()}\n`);
  runDev(env);
} else {
  // Ctrl+C reaches every process in the terminal: this one waits for firebase-tools to stop the emulators.
  let interrupted = false;
  process.on("SIGINT", () => (interrupted = true));
  /** @type {(only: string, noDatabase?: string) => Promise<void>} */
  const runInside = async (only, noDatabase = "") => {
    const env = { ...process.env, START_IN_EMULATORS: "1", NO_DATABASE: noDatabase };
    const { started, status } = await runInEmulators(only, ["node", "scripts/start.mjs", ...args], { env });
    if (started || interrupted) process.exit(interrupted ? 130 : status);
  };
  const blocker = firestoreEmulatorBlocker();
  if (requireFirestore && blocker) {
    console.error(
      `npm run start:firebase cannot run here: ${blocker}.\n` +
        "Fix: install a Java 21+ runtime (e.g. `apt-get install openjdk-21-jre-headless`) and make sure this " +
        "machine can download the Firestore emulator on first start (it caches it in ~/.cache/firebase).\n" +
        "Meanwhile `npm start` runs the site with built-in content and the Auth emulator (no Java needed).",
    );
    process.exit(1);
  }
  if (!blocker) await runInside("auth,firestore");
  if (requireFirestore) {
    console.error(
      "\nThe emulators did not start. Fix: check the output above (a port in use, no network for the first download).",
    );
    process.exit(1);
  }
  await runInside("auth", blocker ?? "the Firestore emulator did not start");
  console.error(
    "\nThe Auth emulator could not start, so sign-in is off for this run.\n" +
      "Fix: free port 9099 (another emulator?) or run `npx firebase emulators:start --only auth` to see why.\n",
  );
  runDev(process.env);
}
