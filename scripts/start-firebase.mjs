// `npm run start:firebase`: the full local Firebase setup — Auth and Firestore
// emulators (Firestore needs Java 21+ and downloads its emulator on first
// start), Auth seeded with the developer and reader accounts, Firestore seeded
// with the built-in articles and products through the app's own upload code,
// signed in as the developer (so firestore.rules are checked on the way in).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { demoFirebaseEnv } from "./lib/dev-accounts.mjs";
import { describeAccounts, seedAuthAccounts, startEmulators } from "./lib/emulators.mjs";
import { firestoreEmulatorBlocker } from "./lib/java.mjs";
import { seedFirestore } from "./lib/seed-firestore.mjs";

const { emulators: ports } = JSON.parse(readFileSync(new URL("../firebase.json", import.meta.url), "utf8"));
const authHost = `127.0.0.1:${ports.auth.port}`;
const firestoreHost = `127.0.0.1:${ports.firestore.port}`;

const blocker = firestoreEmulatorBlocker();
if (blocker) {
  console.error(
    `npm run start:firebase cannot run here: ${blocker}.\n` +
      "Fix: install a Java 21+ runtime (e.g. `apt-get install openjdk-21-jre-headless`) and make sure this " +
      "machine can download the Firestore emulator on first start (it caches it in ~/.cache/firebase).\n" +
      "Meanwhile `npm start` runs the site with built-in content and the Auth emulator (no Java needed).",
  );
  process.exit(1);
}

let emulators;
try {
  console.log(`Starting the Auth (${authHost}) and Firestore (${firestoreHost}) emulators…`);
  emulators = await startEmulators({
    only: "auth,firestore",
    readyUrls: [`http://${authHost}/`, `http://${firestoreHost}/`],
    timeoutMs: 180_000,
  });
} catch (error) {
  console.error(
    `\nThe emulators did not start: ${String(error)}\n` +
      "Fix: check the output above (a port in use, no network for the first download, Java too old).",
  );
  process.exit(1);
}

try {
  await seedAuthAccounts(authHost);
  const seeded = await seedFirestore(firestoreHost);
  console.log(`Firestore seeded: ${seeded.articles} articles, ${seeded.products} products.`);
} catch (error) {
  console.error(`Seeding failed: ${String(error)}`);
  await emulators.stop();
  process.exit(1);
}
console.log(`\n${describeAccounts()}\n`);

const env = { ...process.env, ...demoFirebaseEnv({ authHost, firestoreHost }) };
const dev = spawn("npx", ["react-router", "dev", ...process.argv.slice(2)], { stdio: "inherit", env });
dev.on("exit", (code) => {
  void emulators.stop().then(() => process.exit(code ?? 0));
});
for (const signal of /** @type {NodeJS.Signals[]} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    dev.kill(signal);
  });
}
