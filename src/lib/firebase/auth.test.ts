// @vitest-environment node
import { expect, test } from "vitest";
import { NO_AUTHENTICATOR_APP_CODE } from "~/lib/auth/model";
import { findAuthenticatorApp, toAuthUser } from "./auth";

// The sign-in itself runs against the Auth emulator in tests/e2e/auth.spec.ts
// (a wrong password, the authenticator code step, a reader and the developer).

test("a signed-in account has the developer role only with the claim, and the second step only when its token says so", async () => {
  const account = (claims: Record<string, unknown>, signInSecondFactor: string | null) => ({
    uid: "u1",
    email: "developer@fastandfuel.app",
    emailVerified: true,
    getIdTokenResult: () => Promise.resolve({ claims, signInSecondFactor }),
  });
  await expect(toAuthUser(account({ developer: true }, "totp"))).resolves.toEqual({
    uid: "u1",
    email: "developer@fastandfuel.app",
    emailVerified: true,
    hasDeveloperRole: true,
    signedInWithSecondFactor: true,
  });
  await expect(toAuthUser(account({ developer: "yes" }, null))).resolves.toMatchObject({
    hasDeveloperRole: false,
    signedInWithSecondFactor: false,
  });
});

test("the code step uses the account's authenticator app, and an account without one cannot sign in here", () => {
  const app = { factorId: "totp", uid: "app-enrolment" };
  expect(findAuthenticatorApp([{ factorId: "phone", uid: "phone-enrolment" }, app])).toBe(app);
  expect(() => findAuthenticatorApp([{ factorId: "phone", uid: "phone-enrolment" }])).toThrow(
    expect.objectContaining({ name: "AuthError", code: NO_AUTHENTICATOR_APP_CODE }),
  );
});
