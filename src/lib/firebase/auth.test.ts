import { beforeEach, describe, expect, test, vi } from "vitest";
import { NO_AUTHENTICATOR_APP_CODE } from "~/lib/auth/model";
import type { AuthSettings } from "~/lib/env";

// The SDK calls this adapter makes are replaced (no network, no emulator);
// everything else is the real SDK. Under Node the SDK's persistences are all
// one in-memory stand-in, so each gets a marker of its own here.
const sdk = vi.hoisted(() => ({
  persistences: {
    browserSessionPersistence: { type: "SESSION" },
    browserLocalPersistence: { type: "LOCAL" },
    indexedDBLocalPersistence: { type: "LOCAL" },
    inMemoryPersistence: { type: "NONE" },
  },
  initializeAuth: vi.fn(),
  connectAuthEmulator: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  getMultiFactorResolver: vi.fn(),
  assertionForSignIn: vi.fn(),
}));

vi.mock("firebase/auth", async (importOriginal) => {
  const actual = await importOriginal<typeof import("firebase/auth")>();
  return {
    ...actual,
    ...sdk.persistences,
    initializeAuth: sdk.initializeAuth,
    connectAuthEmulator: sdk.connectAuthEmulator,
    signInWithEmailAndPassword: sdk.signInWithEmailAndPassword,
    getMultiFactorResolver: sdk.getMultiFactorResolver,
    TotpMultiFactorGenerator: { FACTOR_ID: "totp", assertionForSignIn: sdk.assertionForSignIn },
  };
});

const app = { name: "[DEFAULT]" };
vi.mock("./app", () => ({ getFirebaseApp: () => app }));

const settings: AuthSettings = {
  config: { apiKey: "key", authDomain: "demo-x.firebaseapp.com", projectId: "demo-x", appId: "app" },
  emulatorHost: null,
};

const instance = { name: "auth instance" };

const firebaseUser = (developer: boolean, signInSecondFactor: string | null = null) => ({
  uid: "u1",
  email: "developer@fastandfuel.app",
  emailVerified: true,
  getIdTokenResult: () =>
    Promise.resolve({ claims: developer ? { developer: true } : {}, signInSecondFactor }),
});

const signedInDeveloper = {
  uid: "u1",
  email: "developer@fastandfuel.app",
  emailVerified: true,
  hasDeveloperRole: true,
  signedInWithSecondFactor: false,
};

/** The error Firebase throws when the password was right and a second factor is due. */
const secondFactorRequired = Object.assign(new Error("Firebase: Error (auth/multi-factor-auth-required)."), {
  code: "auth/multi-factor-auth-required",
});

function fakeResolver(hints: { factorId: string; uid: string }[]) {
  return { hints, session: {}, resolveSignIn: vi.fn() };
}

/** The adapter keeps one Auth instance per page; each test gets a fresh module. */
async function createBackend() {
  const { createFirebaseAuthBackend } = await import("./auth");
  return createFirebaseAuthBackend(settings);
}

beforeEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
  sdk.initializeAuth.mockReturnValue(instance);
});

describe("createFirebaseAuthBackend", () => {
  test("keeps the session in the tab's session storage, so closing the browser signs out", async () => {
    await createBackend();
    expect(sdk.initializeAuth).toHaveBeenCalledTimes(1);
    expect(sdk.initializeAuth).toHaveBeenCalledWith(app, {
      persistence: sdk.persistences.browserSessionPersistence,
    });
  });

  test("an account without a second factor is signed in by its password", async () => {
    sdk.signInWithEmailAndPassword.mockResolvedValue({ user: firebaseUser(true) });
    const backend = await createBackend();
    await expect(backend.signIn("developer@fastandfuel.app", "pa55word")).resolves.toEqual({
      kind: "signed-in",
      user: signedInDeveloper,
    });
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(
      instance,
      "developer@fastandfuel.app",
      "pa55word",
    );
    expect(sdk.getMultiFactorResolver).not.toHaveBeenCalled();
  });

  test("a wrong password fails as the identity service said, with no code step", async () => {
    const wrong = Object.assign(new Error("Firebase: Error (auth/invalid-credential)."), {
      code: "auth/invalid-credential",
    });
    sdk.signInWithEmailAndPassword.mockRejectedValue(wrong);
    const backend = await createBackend();
    await expect(backend.signIn("developer@fastandfuel.app", "nope")).rejects.toBe(wrong);
    expect(sdk.getMultiFactorResolver).not.toHaveBeenCalled();
  });

  test("an account with an authenticator app needs its code, sent for that enrolment", async () => {
    sdk.signInWithEmailAndPassword.mockRejectedValue(secondFactorRequired);
    const resolver = fakeResolver([
      { factorId: "phone", uid: "phone-enrolment" },
      { factorId: "totp", uid: "app-enrolment" },
    ]);
    sdk.getMultiFactorResolver.mockReturnValue(resolver);
    const assertion = { factorId: "totp" };
    sdk.assertionForSignIn.mockReturnValue(assertion);
    resolver.resolveSignIn.mockResolvedValue({ user: firebaseUser(true, "totp") });

    const backend = await createBackend();
    const result = await backend.signIn("developer@fastandfuel.app", "pa55word");
    expect(sdk.getMultiFactorResolver).toHaveBeenCalledWith(instance, secondFactorRequired);
    if (result.kind !== "needs-code") throw new Error(`expected the code step, got ${result.kind}`);
    expect(resolver.resolveSignIn).not.toHaveBeenCalled();

    await expect(result.submitCode("123456")).resolves.toEqual({
      ...signedInDeveloper,
      signedInWithSecondFactor: true,
    });
    expect(sdk.assertionForSignIn).toHaveBeenCalledWith("app-enrolment", "123456");
    expect(resolver.resolveSignIn).toHaveBeenCalledWith(assertion);
  });

  test("a wrong code fails with the service's error and the same sign-in takes another code", async () => {
    sdk.signInWithEmailAndPassword.mockRejectedValue(secondFactorRequired);
    const resolver = fakeResolver([{ factorId: "totp", uid: "app-enrolment" }]);
    sdk.getMultiFactorResolver.mockReturnValue(resolver);
    const wrongCode = { code: "auth/invalid-verification-code" };
    resolver.resolveSignIn.mockRejectedValueOnce(wrongCode).mockResolvedValue({ user: firebaseUser(false) });

    const backend = await createBackend();
    const result = await backend.signIn("developer@fastandfuel.app", "pa55word");
    if (result.kind !== "needs-code") throw new Error(`expected the code step, got ${result.kind}`);
    await expect(result.submitCode("000000")).rejects.toBe(wrongCode);
    await expect(result.submitCode("654321")).resolves.toMatchObject({ hasDeveloperRole: false });
    expect(sdk.assertionForSignIn).toHaveBeenLastCalledWith("app-enrolment", "654321");
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledTimes(1);
  });

  test("an account whose second factor is not an authenticator app cannot sign in here", async () => {
    sdk.signInWithEmailAndPassword.mockRejectedValue(secondFactorRequired);
    sdk.getMultiFactorResolver.mockReturnValue(fakeResolver([{ factorId: "phone", uid: "phone-enrolment" }]));
    const backend = await createBackend();
    const failure = backend.signIn("developer@fastandfuel.app", "pa55word");
    await expect(failure).rejects.toMatchObject({ name: "AuthError", code: NO_AUTHENTICATOR_APP_CODE });
    expect(sdk.assertionForSignIn).not.toHaveBeenCalled();
  });
});
