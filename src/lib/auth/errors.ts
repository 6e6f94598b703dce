import { NOT_CONFIGURED_CODE } from "./model";

/** Shown first on every failed sign-in (spec, error catalogue). */
export const LOGIN_FAILED_MESSAGE = "Login failed. Check console.";

const INVALID_CREDENTIALS = "The e-mail or password is incorrect.";

/** Friendly reasons for the identity service's error codes. */
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
    [NOT_CONFIGURED_CODE]: "Sign-in is not configured for this site (it runs on its built-in content).",
  }),
);

const FALLBACK_REASON = "Something went wrong while signing in. Please try again.";

/** The error code of a failure from the identity service, if it has one. */
export function errorCode(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("code" in error)) return null;
  return typeof error.code === "string" ? error.code : null;
}

/** A sentence explaining why sign-in failed, for people rather than consoles. */
export function signInFailureReason(error: unknown): string {
  const code = errorCode(error);
  return (code !== null ? reasons.get(code) : undefined) ?? FALLBACK_REASON;
}
