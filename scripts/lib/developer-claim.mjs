import { parseArgs } from "node:util";
import { applicationDefault, getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";

/** @typedef {{ uid: string, email?: string, emailVerified: boolean, customClaims?: Record<string, unknown>,
 *   metadata: { creationTime: string, lastSignInTime?: string | null }, multiFactor?: { enrolledFactors:
 *   readonly { factorId: string, uid: string, displayName?: string, enrollmentTime?: string }[] } }} AccountRecord
 * @typedef {{ getUserByEmail(email: string): Promise<AccountRecord>, revokeRefreshTokens(uid: string): Promise<void>,
 *   setCustomUserClaims(uid: string, claims: Record<string, unknown> | null): Promise<void>,
 *   updateUser(uid: string, properties: { emailVerified: boolean }): Promise<unknown> }} AdminAuth */

const flag = /** @type {const} */ ({ type: "boolean" });
const text = /** @type {const} */ ({ type: "string" });
const OPTIONS = { revoke: flag, "mark-verified": flag, yes: flag, project: text, emulator: text };

/** @param {readonly string[]} args @param {string} defaultEmulatorHost */
export function parseGrantArgs(args, defaultEmulatorHost) {
  // parseArgs has no option with an optional value: a bare `--emulator` gets the default host.
  const all = args.flatMap((arg, i) =>
    arg === "--emulator" && !/^[\w.-]+:\d+$/.test(args[i + 1] ?? "") ? [arg, defaultEmulatorHost] : [arg],
  );
  let cli;
  try {
    cli = parseArgs({ args: all, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    // Its first sentence: the rest explains `--` escapes, which npm's own `--` would make confusing.
    return { error: `${String(/** @type {Error} */ (error).message).split(/\.\s/)[0]}.` };
  }
  const [email = "", other] = cli.positionals;
  if (other) return { error: `One e-mail address at a time (got ${email} and ${other}).` };
  if (cli.values.project === "") return { error: "--project needs a project id." };
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    return { error: email ? `${email} is not an e-mail address.` : "Give the account's e-mail address." };
  }
  const { revoke = false, yes = false, project = null, emulator = null } = cli.values;
  return { email, revoke, markVerified: cli.values["mark-verified"] === true, yes, project, emulator };
}

/** @param {string} projectId @param {string | null} emulatorHost null: the live project */
export function adminAuth(projectId, emulatorHost) {
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const name = `${projectId}@${emulatorHost ?? "live"}`;
  const options = emulatorHost ? { projectId } : { projectId, credential: applicationDefault() };
  return getAuth(getApps().find((app) => app.name === name) ?? initializeApp(options, name));
}

/** @param {AdminAuth} auth @param {{ email: string, where: string, revoke?: boolean, markVerified?: boolean }} options
 * @param {(user: AccountRecord) => Promise<boolean>} [confirm] sees the account first; false changes nothing */
async function applyDeveloperClaim(auth, { email, where, revoke, markVerified }, confirm) {
  const user = await auth.getUserByEmail(email).catch((error) => {
    if (error?.code !== "auth/user-not-found") throw error;
    throw new Error(
      `No account has the e-mail ${email} in ${where}. Create it first (sign up, or Firebase console → Authentication → Add user).`,
    );
  });
  if (confirm && !(await confirm(user))) return null;
  const { developer: _, ...otherClaims } = user.customClaims ?? {};
  const claims = revoke ? otherClaims : { ...otherClaims, developer: true };
  await auth.setCustomUserClaims(user.uid, claims);
  // The owner vouches for an inbox they own: the site itself sends no verification mail.
  if (markVerified && !user.emailVerified) await auth.updateUser(user.uid, { emailVerified: true });
  return { uid: user.uid, emailVerified: user.emailVerified || markVerified === true, claims };
}

/** Tells the real account from one someone opened with the same address. @param {AccountRecord} user */
export function describeAccount(user) {
  const factors = (user.multiFactor?.enrolledFactors ?? []).map((factor) =>
    [
      factor.factorId === "totp" ? "authenticator app" : factor.factorId,
      factor.displayName && ` “${factor.displayName}”`,
      factor.enrollmentTime && `, enrolled ${factor.enrollmentTime}`,
    ].join(""),
  );
  return [
    `  uid:            ${user.uid}`,
    `  e-mail:         ${user.email ?? "(none)"}`,
    `  verified:       ${user.emailVerified ? "yes" : "no"}`,
    `  created:        ${user.metadata.creationTime}`,
    `  last sign-in:   ${user.metadata.lastSignInTime || "never"}`,
    `  second factor:  ${factors.join("; ") || "none"}`,
    `  developer role: ${user.customClaims?.developer === true ? "yes" : "no"}`,
  ];
}

/** @param {AccountRecord} user @param {{ markVerified?: boolean }} options */
export function grantWarnings(user, { markVerified }) {
  const factors = user.multiFactor?.enrolledFactors ?? [];
  return [
    factors.length === 0 &&
      "Warning: this account has no second factor, so its password alone can change the site. Enrol an authenticator app first (node scripts/enroll-totp.mjs).",
    factors.length > 0 &&
      !factors.some((factor) => factor.factorId === "totp") &&
      "Warning: this account's second factor is not an authenticator app, which is the only kind the site's sign-in accepts: it will not be able to sign in. Enrol an authenticator app (node scripts/enroll-totp.mjs).",
    !user.emailVerified &&
      !markVerified &&
      "Note: this address is not verified, and the rules also need a verified e-mail. If you own the inbox, run this again with --mark-verified.",
  ].filter((warning) => typeof warning === "string");
}

/** Signs the account out everywhere, so a session opened before the owner checked it never gains write access.
 * @param {{ auth: AdminAuth, email: string, where: string, revoke?: boolean, markVerified?: boolean, yes?: boolean,
 *   ask: (question: string) => Promise<string>, say: (line: string) => void }} options */
export async function changeDeveloperRole({ auth, email, where, revoke, markVerified, yes, ask, say }) {
  const result = await applyDeveloperClaim(auth, { email, where, revoke, markVerified }, async (user) => {
    say(`The account with the e-mail ${email} in ${where}:`);
    for (const line of describeAccount(user)) say(line);
    if (!revoke) for (const warning of grantWarnings(user, { markVerified })) say(warning);
    if (yes) return true;
    const action = revoke ? "Remove the developer role from" : "Give the developer role to";
    return /^y(es)?$/i.test((await ask(`${action} this account and sign it out everywhere? [y/N] `)).trim());
  });
  if (!result) return { changed: false };
  await auth.revokeRefreshTokens(result.uid);
  return { changed: true, ...result };
}

/** @param {{ email: string, projectId: string, emulatorHost: string | null, revoke?: boolean, markVerified?: boolean }} options */
export async function setDeveloperClaim({ email, projectId, emulatorHost, revoke, markVerified }) {
  const auth = adminAuth(projectId, emulatorHost);
  const result = await applyDeveloperClaim(auth, { email, where: projectId, revoke, markVerified });
  // A revoked role must not live on in tokens already handed out (up to an hour).
  if (revoke && result) await auth.revokeRefreshTokens(result.uid);
  return result;
}
