// @vitest-environment node
import { describe, expect, test } from "vitest";
import { errorCode, isExpiredSignIn, LOGIN_FAILED_MESSAGE, signInFailureReason } from "./errors";
import { AuthError, NO_AUTHENTICATOR_APP_CODE, NOT_CONFIGURED_CODE } from "./model";

const FALLBACK = "Something went wrong while signing in. Please try again.";

describe("signInFailureReason", () => {
  test.each([
    "auth/invalid-credential",
    "auth/invalid-login-credentials",
    "auth/wrong-password",
    "auth/user-not-found",
  ])("%s says the e-mail or password is incorrect (without saying which)", (code) => {
    expect(signInFailureReason({ code })).toBe("The e-mail or password is incorrect.");
  });

  test.each([
    ["auth/invalid-email", "That doesn’t look like an e-mail address. Check it and try again."],
    ["auth/missing-password", "Enter your password."],
    [
      "auth/too-many-requests",
      "Too many attempts. Sign-in is paused for this account for a little while — wait a few minutes and try again.",
    ],
    [
      "auth/network-request-failed",
      "We couldn’t reach the sign-in service. Check your connection and try again.",
    ],
    ["auth/user-disabled", "This account has been disabled."],
    ["auth/operation-not-allowed", "E-mail and password sign-in is turned off for this site."],
    [NOT_CONFIGURED_CODE, "Sign-in is not configured for this site (it runs on its built-in content)."],
    [
      "auth/invalid-verification-code",
      "That code is incorrect. Enter the 6-digit code your authenticator app shows now.",
    ],
    ["auth/missing-verification-code", "Enter the 6-digit code from your authenticator app."],
    [
      NO_AUTHENTICATOR_APP_CODE,
      "Signing in to this account needs an authenticator app, and none is set up for it. Ask the site owner to set one up.",
    ],
  ])("%s gives its own reason", (code, reason) => {
    expect(signInFailureReason({ code })).toBe(reason);
  });

  test("reads the code of an AuthError", () => {
    expect(signInFailureReason(new AuthError(NOT_CONFIGURED_CODE, "not configured"))).toMatch(
      /^Sign-in is not configured for this site/,
    );
  });

  test("reads the code of an Error carrying one, as the identity service throws them", () => {
    const error = Object.assign(new Error("Firebase: Error (auth/too-many-requests)."), {
      code: "auth/too-many-requests",
    });
    expect(signInFailureReason(error)).toMatch(/^Too many attempts\./);
  });

  test.each<[string, unknown]>([
    ["an unknown code", { code: "auth/something-new" }],
    ["an Error without a code", new Error("boom")],
    ["a string", "auth/invalid-credential"],
    ["null", null],
    ["undefined", undefined],
    ["a number", 42],
  ])("%s gives the general fallback", (_label, error) => {
    expect(signInFailureReason(error)).toBe(FALLBACK);
  });

  // Regression: a plain-object lookup once returned inherited members here.
  test.each(["toString", "constructor", "hasOwnProperty"])(
    "a code named like an Object.prototype member (%s) gives the general fallback",
    (code) => {
      expect(signInFailureReason({ code })).toBe(FALLBACK);
    },
  );

  test("the headline shown above every reason is 'Login failed. Check console.'", () => {
    expect(LOGIN_FAILED_MESSAGE).toBe("Login failed. Check console.");
  });
});

describe("isExpiredSignIn", () => {
  test.each(["auth/code-expired", "auth/missing-multi-factor-session", "auth/invalid-multi-factor-session"])(
    "%s means the sign-in must start over, and says so",
    (code) => {
      expect(isExpiredSignIn({ code })).toBe(true);
      expect(signInFailureReason({ code })).toBe(
        "This sign-in has expired. Enter your password again to start over.",
      );
    },
  );

  test.each<[string, unknown]>([
    ["a wrong code", { code: "auth/invalid-verification-code" }],
    ["too many attempts", { code: "auth/too-many-requests" }],
    ["an error without a code", new Error("boom")],
    ["null", null],
  ])("%s does not", (_label, error) => {
    expect(isExpiredSignIn(error)).toBe(false);
  });
});

describe("errorCode", () => {
  test("returns a string code", () => {
    expect(errorCode({ code: "auth/invalid-credential" })).toBe("auth/invalid-credential");
    expect(errorCode(new AuthError("auth/user-disabled", "disabled"))).toBe("auth/user-disabled");
  });

  test.each<[string, unknown]>([
    ["null", null],
    ["undefined", undefined],
    ["a string", "auth/invalid-credential"],
    ["a number", 400],
    ["an object without a code", { message: "no code" }],
    ["a numeric code", { code: 400 }],
    ["a null code", { code: null }],
    ["an object code", { code: { value: "auth/invalid-credential" } }],
  ])("returns null for %s", (_label, error) => {
    expect(errorCode(error)).toBeNull();
  });
});
