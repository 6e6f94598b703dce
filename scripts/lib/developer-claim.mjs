// The `developer` custom claim firestore.rules require for content writes,
// set with the Admin SDK: by `npm run grant-developer` (a real project, with a
// service account) and when the local Auth emulators are seeded.
import { applicationDefault, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";

/**
 * What the command line asked for. `yes`: change the role without asking
 * (scripted use); otherwise the owner confirms after seeing the account.
 * @typedef {{ email: string, revoke: boolean, markVerified: boolean, yes: boolean, project: string | null, emulator: string | null }} GrantRequest
 */

/**
 * Parses `<email> [--revoke] [--mark-verified] [--yes] [--project <id>] [--emulator [host:port]]`.
 * Returns the request, or a message saying what is wrong.
 * @param {readonly string[]} args
 * @param {string} defaultEmulatorHost
 * @returns {GrantRequest | { error: string }}
 */
export function parseGrantArgs(args, defaultEmulatorHost) {
  /** @type {GrantRequest} */
  const request = {
    email: "",
    revoke: false,
    markVerified: false,
    yes: false,
    project: null,
    emulator: null,
  };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? "";
    if (arg === "--revoke") request.revoke = true;
    else if (arg === "--mark-verified") request.markVerified = true;
    else if (arg === "--yes") request.yes = true;
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
    } else if (arg.startsWith("-")) return { error: `Unknown option ${arg}.` };
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
 * The Admin SDK's Auth for `projectId`: against the Auth emulator at
 * `emulatorHost` (no credentials), or the real project with the service
 * account in GOOGLE_APPLICATION_CREDENTIALS.
 * @param {string} projectId
 * @param {string | null} emulatorHost
 */
export function adminAuth(projectId, emulatorHost) {
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
 * The parts of an Admin SDK user record these commands read.
 * @typedef {{
 *   uid: string,
 *   email?: string,
 *   emailVerified: boolean,
 *   customClaims?: Record<string, unknown>,
 *   metadata: { creationTime: string, lastSignInTime?: string | null },
 *   multiFactor?: { enrolledFactors: readonly { factorId: string, uid: string, displayName?: string, enrollmentTime?: string }[] },
 * }} AccountRecord
 */

/**
 * The Admin SDK Auth calls these commands make (tests pass a fake).
 * @typedef {{
 *   getUserByEmail(email: string): Promise<AccountRecord>,
 *   setCustomUserClaims(uid: string, claims: Record<string, unknown> | null): Promise<void>,
 *   updateUser(uid: string, properties: { emailVerified: boolean }): Promise<unknown>,
 *   revokeRefreshTokens(uid: string): Promise<void>,
 * }} AdminAuth
 */

/**
 * The account with `email`; throws with a readable message when there is none.
 * @param {AdminAuth} auth
 * @param {string} email
 * @param {string} where the project, as the owner knows it
 * @returns {Promise<AccountRecord>}
 */
async function findAccount(auth, email, where) {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code === "auth/user-not-found") {
      throw new Error(
        `No account has the e-mail ${email} in ${where}. Create it first (sign up, or Firebase console → Authentication → Add user).`,
      );
    }
    throw error;
  }
}

/**
 * Sets or removes the developer claim, keeping the account's other claims.
 * @param {AdminAuth} auth
 * @param {AccountRecord} user
 * @param {{ revoke: boolean, markVerified: boolean }} options
 */
async function applyDeveloperClaim(auth, user, { revoke, markVerified }) {
  /** @type {Record<string, unknown>} */
  const claims = { ...(user.customClaims ?? {}) };
  if (revoke) delete claims.developer;
  else claims.developer = true;
  await auth.setCustomUserClaims(user.uid, claims);
  if (markVerified && !user.emailVerified) await auth.updateUser(user.uid, { emailVerified: true });
  return { uid: user.uid, emailVerified: user.emailVerified || markVerified, claims };
}

/** The factor id of an authenticator app (time-based one-time codes). */
const TOTP_FACTOR_ID = "totp";

/**
 * True when the account signs in with a code from an authenticator app, the
 * only second step the site's sign-in accepts.
 * @param {AccountRecord} user
 */
export function hasAuthenticatorApp(user) {
  return (user.multiFactor?.enrolledFactors ?? []).some((factor) => factor.factorId === TOTP_FACTOR_ID);
}

/**
 * What the owner reads before changing who may write to the site: enough to
 * tell the real developer's account from one someone else opened with the
 * same address (when it was created, when it last signed in, its second step).
 * @param {AccountRecord} user
 * @returns {string[]}
 */
export function describeAccount(user) {
  const factors = user.multiFactor?.enrolledFactors ?? [];
  const factorLines = factors.map((factor) => {
    const kind = factor.factorId === TOTP_FACTOR_ID ? "authenticator app" : factor.factorId;
    const name = factor.displayName ? ` “${factor.displayName}”` : "";
    const since = factor.enrollmentTime ? `, enrolled ${factor.enrollmentTime}` : "";
    return `${kind}${name}${since}`;
  });
  return [
    `  uid:            ${user.uid}`,
    `  e-mail:         ${user.email ?? "(none)"}`,
    `  verified:       ${user.emailVerified ? "yes" : "no"}`,
    `  created:        ${user.metadata.creationTime}`,
    `  last sign-in:   ${user.metadata.lastSignInTime || "never"}`,
    `  second factor:  ${factorLines.length > 0 ? factorLines.join("; ") : "none"}`,
    `  developer role: ${user.customClaims?.developer === true ? "yes" : "no"}`,
  ];
}

/**
 * What the owner should know before granting: an account the site would
 * trust with writes on its password alone, or one that cannot sign in here.
 * @param {AccountRecord} user
 * @param {{ markVerified: boolean }} options
 * @returns {string[]}
 */
export function grantWarnings(user, { markVerified }) {
  const warnings = [];
  const factors = user.multiFactor?.enrolledFactors ?? [];
  if (factors.length === 0) {
    warnings.push(
      "Warning: this account has no second factor, so its password alone can change the site. Enrol an authenticator app first (node scripts/enroll-totp.mjs).",
    );
  } else if (!hasAuthenticatorApp(user)) {
    warnings.push(
      "Warning: this account's second factor is not an authenticator app, which is the only kind the site's sign-in accepts: it will not be able to sign in. Enrol an authenticator app (node scripts/enroll-totp.mjs).",
    );
  }
  if (!user.emailVerified && !markVerified) {
    warnings.push(
      "Note: this address is not verified, and the rules also need a verified e-mail. If you own the inbox, run this again with --mark-verified.",
    );
  }
  return warnings;
}

/** A "yes" to a y/N question; anything else (or nothing) is no. */
const isYes = (/** @type {string} */ answer) => /^y(es)?$/i.test(answer.trim());

/**
 * `npm run grant-developer`: shows the account, asks the owner to confirm
 * (unless `yes`), then grants or revokes the developer role and signs the
 * account out everywhere. Revoking the refresh tokens after a grant means a
 * session opened before the owner checked the account never gains write
 * access, and the developer's next sign-in carries the role.
 * @param {{
 *   auth: AdminAuth,
 *   email: string,
 *   where: string,
 *   revoke?: boolean,
 *   markVerified?: boolean,
 *   yes?: boolean,
 *   ask: (question: string) => Promise<string>,
 *   say: (line: string) => void,
 * }} options
 * @returns {Promise<{ changed: false } | { changed: true, uid: string, emailVerified: boolean, claims: Record<string, unknown> }>}
 */
export async function changeDeveloperRole({
  auth,
  email,
  where,
  revoke = false,
  markVerified = false,
  yes = false,
  ask,
  say,
}) {
  const user = await findAccount(auth, email, where);
  say(`The account with the e-mail ${email} in ${where}:`);
  for (const line of describeAccount(user)) say(line);
  if (!revoke) for (const warning of grantWarnings(user, { markVerified })) say(warning);
  if (!yes) {
    const action = revoke ? "Remove the developer role from" : "Give the developer role to";
    if (!isYes(await ask(`${action} this account and sign it out everywhere? [y/N] `)))
      return { changed: false };
  }
  const result = await applyDeveloperClaim(auth, user, { revoke, markVerified });
  await auth.revokeRefreshTokens(user.uid);
  return { changed: true, ...result };
}

/**
 * Grants (or revokes) the developer claim on the account with `email`,
 * without asking: for seeding the emulators and for tests, where the account
 * is known. Throws with a readable message when there is no such account.
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
  /** @type {AdminAuth} */
  const auth = adminAuth(projectId, emulatorHost);
  const user = await findAccount(auth, email, projectId);
  const result = await applyDeveloperClaim(auth, user, { revoke, markVerified });
  // A revoked role must not live on in tokens already handed out (up to an hour).
  if (revoke) await auth.revokeRefreshTokens(user.uid);
  return result;
}
