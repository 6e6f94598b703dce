import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from "firebase/auth";
import type { AuthBackend, AuthUser } from "~/lib/auth/model";
import type { AuthSettings } from "~/lib/env";
import { getFirebaseApp } from "./app";

let auth: Auth | null = null;

/**
 * Firebase Auth with local persistence and no popup/redirect resolver: e-mail
 * and password sign-in only, so no iframe or third-party script is loaded
 * (smaller bundle, tighter Content-Security-Policy).
 */
function getAuth({ config, emulatorHost }: AuthSettings): Auth {
  if (auth) return auth;
  auth = initializeAuth(getFirebaseApp(config), { persistence: browserLocalPersistence });
  if (emulatorHost) connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  return auth;
}

async function toAuthUser(user: User): Promise<AuthUser> {
  const { claims } = await user.getIdTokenResult();
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    hasDeveloperRole: claims.developer === true,
  };
}

export function createFirebaseAuthBackend(settings: AuthSettings): AuthBackend {
  const instance = getAuth(settings);
  return {
    // Token changes, not just sign-in and out: a refreshed token is how a
    // newly verified e-mail or a granted role reaches the page.
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
            listener({ uid, email, emailVerified, hasDeveloperRole: false });
          },
        );
      });
    },
    signIn: async (email, password) =>
      toAuthUser((await signInWithEmailAndPassword(instance, email, password)).user),
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
