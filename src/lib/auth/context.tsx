import { createContext, use, useSyncExternalStore } from "react";
import { env } from "~/lib/env";
import { createAuthClient, type AuthClient } from "./auth-client";
import type { AuthState } from "./model";

const AuthContext = createContext<AuthClient | null>(null);

/** Tests pass a fake. Without it pages share one client, made on first use, so the shell carries none. */
export function AuthProvider({ client, children }: { client: AuthClient; children: React.ReactNode }) {
  return <AuthContext value={client}>{children}</AuthContext>;
}

let buildClient: AuthClient | null = null;

function useAuthClient(): AuthClient {
  return use(AuthContext) ?? (buildClient ??= createAuthClient(env.auth));
}

const LOADING: AuthState = { status: "loading" };

/** Prerendered HTML and hydration see `loading`. */
export function useAuth(): AuthState & Pick<AuthClient, "configured" | "signIn" | "signOut" | "refresh"> {
  const client = useAuthClient();
  const state = useSyncExternalStore(client.subscribe, client.getState, () => LOADING);
  return {
    ...state,
    configured: client.configured,
    signIn: client.signIn,
    signOut: client.signOut,
    refresh: client.refresh,
  };
}
