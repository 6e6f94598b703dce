import { vi } from "vitest";
import type { AuthState } from "~/lib/auth/model";
import { createFakeAuthClient } from "./render";

/**
 * A sign-in client starting in `state` whose "Sign out" behaves as the real
 * one does: the identity service reports the reader signed out.
 */
export function createSignOutClient(state: AuthState) {
  const client = createFakeAuthClient(state, {
    signOut: vi.fn(() => {
      client.setState({ status: "signed-out" });
      return Promise.resolve();
    }),
  });
  return client;
}
