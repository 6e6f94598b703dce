// `npm run grant-developer -- <email> [--revoke] [--mark-verified] [--project <id>] [--emulator [host:port]]`
// Gives an account the `developer` custom claim, which firestore.rules require
// (with the developer's verified e-mail) for every content write. Only admin
// credentials can set a claim, so signing up with the developer's address is
// not enough to write. See README "Before going live".
import { readFileSync } from "node:fs";
import { DEMO_PROJECT_ID } from "./lib/dev-accounts.mjs";
import { parseGrantArgs, setDeveloperClaim } from "./lib/developer-claim.mjs";

const firebaseJson = JSON.parse(readFileSync(new URL("../firebase.json", import.meta.url), "utf8"));
const defaultEmulatorHost = `127.0.0.1:${firebaseJson.emulators.auth.port}`;

const request = parseGrantArgs(process.argv.slice(2), defaultEmulatorHost);
if ("error" in request) {
  console.error(
    `${request.error}\nUsage: npm run grant-developer -- <email> [--revoke] [--mark-verified] [--project <id>] [--emulator [host:port]]`,
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

try {
  const where = emulatorHost ? `the Auth emulator at ${emulatorHost} (${projectId})` : projectId;
  const result = await setDeveloperClaim({
    email: request.email,
    projectId,
    emulatorHost,
    revoke: request.revoke,
    markVerified: request.markVerified,
  });
  if (request.revoke) {
    console.log(
      `Removed the developer role from ${request.email} in ${where}, and signed them out everywhere.`,
    );
  } else {
    console.log(`${request.email} has the developer role in ${where}.`);
    if (!result.emailVerified) {
      console.warn(
        "Note: this address is not verified, and the rules also need a verified e-mail. If you own the inbox, run this again with --mark-verified.",
      );
    }
    console.log(
      "It counts from the account's next token: the developer page refreshes it before every upload (or sign out and in).",
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
