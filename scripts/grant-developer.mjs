// Gives an account the `developer` claim firestore.rules require for content writes; only admin credentials
// can set it, so signing up with the developer's address is not enough. See docs/deploy.md.
import { readFileSync } from "node:fs";
import { DEMO_PROJECT_ID } from "./lib/dev-accounts.mjs";
import { adminAuth, changeDeveloperRole, parseGrantArgs } from "./lib/developer-claim.mjs";
import { createPrompt } from "./lib/prompt.mjs";

const USAGE =
  "Usage: npm run grant-developer -- <email> [--revoke] [--mark-verified] [--yes] [--project <id>] [--emulator [host:port]]";

/** @param {string} message @returns {never} */
function refuse(message) {
  console.error(message);
  process.exit(2);
}

const firebaseJson = JSON.parse(readFileSync(new URL("../firebase.json", import.meta.url), "utf8"));
const request = parseGrantArgs(process.argv.slice(2), `127.0.0.1:${firebaseJson.emulators.auth.port}`);
if ("error" in request) refuse(`${request.error}\n${USAGE}`);
const emulatorHost = request.emulator ?? process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null;
const projectId = request.project ?? (emulatorHost ? DEMO_PROJECT_ID : null);
if (!projectId) {
  refuse(
    "Which project? Pass --project <your-project-id> (a live project, with a service account key in GOOGLE_APPLICATION_CREDENTIALS), or --emulator for the local Auth emulator.",
  );
}
if (!emulatorHost && projectId.startsWith("demo-")) {
  refuse(`${projectId} exists only in the emulators: add --emulator, or pass your live project's id.`);
}
if (!emulatorHost && !process.env.GOOGLE_APPLICATION_CREDENTIALS) {
  refuse(
    "No credentials: set GOOGLE_APPLICATION_CREDENTIALS to a service account key of the project (Firebase console → Project settings → Service accounts → Generate new private key). Keep the key out of the repo.",
  );
}

const where = emulatorHost ? `the Auth emulator at ${emulatorHost} (${projectId})` : projectId;
try {
  const result = await changeDeveloperRole({
    ...request,
    auth: adminAuth(projectId, emulatorHost),
    where,
    ask: (question) => {
      const prompt = createPrompt();
      return prompt.ask(question).finally(prompt.close);
    },
    say: (line) => console.log(line),
  });
  if (!result.changed) {
    console.error("Nothing changed.");
    process.exit(1);
  }
  console.log(
    request.revoke
      ? // A revoke stops new tokens; one already issued still carries the role until it expires.
        `Removed the developer role from ${request.email} in ${where} and revoked their sessions: no session can ` +
          "renew its sign-in, but a token already issued keeps the role for up to an hour. To cut that hour, " +
          "also disable the account (Firebase console → Authentication → Users)."
      : `${request.email} has the developer role in ${where}. They were signed out everywhere: the role counts from their next sign-in.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
