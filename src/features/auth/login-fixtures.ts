import { act, screen } from "@testing-library/react";
import { expect, vi } from "vitest";
import type { AuthUser } from "~/lib/auth/model";
import { LOGIN_REDIRECT_DELAY_MS } from "./login-form";

/** Accounts, the router's location and the redirect check shared by the login form's and page's tests. */

export const accountOf = (email: string | null): AuthUser => ({
  uid: "u1",
  email,
  emailVerified: true,
  hasDeveloperRole: false,
  signedInWithSecondFactor: true,
});

export const currentPath = () => screen.getByRole("status", { name: "current path" });

/** The reader stays on /login long enough to read "✅ Logged in!". Needs fake timers. */
export function expectRedirectAfterDelay(destination: string | RegExp) {
  expect(currentPath()).toHaveTextContent("/login");
  act(() => {
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS - 1);
  });
  expect(currentPath()).toHaveTextContent("/login");
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(currentPath()).toHaveTextContent(destination);
}
