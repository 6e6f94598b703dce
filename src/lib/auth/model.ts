/** The signed-in person, as the pages need them (no tokens). */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** The account carries the `developer` claim the owner grants
   * (`npm run grant-developer`); firestore.rules require it for writes. */
  hasDeveloperRole: boolean;
  /** This sign-in passed the authenticator app's code: firestore.rules refuse a
   * developer's writes and subscriber reads without it. */
  signedInWithSecondFactor: boolean;
}

/** Sign-in state: `loading` until the identity service has restored (or not)
 * the saved session. */
export type AuthState =
  { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: AuthUser };

/**
 * How the password step of a sign-in ended: signed in, or the account also
 * has an authenticator app, whose current code `submitCode` sends to finish
 * signing in. `submitCode` may be called again after a wrong code; once the
 * sign-in has expired it rejects with an error `isExpiredSignIn` (errors.ts)
 * recognises, and the password must be entered again.
 */
export type SignInResult =
  | { kind: "signed-in"; user: AuthUser }
  | { kind: "needs-code"; submitCode: (code: string) => Promise<AuthUser> };

/** What an identity service adapter provides (Firebase Auth in production). */
export interface AuthBackend {
  /** Calls `listener` with the current user now and on every change. */
  onUserChanged(listener: (user: AuthUser | null) => void): () => void;
  signIn(email: string, password: string): Promise<SignInResult>;
  signOut(): Promise<void>;
  /** Reloads the signed-in user and fetches a fresh token (a verification or
   * a role granted since sign-in then counts); null when nobody is signed in. */
  refresh(): Promise<AuthUser | null>;
}

/** A sign-in failure with the identity service's error code (e.g. `auth/invalid-credential`). */
export class AuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "AuthError";
  }
}

/** Code of the failure when the site has no sign-in configured (built-in mode). */
export const NOT_CONFIGURED_CODE = "app/sign-in-not-configured";

/** Code of the failure when the account's second step is not an authenticator
 * app (e.g. a text message): the site accepts app codes only. */
export const NO_AUTHENTICATOR_APP_CODE = "app/authenticator-app-required";
