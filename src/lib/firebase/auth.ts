import {
  browserSessionPersistence,
  connectAuthEmulator,
  getMultiFactorResolver,
  initializeAuth,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut,
  TotpMultiFactorGenerator,
  type Auth,
  type MultiFactorError,
  type User,
} from "firebase/auth";
import { errorCode } from "~/lib/auth/errors";
import {
  AuthError,
  NO_AUTHENTICATOR_APP_CODE,
  type AuthBackend,
  type AuthUser,
  type SignInResult,
} from "~/lib/auth/model";
import type { AuthSettings } from "~/lib/env";
import { getFirebaseApp } from "./app";

let auth: Auth | null = null;

/** No popup/redirect resolver, so no iframe or third-party script loads (a tighter CSP). Session storage:
 * a shared or lost computer does not stay signed in to the account that can change the site. */
function getAuth({ config, emulatorHost }: AuthSettings): Auth {
  if (auth) return auth;
  auth = initializeAuth(getFirebaseApp(config), { persistence: browserSessionPersistence });
  if (emulatorHost) connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  return auth;
}

export async function toAuthUser(
  user: Pick<User, "uid" | "email" | "emailVerified"> & {
    getIdTokenResult: () => Promise<{ claims: Record<string, unknown>; signInSecondFactor: string | null }>;
  },
): Promise<AuthUser> {
  const { claims, signInSecondFactor } = await user.getIdTokenResult();
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    hasDeveloperRole: claims.developer === true,
    signedInWithSecondFactor: signInSecondFactor !== null,
  };
}

export function findAuthenticatorApp<Hint extends { factorId: string }>(hints: Hint[]): Hint {
  const app = hints.find((hint) => hint.factorId === TotpMultiFactorGenerator.FACTOR_ID);
  if (app) return app;
  const kinds = hints.map((hint) => hint.factorId).join(", ");
  throw new AuthError(
    NO_AUTHENTICATOR_APP_CODE,
    `The account's second factors (${kinds}) include no authenticator app.`,
  );
}

async function signInWithPassword(instance: Auth, email: string, password: string): Promise<SignInResult> {
  try {
    const { user } = await signInWithEmailAndPassword(instance, email, password);
    return { kind: "signed-in", user: await toAuthUser(user) };
  } catch (error) {
    if (errorCode(error) !== "auth/multi-factor-auth-required") throw error;
    const resolver = getMultiFactorResolver(instance, error as MultiFactorError);
    const app = findAuthenticatorApp(resolver.hints);
    return {
      kind: "needs-code",
      submitCode: async (code) => {
        const assertion = TotpMultiFactorGenerator.assertionForSignIn(app.uid, code);
        return toAuthUser((await resolver.resolveSignIn(assertion)).user);
      },
    };
  }
}

export function createFirebaseAuthBackend(settings: AuthSettings): AuthBackend {
  const instance = getAuth(settings);
  return {
    // Token changes, not just sign-in: a refreshed token is how a verified e-mail or granted role arrives.
    onUserChanged: (listener) => {
      let latest = 0;
      return onIdTokenChanged(instance, (user) => {
        const call = (latest += 1);
        if (!user) {
          listener(null);
          return;
        }
        // Reading the claims is async; an older answer must not overwrite a newer one.
        toAuthUser(user).then(
          (authUser) => call === latest && listener(authUser),
          (error: unknown) => {
            console.error("Could not read the account's roles:", error);
            if (call !== latest) return;
            const { uid, email, emailVerified } = user;
            listener({ uid, email, emailVerified, hasDeveloperRole: false, signedInWithSecondFactor: false });
          },
        );
      });
    },
    signIn: (email, password) => signInWithPassword(instance, email, password),
    signOut: () => signOut(instance),
    async refresh() {
      const user = instance.currentUser;
      if (!user) return null;
      await user.reload();
      await user.getIdToken(true);
      return toAuthUser(user);
    },
  };
}
