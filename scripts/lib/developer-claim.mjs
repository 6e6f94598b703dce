// The `developer` custom claim firestore.rules require for content writes,
// set with the Admin SDK: by `npm run grant-developer` (a real project, with a
// service account) and when the local Auth emulators are seeded.
import { applicationDefault, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";

/**
 * What the command line asked for.
 * @typedef {{ email: string, revoke: boolean, markVerified: boolean, project: string | null, emulator: string | null }} GrantRequest
 */

/**
 * Parses `<email> [--revoke] [--mark-verified] [--project <id>] [--emulator [host:port]]`.
 * Returns the request, or a message saying what is wrong.
 * @param {readonly string[]} args
 * @param {string} defaultEmulatorHost
 * @returns {GrantRequest | { error: string }}
 */
export function parseGrantArgs(args, defaultEmulatorHost) {
  /** @type {GrantRequest} */
  const request = { email: "", revoke: false, markVerified: false, project: null, emulator: null };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? "";
    if (arg === "--revoke") request.revoke = true;
    else if (arg === "--mark-verified") request.markVerified = true;
    else if (arg === "--project") {
      const value = args[index + 1];
      if (!value || value.startsWith("--")) return { error: "--project needs a project id." };
      request.project = value;
      index += 1;
    } else if (arg === "--emulator") {
      const value = args[index + 1];
      if (value && /^[\w.-]+:\d+$/.test(value)) {
        request.emulator = value;
        index += 1;
      } else request.emulator = defaultEmulatorHost;
    } else if (arg.startsWith("--")) return { error: `Unknown option ${arg}.` };
    else if (request.email)
      return { error: `One e-mail address at a time (got ${request.email} and ${arg}).` };
    else request.email = arg;
  }
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(request.email)) {
    return {
      error: request.email
        ? `${request.email} is not an e-mail address.`
        : "Give the account's e-mail address.",
    };
  }
  return request;
}

/** @type {Map<string, import("firebase-admin/app").App>} */
const apps = new Map();

/**
 * An Admin SDK app for `projectId`: against the Auth emulator at
 * `emulatorHost` (no credentials), or the real project with the service
 * account in GOOGLE_APPLICATION_CREDENTIALS.
 * @param {string} projectId
 * @param {string | null} emulatorHost
 */
function adminAuth(projectId, emulatorHost) {
  // The Admin SDK reads the emulator's address from the environment.
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const key = `${projectId}@${emulatorHost ?? "live"}`;
  let app = apps.get(key);
  if (!app) {
    app = initializeApp(emulatorHost ? { projectId } : { projectId, credential: applicationDefault() }, key);
    apps.set(key, app);
  }
  return getAuth(app);
}

/**
 * Grants (or revokes) the developer claim on the account with `email`,
 * keeping its other claims. Throws with a readable message when there is no
 * such account.
 * `markVerified` also marks the address verified (the owner vouches for an
 * inbox they own; the site itself sends no verification mail).
 * @param {{ email: string, projectId: string, emulatorHost: string | null, revoke?: boolean, markVerified?: boolean }} options
 * @returns {Promise<{ uid: string, emailVerified: boolean, claims: Record<string, unknown> }>}
 */
export async function setDeveloperClaim({
  email,
  projectId,
  emulatorHost,
  revoke = false,
  markVerified = false,
}) {
  const auth = adminAuth(projectId, emulatorHost);
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code === "auth/user-not-found") {
      throw new Error(
        `No account has the e-mail ${email} in ${projectId}. Create it first (sign up, or Firebase console → Authentication → Add user).`,
      );
    }
    throw error;
  }
  /** @type {Record<string, unknown>} */
  const claims = { ...(user.customClaims ?? {}) };
  if (revoke) delete claims.developer;
  else claims.developer = true;
  await auth.setCustomUserClaims(user.uid, claims);
  if (markVerified && !user.emailVerified) await auth.updateUser(user.uid, { emailVerified: true });
  // A revoked role must not live on in tokens already handed out (up to an hour).
  if (revoke) await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, emailVerified: user.emailVerified || markVerified, claims };
}
