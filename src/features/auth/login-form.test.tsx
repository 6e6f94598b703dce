import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { DEVELOPER_EMAIL } from "~/config/developer";
import type { AuthUser, SignInResult } from "~/lib/auth/model";
import { expectConsoleError } from "~/test/console";
import { deferred } from "~/test/deferred";
import { createFakeAuthClient, renderWithRouter } from "~/test/render";
import { LoginForm } from "./login-form";
import { accountOf, currentPath, expectRedirectAfterDelay } from "./login-fixtures";

const emailField = () => screen.getByLabelText("E-mail");
const passwordField = () => screen.getByLabelText("Password");

/** Types into a form over a signed-out client and submits; the sign-in answers with `pending`
 * (by default, once the test settles it). */
async function submitLogin(email: string, password: string, pending = deferred<SignInResult>()) {
  const signIn = vi.fn((_email: string, _password: string) => pending.promise);
  const auth = createFakeAuthClient({ status: "signed-out" }, { signIn });
  renderWithRouter(<LoginForm />, { path: "/login", auth });
  const user = userEvent.setup();
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
  return { user, signIn, pending };
}

describe("LoginForm", () => {
  afterEach(() => vi.useRealTimers());

  test.each([
    ["the developer", DEVELOPER_EMAIL, "/dev-add-product"],
    ["anyone else", "editor@example.com", "/"],
  ])(
    "on success shows '✅ Logged in!' and, after the delay, opens the page for %s",
    async (_who, email, destination) => {
      const { pending } = await submitLogin(email, "pa55word");
      // Fake timers only now: the redirect timer starts once sign-in succeeds.
      vi.useFakeTimers();
      await act(async () => {
        pending.resolve({ kind: "signed-in", user: accountOf(email) });
        await pending.promise;
      });

      expect(screen.getByText("✅ Logged in!")).toHaveAttribute("role", "status");
      expect(screen.getByRole("button", { name: "Login" })).toBeDisabled();
      expectRedirectAfterDelay(new RegExp(`^${destination}$`));
    },
  );

  test("sends what was typed under a disabled 'Logging in…'; a failure logs it, says why, keeps what was typed and lets the visitor try again", async () => {
    expectConsoleError(/^Login failed: \[object Object\]$/);
    const { user, pending, signIn } = await submitLogin("editor@example.com", " wrong pass ");
    expect(screen.getByRole("button", { name: "Logging in…" })).toBeDisabled();
    // The password is sent exactly as typed (spaces are part of it).
    expect(signIn).toHaveBeenCalledWith("editor@example.com", " wrong pass ");
    await act(async () => {
      pending.reject({ code: "auth/invalid-credential" });
      await pending.promise.catch(() => undefined);
    });

    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Login failed. Check console.");
    expect(alert).toHaveTextContent("The e-mail or password is incorrect.");
    expect(alert).toHaveFocus();
    expect(emailField()).toHaveValue("editor@example.com");
    expect(passwordField()).toHaveValue(" wrong pass ");
    expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
    expect(screen.queryByText("✅ Logged in!")).toBeNull();
    expect(currentPath()).toHaveTextContent("/login");

    // A second failure moves focus back to the message.
    signIn.mockRejectedValueOnce({ code: "auth/too-many-requests" });
    await user.click(passwordField());
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText(/^Too many attempts\./)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveFocus();
  });
});

/** Signs the developer in with a password that succeeds and asks for an app code; the code
 * step waits until the test refuses it. */
async function reachCodeStep() {
  let pending = deferred<AuthUser>();
  const submitCode = vi.fn((_code: string) => pending.promise);
  const password = deferred<SignInResult>();
  password.resolve({ kind: "needs-code", submitCode });
  const { user, signIn } = await submitLogin(DEVELOPER_EMAIL, "pa55word", password);
  return {
    user,
    field: await screen.findByLabelText("Authentication code"),
    signIn,
    submitCode,
    refuse: async (error: unknown) => {
      await act(async () => {
        pending.reject(error);
        await pending.promise.catch(() => undefined);
      });
      pending = deferred<AuthUser>();
    },
  };
}

describe("LoginForm, account with an authenticator app", () => {
  test("after the password asks for the app's code, sends its digits alone; a wrong code keeps the step, selected for the next", async () => {
    expectConsoleError(/^Login failed: \[object Object\]$/);
    const { user, field, submitCode: send, refuse } = await reachCodeStep();
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(
      `To finish signing in as ${DEVELOPER_EMAIL}, enter the 6-digit code your authenticator app shows for Fast & Fuel.`,
    );
    // The password step is gone, and with it the password.
    expect(document.querySelector("input[type=password]")).toBeNull();
    expect(screen.queryByText("✅ Logged in!")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();

    await user.type(field, "12a3 45");
    expect(field).toHaveValue("12345");
    await user.type(field, "6{Enter}");
    expect(send).toHaveBeenCalledWith("123456");
    expect(screen.getByRole("button", { name: "Verifying…" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Use a different account" })).toBeDisabled();
    await refuse({ code: "auth/invalid-verification-code" });

    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Login failed. Check console.");
    expect(alert).toHaveTextContent(
      "That code is incorrect. Enter the 6-digit code your authenticator app shows now.",
    );
    const refused = screen.getByLabelText<HTMLInputElement>("Authentication code");
    expect(refused).toHaveFocus();
    expect(refused).toHaveAttribute("aria-invalid", "true");
    expect(refused).toHaveAccessibleDescription(/That code is incorrect\./);
    expect([refused.selectionStart, refused.selectionEnd]).toEqual([0, 6]);
    expect(screen.getByRole("button", { name: "Verify" })).toBeEnabled();

    // Typing over the selection sends the next code in the same sign-in.
    await user.keyboard("654321{Enter}");
    expect(send).toHaveBeenLastCalledWith("654321");
  });

  test("an expired sign-in starts over from the password, the e-mail kept", async () => {
    expectConsoleError(/^Login failed: \[object Object\]$/);
    const { user, field, signIn, refuse } = await reachCodeStep();
    await user.type(field, "123456{Enter}");
    await refuse({ code: "auth/code-expired" });

    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("This sign-in has expired. Enter your password again to start over.");
    expect(alert).toHaveFocus();
    expect(screen.queryByLabelText("Authentication code")).toBeNull();
    expect(emailField()).toHaveValue(DEVELOPER_EMAIL);
    expect(passwordField()).toHaveValue("");

    await user.type(passwordField(), "pa55word{Enter}");
    expect(signIn).toHaveBeenCalledTimes(2);
    expect(await screen.findByLabelText("Authentication code")).toHaveFocus();
  });

  test("'Use a different account' goes back to the e-mail, with the password to type again", async () => {
    const { user, field, submitCode: send } = await reachCodeStep();
    await user.type(field, "12");
    await user.click(screen.getByRole("button", { name: "Use a different account" }));

    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveValue(DEVELOPER_EMAIL);
    expect(passwordField()).toHaveValue("");
    expect(screen.queryByLabelText("Authentication code")).toBeNull();
    expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
    expect(send).not.toHaveBeenCalled();
  });
});
