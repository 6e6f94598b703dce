import { createContext, use, useSyncExternalStore } from "react";
import type { AuthClient } from "./auth-client";
import type { AuthState } from "./model";

const AuthContext = createContext<AuthClient | null>(null);

/** Provides the sign-in client to the page tree (tests pass a fake). */
export function AuthProvider({ client, children }: { client: AuthClient; children: React.ReactNode }) {
  return <AuthContext value={client}>{children}</AuthContext>;
}

function useAuthClient(): AuthClient {
  const client = use(AuthContext);
  if (!client) throw new Error("useAuth must be used inside <AuthProvider>.");
  return client;
}

const LOADING: AuthState = { status: "loading" };

/** Sign-in state and actions. Prerendered HTML (and hydration) see `loading`. */
export function useAuth(): AuthState & Pick<AuthClient, "configured" | "signIn" | "signOut"> {
  const client = useAuthClient();
  const state = useSyncExternalStore(client.subscribe, client.getState, () => LOADING);
  return { ...state, configured: client.configured, signIn: client.signIn, signOut: client.signOut };
}
