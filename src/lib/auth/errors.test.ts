// @vitest-environment node
import { expect, test } from "vitest";
import { errorCode, isExpiredSignIn, signInFailureReason } from "./errors";
import { AuthError, NO_AUTHENTICATOR_APP_CODE, NOT_CONFIGURED_CODE } from "./model";

const INCORRECT = "The e-mail or password is incorrect.";
const EXPIRED = "This sign-in has expired. Enter your password again to start over.";
const FALLBACK = "Something went wrong while signing in. Please try again.";

const reasons: Record<string, string> = {
  // The credential codes say the e-mail or password is wrong, without saying which.
  "auth/invalid-credential": INCORRECT,
  "auth/invalid-login-credentials": INCORRECT,
  "auth/wrong-password": INCORRECT,
  "auth/user-not-found": INCORRECT,
  "auth/invalid-email": "That doesn’t look like an e-mail address. Check it and try again.",
  "auth/missing-password": "Enter your password.",
  "auth/too-many-requests":
    "Too many attempts. Sign-in is paused for this account for a little while — wait a few minutes and try again.",
  "auth/network-request-failed":
    "We couldn’t reach the sign-in service. Check your connection and try again.",
  "auth/user-disabled": "This account has been disabled.",
  "auth/operation-not-allowed": "E-mail and password sign-in is turned off for this site.",
  [NOT_CONFIGURED_CODE]: "Sign-in is not configured for this site (it runs on its built-in content).",
  "auth/invalid-verification-code":
    "That code is incorrect. Enter the 6-digit code your authenticator app shows now.",
  "auth/missing-verification-code": "Enter the 6-digit code from your authenticator app.",
  [NO_AUTHENTICATOR_APP_CODE]:
    "Signing in to this account needs an authenticator app, and none is set up for it. Ask the site owner to set one up.",
  "auth/code-expired": EXPIRED,
  "auth/missing-multi-factor-session": EXPIRED,
  "auth/invalid-multi-factor-session": EXPIRED,
  "auth/something-new": FALLBACK,
  // Regression: a plain-object lookup once returned inherited members here.
  toString: FALLBACK,
};

test.each(Object.entries(reasons))("signInFailureReason: %s gives %j", (code, reason) => {
  expect(signInFailureReason({ code })).toBe(reason);
  // Only an expired code step means the sign-in must start over.
  expect(isExpiredSignIn({ code })).toBe(reason === EXPIRED);
});

test("reads the code of an AuthError, and of an Error carrying one as the identity service throws them", () => {
  expect(signInFailureReason(new AuthError(NOT_CONFIGURED_CODE, "not configured"))).toMatch(
    /^Sign-in is not configured/,
  );
  const error = Object.assign(new Error("Firebase: Error (auth/too-many-requests)."), {
    code: "auth/too-many-requests",
  });
  expect(signInFailureReason(error)).toMatch(/^Too many attempts\./);
});

test.each<[string, unknown]>([
  ["an Error without a code", new Error("boom")],
  ["null", null],
  ["a numeric code", { code: 400 }],
])("%s gives the general fallback and no code", (_label, error) => {
  expect(signInFailureReason(error)).toBe(FALLBACK);
  expect(errorCode(error)).toBeNull();
  expect(isExpiredSignIn(error)).toBe(false);
});
