// @vitest-environment node
import { expect, test, vi } from "vitest";
import { expectConsoleError } from "~/test/console";
import { deferred } from "~/test/deferred";
import { createAuthClient, createAuthClientWith } from "./auth-client";
import { AuthError, NOT_CONFIGURED_CODE, type AuthBackend, type AuthUser, type SignInResult } from "./model";

const email = "editor@example.com";
const user: AuthUser = {
  uid: "u1",
  email,
  emailVerified: true,
  hasDeveloperRole: false,
  signedInWithSecondFactor: true,
};

/** Lets pending promise callbacks (the loader's `then`) run. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** An identity service whose user the test reports with `emit`. */
function createFakeBackend() {
  let report: ((user: AuthUser | null) => void) | null = null;
  const backend = {
    onUserChanged: vi.fn((listener: (user: AuthUser | null) => void) => {
      report = listener;
      return () => undefined;
    }),
    signIn: vi.fn((address: string): Promise<SignInResult> =>
      Promise.resolve({ kind: "signed-in", user: { ...user, email: address } }),
    ),
    signOut: vi.fn(() => Promise.resolve()),
    refresh: vi.fn(() => Promise.resolve(null)),
  } satisfies AuthBackend;
  const emit = (next: AuthUser | null) => {
    if (!report) throw new Error("Nobody listens to the backend yet.");
    report(next);
  };
  return { backend, emit };
}

test("createAuthClient without settings (built-in mode) is not configured and always signed out; signing in fails with the not-configured code", async () => {
  const client = createAuthClient(null);
  expect(client.configured).toBe(false);
  const listener = vi.fn();
  client.subscribe(listener)();
  expect(listener).not.toHaveBeenCalled();
  expect(client.getState()).toEqual({ status: "signed-out" });
  const failure = client.signIn("developer@fastandfuel.app", "secret");
  await expect(failure).rejects.toBeInstanceOf(AuthError);
  await expect(failure).rejects.toMatchObject({ code: NOT_CONFIGURED_CODE });
  await expect(client.signOut()).resolves.toBeUndefined();
});

test("createAuthClient with settings is configured and starts loading without touching the identity service", () => {
  const client = createAuthClient({
    config: { apiKey: "key", authDomain: "demo-x.firebaseapp.com", projectId: "demo-x", appId: "app" },
    emulatorHost: null,
  });
  expect(client.configured).toBe(true);
  expect(client.getState()).toEqual({ status: "loading" });
});

test("createAuthClientWith loads the identity service on the first sign-in and hands it the sign-in, its failure and the sign-out", async () => {
  const { backend } = createFakeBackend();
  const load = vi.fn(() => Promise.resolve<AuthBackend>(backend));
  const client = createAuthClientWith(load);
  await expect(client.signIn(email, "pa55word")).resolves.toEqual({ kind: "signed-in", user });
  expect(backend.signIn).toHaveBeenCalledWith(email, "pa55word");
  const error = new AuthError("auth/invalid-credential", "Firebase: Error (auth/invalid-credential).");
  backend.signIn.mockRejectedValueOnce(error);
  await expect(client.signIn(email, "wrong")).rejects.toBe(error);
  await client.signOut();
  expect(backend.signOut).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledTimes(1);
});

test("createAuthClientWith stays loading until the service reports, then follows the reported user", async () => {
  const { backend, emit } = createFakeBackend();
  const loading = deferred<AuthBackend>();
  const client = createAuthClientWith(() => loading.promise);
  const listener = vi.fn();
  client.subscribe(listener);
  loading.resolve(backend);
  await flush();
  expect(client.getState()).toEqual({ status: "loading" });
  expect(listener).not.toHaveBeenCalled();

  emit(user);
  const signedIn = client.getState();
  expect(signedIn).toEqual({ status: "signed-in", user });
  expect(listener).toHaveBeenCalledTimes(1);
  // The same object until it changes, as useSyncExternalStore needs.
  expect(client.getState()).toBe(signedIn);

  emit(null);
  expect(client.getState()).toEqual({ status: "signed-out" });
  expect(listener).toHaveBeenCalledTimes(2);
});

test("createAuthClientWith loads the identity service on the first subscriber, and only once; notifies every subscriber until it unsubscribes", async () => {
  const { backend, emit } = createFakeBackend();
  const load = vi.fn(() => Promise.resolve<AuthBackend>(backend));
  const client = createAuthClientWith(load);
  expect(client.getState()).toEqual({ status: "loading" });
  expect(load).not.toHaveBeenCalled();
  const first = vi.fn();
  const second = vi.fn();
  const unsubscribeFirst = client.subscribe(first);
  expect(load).toHaveBeenCalledTimes(1);
  client.subscribe(second);
  await client.signIn(email, "pa55word");
  expect(load).toHaveBeenCalledTimes(1);
  expect(backend.onUserChanged).toHaveBeenCalledTimes(1);

  emit(user);
  unsubscribeFirst();
  emit(null);
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenCalledTimes(2);
});

test("with createAuthClientWith, a failed load logs, signs out and notifies; a sign-in whose load fails rejects with its error; the next use tries again", async () => {
  expectConsoleError(/^Could not load sign-in: chunk failed$/);
  expectConsoleError(/^Could not load sign-in: offline$/);
  const { backend, emit } = createFakeBackend();
  const offline = new Error("offline");
  const load = vi
    .fn<() => Promise<AuthBackend>>()
    .mockRejectedValueOnce(new Error("chunk failed"))
    .mockRejectedValueOnce(offline)
    .mockResolvedValue(backend);
  const client = createAuthClientWith(load);
  const listener = vi.fn();
  client.subscribe(listener);
  await flush();
  expect(client.getState()).toEqual({ status: "signed-out" });
  expect(listener).toHaveBeenCalledTimes(1);
  await expect(client.signIn(email, "pa55word")).rejects.toBe(offline);
  expect(client.getState()).toEqual({ status: "signed-out" });

  await expect(client.signIn(email, "pa55word")).resolves.toMatchObject({ kind: "signed-in" });
  expect(load).toHaveBeenCalledTimes(3);
  emit(user);
  expect(client.getState()).toEqual({ status: "signed-in", user });
});
