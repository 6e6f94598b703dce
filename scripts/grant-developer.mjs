// `npm run grant-developer -- <email> [--revoke] [--mark-verified] [--yes] [--project <id>] [--emulator [host:port]]`
// Gives an account the `developer` custom claim, which firestore.rules require
// (with the developer's verified e-mail) for every content write. Only admin
// credentials can set a claim, so signing up with the developer's address is
// not enough to write. The owner sees the account (created when, last signed
// in when, second factor) and confirms before anything changes; afterwards the
// account is signed out everywhere. See README "Before going live".
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { DEMO_PROJECT_ID } from "./lib/dev-accounts.mjs";
import { adminAuth, changeDeveloperRole, parseGrantArgs } from "./lib/developer-claim.mjs";

const firebaseJson = JSON.parse(readFileSync(new URL("../firebase.json", import.meta.url), "utf8"));
const defaultEmulatorHost = `127.0.0.1:${firebaseJson.emulators.auth.port}`;

const request = parseGrantArgs(process.argv.slice(2), defaultEmulatorHost);
if ("error" in request) {
  console.error(
    `${request.error}\nUsage: npm run grant-developer -- <email> [--revoke] [--mark-verified] [--yes] [--project <id>] [--emulator [host:port]]`,
  );
  process.exit(2);
}

const emulatorHost = request.emulator ?? process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null;
const projectId = request.project ?? (emulatorHost ? DEMO_PROJECT_ID : null);
if (!projectId) {
  console.error(
    "Which project? Pass --project <your-project-id> (a live project, with a service account key in " +
      "GOOGLE_APPLICATION_CREDENTIALS), or --emulator for the local Auth emulator.",
  );
  process.exit(2);
}
if (!emulatorHost && projectId.startsWith("demo-")) {
  console.error(`${projectId} exists only in the emulators: add --emulator, or pass your live project's id.`);
  process.exit(2);
}
if (!emulatorHost && !process.env.GOOGLE_APPLICATION_CREDENTIALS) {
  console.error(
    "No credentials: set GOOGLE_APPLICATION_CREDENTIALS to a service account key of the project " +
      "(Firebase console → Project settings → Service accounts → Generate new private key). Keep the key out of the repo.",
  );
  process.exit(2);
}

/**
 * One answer from the terminal (or piped input). An input that ends before
 * answering counts as no answer, so an unattended run changes nothing.
 * @param {string} question
 * @returns {Promise<string>}
 */
function ask(question) {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  return new Promise((resolve) => {
    terminal.once("close", () => resolve(""));
    terminal.question(question, (answer) => {
      resolve(answer);
      terminal.close();
    });
  });
}

try {
  const where = emulatorHost ? `the Auth emulator at ${emulatorHost} (${projectId})` : projectId;
  const result = await changeDeveloperRole({
    auth: adminAuth(projectId, emulatorHost),
    email: request.email,
    where,
    revoke: request.revoke,
    markVerified: request.markVerified,
    yes: request.yes,
    ask,
    say: (line) => console.log(line),
  });
  if (!result.changed) {
    console.error("Nothing changed.");
    process.exit(1);
  }
  if (request.revoke) {
    console.log(
      `Removed the developer role from ${request.email} in ${where}, and signed them out everywhere.`,
    );
  } else {
    console.log(
      `${request.email} has the developer role in ${where}. They were signed out everywhere: the role counts from their next sign-in.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
