import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  onAuthStateChanged,
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

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email, emailVerified: user.emailVerified };
}

export function createFirebaseAuthBackend(settings: AuthSettings): AuthBackend {
  const instance = getAuth(settings);
  return {
    onUserChanged: (listener) =>
      onAuthStateChanged(instance, (user) => listener(user ? toAuthUser(user) : null)),
    signIn: async (email, password) =>
      toAuthUser((await signInWithEmailAndPassword(instance, email, password)).user),
    signOut: () => signOut(instance),
  };
}
