// `node scripts/enroll-totp.mjs [<email>]` (default: src/config/developer.json's) adds an authenticator app
// as the account's second sign-in step, on the live project of .env (the Auth emulator has no such factor).
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseAppEnv } from "./lib/app-modules.mjs";
import { createPrompt } from "./lib/prompt.mjs";

export const ISSUER = "Fast & Fuel"; // shown above the code in the app
const MAX_CODE_TRIES = 5;

/** @param {readonly string[]} args @param {string} defaultEmail */
export function parseEnrollArgs(args, defaultEmail) {
  if (args.length > 1) return { error: "One e-mail address at a time." };
  const [arg] = args;
  if (arg?.startsWith("-")) return { error: `Unknown option ${arg}.` };
  const email = arg ?? defaultEmail;
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)
    ? { email }
    : { error: `${email} is not an e-mail address.` };
}

/** @param {NodeJS.ProcessEnv} env */
export async function webConfigFromEnv(env) {
  const { firebase } = await parseAppEnv(env);
  if (firebase && !firebase.projectId.startsWith("demo-")) return { config: firebase };
  return {
    error: firebase
      ? `${firebase.projectId} exists only in the emulators, which have no authenticator-app sign-in step: set the live project's keys.`
      : "Set VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID and VITE_FIREBASE_APP_ID (in .env or the shell) to the live project's web app (Firebase console → Project settings → Your apps).",
  };
}

/** Every part encoded: Firebase's helper leaves the issuer raw, and "Fast & Fuel" would end it at its "&".
 * @param {{ secretKey: string, accountName: string, issuer: string, algorithm: string, digits: number, period: number }} secret */
export function otpauthUrl({ secretKey, accountName, issuer, algorithm, digits, period }) {
  const parameters = Object.entries({ secret: secretKey, issuer, algorithm, digits, period })
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("&");
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}?${parameters}`;
}

/** @param {string} secretKey */
export const groupSecret = (secretKey) => secretKey.match(/.{1,4}/g)?.join(" ") ?? "";

/** @param {string} input such as "123 456" */
export function readCode(input, length = 6) {
  const code = input.replace(/\s/g, "");
  return new RegExp(`^\\d{${length}}$`).test(code) ? code : null;
}

async function main() {
  const envFile = fileURLToPath(new URL("../.env", import.meta.url));
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const developer = JSON.parse(
    readFileSync(new URL("../src/config/developer.json", import.meta.url), "utf8"),
  );
  const request = parseEnrollArgs(process.argv.slice(2), developer.email);
  if ("error" in request) {
    console.error(`${request.error}\nUsage: node scripts/enroll-totp.mjs [<email>]`);
    process.exit(2);
  }
  const settings = await webConfigFromEnv(process.env);
  if ("error" in settings) {
    console.error(settings.error);
    process.exit(2);
  }
  const { email } = request;
  const { projectId } = settings.config;

  // Loaded here, not at the top: the helpers above are tested without the SDK.
  const { initializeApp } = await import("firebase/app");
  const { getAuth, multiFactor, signInWithEmailAndPassword, signOut, TotpMultiFactorGenerator } =
    await import("firebase/auth");
  const auth = getAuth(initializeApp(settings.config));
  const prompt = createPrompt();

  console.log(`Adding an authenticator app to ${email} in ${projectId}.`);
  const password = await prompt.ask(`Password for ${email}: `, { hidden: true });
  const { user } = await signInWithEmailAndPassword(auth, email, password).catch((error) => {
    if (error?.code === "auth/multi-factor-auth-required") {
      throw new Error(
        `This account already has a second sign-in step. To replace it, the project owner removes it first (Admin SDK: updateUser(uid, { multiFactor: { enrolledFactors: null } })), then run this again.`,
      );
    }
    const refused = /^auth\/(invalid-credential|wrong-password|user-not-found)$/.test(error?.code);
    throw refused ? new Error("The e-mail or password is incorrect.") : error;
  });
  if (!user.emailVerified) {
    throw new Error(
      `${email} is not verified, and a second factor needs a verified address. If you own the inbox: npm run grant-developer -- ${email} --mark-verified --project ${projectId}`,
    );
  }

  const secret = await TotpMultiFactorGenerator.generateSecret(await multiFactor(user).getSession()).catch(
    (error) => {
      if (error?.code !== "auth/operation-not-allowed") throw error;
      throw new Error(
        "Authenticator apps are not enabled for this project yet: enable TOTP multi-factor authentication first (docs/deploy.md, step 2).",
      );
    },
  );
  const { secretKey, hashingAlgorithm: algorithm, codeLength: digits, codeIntervalSeconds: period } = secret;
  const url = otpauthUrl({ secretKey, accountName: email, issuer: ISSUER, algorithm, digits, period });
  console.log(
    [
      "",
      "Add this account to your authenticator app, in one of two ways:",
      "  - paste this address where the app or password manager accepts an otpauth:// link:",
      `      ${url}`,
      `  - or enter the key by hand (time-based, ${algorithm}, ${digits} digits, every ${period} s):`,
      `      ${groupSecret(secretKey)}`,
      "The key is a password: don't paste it into a website (online QR code makers included), and clear this",
      `terminal when done. Finish before ${secret.enrollmentCompletionDeadline}.`,
      "",
    ].join("\n"),
  );

  for (let tries = 0; ; tries += 1) {
    if (tries === MAX_CODE_TRIES) {
      throw new Error(
        `No accepted code after ${MAX_CODE_TRIES} tries; nothing was changed. Run this again to start over.`,
      );
    }
    const code = readCode(await prompt.ask(`The ${digits}-digit code the app shows now: `), digits);
    if (!code) {
      console.log(`That isn't ${digits} digits.`);
      continue;
    }
    try {
      await multiFactor(user).enroll(
        TotpMultiFactorGenerator.assertionForEnrollment(secret, code),
        "Authenticator app",
      );
      break;
    } catch (error) {
      if (/** @type {{ code?: string }} */ (error).code !== "auth/invalid-verification-code") throw error;
      console.log(
        "That code was not accepted. Check the device's clock, wait for the next code and try again.",
      );
    }
  }
  prompt.close();
  await signOut(auth);
  console.log(
    [
      "",
      `Done: ${email} now signs in with its password and a code from the app; its other sessions`,
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
