import type { AuthSettings } from "~/lib/env";
import {
  AuthError,
  NOT_CONFIGURED_CODE,
  type AuthBackend,
  type AuthState,
  type AuthUser,
  type SignInResult,
} from "./model";

/**
 * Sign-in state for the whole page, as an external store
 * (`useSyncExternalStore`). The identity service's code is loaded only when a
 * page first subscribes or signs in, so pages without sign-in never download it.
 */
export interface AuthClient {
  /** False when the site has no sign-in configured (built-in mode). */
  readonly configured: boolean;
  getState: () => AuthState;
  subscribe: (listener: () => void) => () => void;
  /** Checks the password; an account with an authenticator app then needs
   * its code (`needs-code`) before it is signed in. */
  signIn: (email: string, password: string) => Promise<SignInResult>;
  signOut: () => Promise<void>;
  refresh: () => Promise<AuthUser | null>;
}

const LOADING: AuthState = { status: "loading" };
const SIGNED_OUT: AuthState = { status: "signed-out" };

/** A client with no identity service: always signed out; signing in fails
 * with a reason the login page can show. */
function createUnconfiguredClient(): AuthClient {
  return {
    configured: false,
    getState: () => SIGNED_OUT,
    subscribe: () => () => undefined,
    signIn: () =>
      Promise.reject(new AuthError(NOT_CONFIGURED_CODE, "Sign-in is not configured for this site.")),
    signOut: () => Promise.resolve(),
    refresh: () => Promise.resolve(null),
  };
}

/** A client backed by `loadBackend()`, which is called once, on first use. */
export function createAuthClientWith(loadBackend: () => Promise<AuthBackend>): AuthClient {
  let state: AuthState = LOADING;
  const listeners = new Set<() => void>();
  let backend: Promise<AuthBackend> | null = null;

  const setState = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const getBackend = () => {
    backend ??= loadBackend().then(
      (loaded) => {
        loaded.onUserChanged((user) => {
          setState(user ? { status: "signed-in", user } : SIGNED_OUT);
        });
        return loaded;
      },
      (error: unknown) => {
        // Without the identity service nobody is signed in; the next use retries.
        console.error("Could not load sign-in:", error);
        backend = null;
        setState(SIGNED_OUT);
        throw error;
      },
    );
    return backend;
  };

  return {
    configured: true,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      getBackend().catch(() => undefined);
      return () => listeners.delete(listener);
    },
    signIn: async (email, password) => (await getBackend()).signIn(email, password),
    signOut: async () => (await getBackend()).signOut(),
    refresh: async () => (await getBackend()).refresh(),
  };
}

/** The client for this build: Firebase Auth (lazily) when configured. */
export function createAuthClient(settings: AuthSettings | null): AuthClient {
  if (!settings) return createUnconfiguredClient();
  return createAuthClientWith(async () => {
    const { createFirebaseAuthBackend } = await import("~/lib/firebase/auth");
    return createFirebaseAuthBackend(settings);
  });
}
