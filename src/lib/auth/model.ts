/** No tokens: only what the pages need. */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** The claim `npm run grant-developer` sets; firestore.rules require it for writes. */
  hasDeveloperRole: boolean;
  /** firestore.rules refuse a developer's writes and subscriber reads without it. */
  signedInWithSecondFactor: boolean;
}

/** `loading` until the identity service has restored (or not) the saved session. */
export type AuthState =
  { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: AuthUser };

/** `submitCode` may be retried after a wrong code; once the sign-in expires it rejects with an error
 * `isExpiredSignIn` recognises, and the password must be entered again. */
export type SignInResult =
  | { kind: "signed-in"; user: AuthUser }
  | { kind: "needs-code"; submitCode: (code: string) => Promise<AuthUser> };

export interface AuthBackend {
  /** Calls `listener` now and on every change. */
  onUserChanged(listener: (user: AuthUser | null) => void): () => void;
  signIn(email: string, password: string): Promise<SignInResult>;
  signOut(): Promise<void>;
  /** A fresh token, so a verification or a role granted since sign-in counts. */
  refresh(): Promise<AuthUser | null>;
}

export class AuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "AuthError";
  }
}

export const NOT_CONFIGURED_CODE = "app/sign-in-not-configured";

/** The site accepts authenticator app codes only, not text messages. */
export const NO_AUTHENTICATOR_APP_CODE = "app/authenticator-app-required";
