import { NO_AUTHENTICATOR_APP_CODE, NOT_CONFIGURED_CODE } from "./model";

export const LOGIN_FAILED_MESSAGE = "Login failed. Check console.";

const INVALID_CREDENTIALS = "The e-mail or password is incorrect.";

const EXPIRED_SIGN_IN = "This sign-in has expired. Enter your password again to start over.";

const expiredSignInCodes = new Set([
  "auth/code-expired",
  "auth/missing-multi-factor-session",
  "auth/invalid-multi-factor-session",
]);

const reasons = new Map<string, string>(
  Object.entries({
    "auth/invalid-credential": INVALID_CREDENTIALS,
    "auth/invalid-login-credentials": INVALID_CREDENTIALS,
    "auth/wrong-password": INVALID_CREDENTIALS,
    "auth/user-not-found": INVALID_CREDENTIALS,
    "auth/invalid-email": "That doesn’t look like an e-mail address. Check it and try again.",
    "auth/missing-password": "Enter your password.",
    "auth/too-many-requests":
      "Too many attempts. Sign-in is paused for this account for a little while — wait a few minutes and try again.",
    "auth/network-request-failed":
      "We couldn’t reach the sign-in service. Check your connection and try again.",
    "auth/user-disabled": "This account has been disabled.",
    "auth/operation-not-allowed": "E-mail and password sign-in is turned off for this site.",
    // The code step (accounts with an authenticator app).
    "auth/invalid-verification-code":
      "That code is incorrect. Enter the 6-digit code your authenticator app shows now.",
    "auth/missing-verification-code": "Enter the 6-digit code from your authenticator app.",
    ...Object.fromEntries([...expiredSignInCodes].map((code) => [code, EXPIRED_SIGN_IN])),
    [NO_AUTHENTICATOR_APP_CODE]:
      "Signing in to this account needs an authenticator app, and none is set up for it. Ask the site owner to set one up.",
    [NOT_CONFIGURED_CODE]: "Sign-in is not configured for this site (it runs on its built-in content).",
  }),
);

const FALLBACK_REASON = "Something went wrong while signing in. Please try again.";

export function errorCode(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("code" in error)) return null;
  return typeof error.code === "string" ? error.code : null;
}

export function isExpiredSignIn(error: unknown): boolean {
  const code = errorCode(error);
  return code !== null && expiredSignInCodes.has(code);
}

export function signInFailureReason(error: unknown): string {
  const code = errorCode(error);
  return (code !== null ? reasons.get(code) : undefined) ?? FALLBACK_REASON;
}
