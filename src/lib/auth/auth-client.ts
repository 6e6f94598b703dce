import type { AuthSettings } from "~/lib/env";
import {
  AuthError,
  NOT_CONFIGURED_CODE,
  type AuthBackend,
  type AuthState,
  type AuthUser,
  type SignInResult,
} from "./model";

/** For `useSyncExternalStore`. The identity service's code loads on first subscribe or sign-in, so pages
 * without sign-in never download it. */
export interface AuthClient {
  readonly configured: boolean;
  getState: () => AuthState;
  subscribe: (listener: () => void) => () => void;
  signIn: (email: string, password: string) => Promise<SignInResult>;
  signOut: () => Promise<void>;
  refresh: () => Promise<AuthUser | null>;
}

const LOADING: AuthState = { status: "loading" };
const SIGNED_OUT: AuthState = { status: "signed-out" };

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

/** `loadBackend()` is called once, on first use. */
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
        // The next use retries.
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

export function createAuthClient(settings: AuthSettings | null): AuthClient {
  if (!settings) return createUnconfiguredClient();
  return createAuthClientWith(async () => {
    const { createFirebaseAuthBackend } = await import("~/lib/firebase/auth");
    return createFirebaseAuthBackend(settings);
  });
}
