// `node scripts/enroll-totp.mjs [<email>]` (default: the developer's address, src/config/developer.json)
// Adds an authenticator app (time-based codes, TOTP) as the second sign-in step
// of an account in the live project named by VITE_FIREBASE_* (.env). The site
// has no enrolment page: the developer runs this once, on their own computer,
// with their password, and adds the printed key to their app. From then on
// /login asks for the app's code after the password. TOTP must first be
// enabled for the project (README "Before going live"). The Auth emulator has
// no authenticator-app factor, so this always talks to the live project.
import { existsSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The name the authenticator app shows above the code. */
export const ISSUER = "Fast & Fuel";

/** What the app calls the factor in Firebase (shown in the console's user details). */
const FACTOR_NAME = "Authenticator app";

const USAGE = "Usage: node scripts/enroll-totp.mjs [<email>]";

/** Codes the owner may type before the run gives up (the key stays unused). */
const MAX_CODE_TRIES = 5;

/**
 * Parses `[<email>]`; without one, the site's developer address.
 * @param {readonly string[]} args
 * @param {string} defaultEmail
 * @returns {{ email: string } | { error: string }}
 */
export function parseEnrollArgs(args, defaultEmail) {
  if (args.length > 1) return { error: "One e-mail address at a time." };
  const [arg] = args;
  if (arg?.startsWith("-")) return { error: `Unknown option ${arg}.` };
  const email = arg ?? defaultEmail;
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return { error: `${email} is not an e-mail address.` };
  return { email };
}

const REQUIRED_KEYS = /** @type {const} */ ({
  apiKey: "VITE_FIREBASE_API_KEY",
  authDomain: "VITE_FIREBASE_AUTH_DOMAIN",
  projectId: "VITE_FIREBASE_PROJECT_ID",
  appId: "VITE_FIREBASE_APP_ID",
});

/**
 * The live project's web configuration, from the same settings the site is
 * built with; or what is missing.
 * @param {Record<string, string | undefined>} env
 * @returns {{ config: { apiKey: string, authDomain: string, projectId: string, appId: string } } | { error: string }}
 */
export function webConfigFromEnv(env) {
  const read = (/** @type {string} */ key) => env[key]?.trim() ?? "";
  const missing = Object.values(REQUIRED_KEYS).filter((key) => !read(key));
  if (missing.length > 0) {
    return {
      error: `Set ${missing.join(", ")} (in .env or the shell) to the live project's web app (Firebase console → Project settings → Your apps).`,
    };
  }
  const config = {
    apiKey: read(REQUIRED_KEYS.apiKey),
    authDomain: read(REQUIRED_KEYS.authDomain),
    projectId: read(REQUIRED_KEYS.projectId),
    appId: read(REQUIRED_KEYS.appId),
  };
  if (config.projectId.startsWith("demo-")) {
    return {
      error: `${config.projectId} exists only in the emulators, which have no authenticator-app sign-in step: set the live project's keys.`,
    };
  }
  return { config };
}

/**
 * The `otpauth://` address authenticator apps and password managers import
 * (Key URI Format), with every part encoded: Firebase's own helper leaves the
 * issuer raw, and "Fast & Fuel" would end the issuer at its "&".
 * @param {{ secretKey: string, accountName: string, issuer: string, algorithm: string, digits: number, period: number }} secret
 */
export function otpauthUrl({ secretKey, accountName, issuer, algorithm, digits, period }) {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const parameters = [
    ["secret", secretKey],
    ["issuer", issuer],
    ["algorithm", algorithm],
    ["digits", String(digits)],
    ["period", String(period)],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value ?? "")}`)
    .join("&");
  return `otpauth://totp/${label}?${parameters}`;
}

/**
 * The key in groups of four, for typing into an app by hand.
 * @param {string} secretKey
 */
export function groupSecret(secretKey) {
  return secretKey.match(/.{1,4}/g)?.join(" ") ?? "";
}

/**
 * The code typed from the app, as six digits (spaces allowed, as some apps
 * show "123 456"); null when it isn't one.
 * @param {string} input
 * @param {number} [length]
 */
export function readCode(input, length = 6) {
  const code = input.replace(/\s/g, "");
  return new RegExp(`^\\d{${length}}$`).test(code) ? code : null;
}

/**
 * Questions on the terminal; `hidden` ones do not echo what is typed (the
 * password). An input that ends before an answer counts as an empty answer.
 */
function createPrompt() {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  let closed = false;
  terminal.on("close", () => {
    closed = true;
  });
  terminal.on("SIGINT", () => {
    process.stdout.write("\n");
    process.exit(130);
  });
  /**
   * @param {string} question
   * @param {{ hidden?: boolean }} [options]
   * @returns {Promise<string>}
   */
  const ask = (question, { hidden = false } = {}) =>
    new Promise((resolve) => {
      if (closed) {
        resolve("");
        return;
      }
      terminal.once("close", () => resolve(""));
      terminal.question(question, (answer) => {
        if (muted) process.stdout.write("\n");
        muted = false;
        resolve(answer);
      });
      // The question is written by now; only the typing is kept off screen.
      muted = hidden;
    });
  return { ask, close: () => terminal.close() };
}

/**
 * The identity service's error code, if any.
 * @param {unknown} error
 */
const codeOf = (error) =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
    ? error.code
    : null;

async function main() {
  // The site's own settings; values already in the shell win.
  const envFile = fileURLToPath(new URL("../.env", import.meta.url));
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const developer = JSON.parse(
    readFileSync(new URL("../src/config/developer.json", import.meta.url), "utf8"),
  );
  const request = parseEnrollArgs(process.argv.slice(2), developer.email);
  if ("error" in request) {
    console.error(`${request.error}\n${USAGE}`);
    process.exit(2);
  }
  const settings = webConfigFromEnv(process.env);
  if ("error" in settings) {
    console.error(settings.error);
    process.exit(2);
  }

  // Loaded here, not at the top: the helpers above are tested without the SDK.
  const { initializeApp } = await import("firebase/app");
  const { getAuth, multiFactor, signInWithEmailAndPassword, signOut, TotpMultiFactorGenerator } =
    await import("firebase/auth");
  const auth = getAuth(initializeApp(settings.config));
  const prompt = createPrompt();

  console.log(`Adding an authenticator app to ${request.email} in ${settings.config.projectId}.`);
  const password = await prompt.ask(`Password for ${request.email}: `, { hidden: true });
  let user;
  try {
    ({ user } = await signInWithEmailAndPassword(auth, request.email, password));
  } catch (error) {
    const code = codeOf(error);
    if (code === "auth/multi-factor-auth-required") {
      throw new Error(
        `This account already has a second sign-in step. To replace it, the project owner removes it first (Admin SDK: updateUser(uid, { multiFactor: { enrolledFactors: null } })), then run this again.`,
      );
    }
    if (
      code === "auth/invalid-credential" ||
      code === "auth/wrong-password" ||
      code === "auth/user-not-found"
    ) {
      throw new Error("The e-mail or password is incorrect.");
    }
    throw error;
  }
  if (!user.emailVerified) {
    throw new Error(
      `${request.email} is not verified, and a second factor needs a verified address. If you own the inbox: npm run grant-developer -- ${request.email} --mark-verified --project ${settings.config.projectId}`,
    );
  }

  let secret;
  try {
    secret = await TotpMultiFactorGenerator.generateSecret(await multiFactor(user).getSession());
  } catch (error) {
    if (codeOf(error) === "auth/operation-not-allowed") {
      throw new Error(
        "Authenticator apps are not enabled for this project yet: enable TOTP multi-factor authentication first (README “Before going live”).",
      );
    }
    throw error;
  }
  const url = otpauthUrl({
    secretKey: secret.secretKey,
    accountName: request.email,
    issuer: ISSUER,
    algorithm: secret.hashingAlgorithm,
    digits: secret.codeLength,
    period: secret.codeIntervalSeconds,
  });
  console.log(
    [
      "",
      "Add this account to your authenticator app, in one of two ways:",
      "  - paste this address where the app or password manager accepts an otpauth:// link:",
      `      ${url}`,
      `  - or enter the key by hand (time-based, ${secret.hashingAlgorithm}, ${secret.codeLength} digits, every ${secret.codeIntervalSeconds} s):`,
      `      ${groupSecret(secret.secretKey)}`,
      "The key is a password: don't paste it into a website (online QR code makers included), and clear this",
      `terminal when done. Finish before ${secret.enrollmentCompletionDeadline}.`,
      "",
    ].join("\n"),
  );

  let enrolled = false;
  for (let attempt = 1; attempt <= MAX_CODE_TRIES && !enrolled; attempt += 1) {
    const answer = await prompt.ask(`The ${secret.codeLength}-digit code the app shows now: `);
    const code = readCode(answer, secret.codeLength);
    if (!code) {
      console.log(`That isn't ${secret.codeLength} digits.`);
      continue;
    }
    try {
      await multiFactor(user).enroll(
        TotpMultiFactorGenerator.assertionForEnrollment(secret, code),
        FACTOR_NAME,
      );
      enrolled = true;
    } catch (error) {
      if (codeOf(error) !== "auth/invalid-verification-code") throw error;
      console.log(
        "That code was not accepted. Check the device's clock, wait for the next code and try again.",
      );
    }
  }
  if (!enrolled) {
    throw new Error(
      `No accepted code after ${MAX_CODE_TRIES} tries; nothing was changed. Run this again to start over.`,
    );
  }
  prompt.close();
  await signOut(auth);
  console.log(
    [
      "",
      `Done: ${request.email} now signs in with its password and a code from the app; its other sessions`,
      "were signed out. Keep the app's backup (or the key) somewhere safe: without it the account cannot sign",
      "in until the project owner removes the factor (Admin SDK: updateUser(uid, { multiFactor: { enrolledFactors: null } })).",
    ].join("\n"),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await main();
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
