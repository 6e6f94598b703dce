import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { DEVELOPER_EMAIL } from "~/config/developer";
import { createAuthClient } from "~/lib/auth/auth-client";
import type { AuthUser } from "~/lib/auth/model";
import { expectConsoleError } from "~/test/console";
import { createFakeAuthClient, renderWithRouter } from "~/test/render";
import { LOGIN_REDIRECT_DELAY_MS, LoginForm } from "./login-form";

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const accountOf = (email: string): AuthUser => ({
  uid: "u1",
  email,
  emailVerified: true,
  hasDeveloperRole: false,
});

/** A signed-out client whose sign-in waits until the test settles it. */
function renderForm() {
  const pending = deferred<AuthUser>();
  const signIn = vi.fn((_email: string, _password: string) => pending.promise);
  const auth = createFakeAuthClient({ status: "signed-out" }, { signIn });
  renderWithRouter(<LoginForm />, { path: "/login", auth });
  return { signIn, pending };
}

const emailField = () => screen.getByLabelText("E-mail");
const passwordField = () => screen.getByLabelText("Password");
const currentPath = () => screen.getByRole("status", { name: "current path" });

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
}

describe("LoginForm", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test("asks for an e-mail address and a hidden password, both required", () => {
    renderForm();
    expect(emailField()).toHaveAttribute("type", "email");
    expect(emailField()).toHaveAttribute("autocomplete", "username");
    expect(emailField()).toBeRequired();
    expect(passwordField()).toHaveAttribute("type", "password");
    expect(passwordField()).toBeRequired();
    expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
  });

  test("while signing in says 'Logging in…' on a disabled button", async () => {
    const user = userEvent.setup();
    const { signIn } = renderForm();
    await fillAndSubmit(user, "editor@example.com", " pa55 word ");
    expect(screen.getByRole("button", { name: "Logging in…" })).toBeDisabled();
    // The password is sent exactly as typed (spaces are part of it).
    expect(signIn).toHaveBeenCalledWith("editor@example.com", " pa55 word ");
    expect(screen.queryByText("✅ Logged in!")).toBeNull();
  });

  test.each([
    ["the developer", DEVELOPER_EMAIL, "/dev-add-product"],
    ["the developer, whatever the case of the address", DEVELOPER_EMAIL.toUpperCase(), "/dev-add-product"],
    ["anyone else", "editor@example.com", "/"],
  ])(
    "on success shows '✅ Logged in!' and, after the delay, opens the page for %s",
    async (_who, email, destination) => {
      const user = userEvent.setup();
      const { pending } = renderForm();
      await fillAndSubmit(user, email, "pa55word");
      // Fake timers only now: the redirect timer starts once sign-in succeeds.
      vi.useFakeTimers();
      await act(async () => {
        pending.resolve(accountOf(email));
        await pending.promise;
      });

      expect(screen.getByText("✅ Logged in!")).toHaveAttribute("role", "status");
      expect(screen.getByRole("button", { name: "Login" })).toBeDisabled();
      expect(currentPath()).toHaveTextContent("/login");

      act(() => {
        vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS - 1);
      });
      expect(currentPath()).toHaveTextContent("/login");
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(currentPath()).toHaveTextContent(new RegExp(`^${destination}$`));
    },
  );

  test("a failure logs it, says why, keeps what was typed and lets the visitor try again", async () => {
    expectConsoleError(/^Login failed: \[object Object\]$/);
    const user = userEvent.setup();
    const { pending, signIn } = renderForm();
    await fillAndSubmit(user, "editor@example.com", "wrong-password");
    await act(async () => {
      pending.reject({ code: "auth/invalid-credential" });
      await pending.promise.catch(() => undefined);
    });

    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Login failed. Check console.");
    expect(alert).toHaveTextContent("The e-mail or password is incorrect.");
    expect(alert).toHaveFocus();
    expect(emailField()).toHaveValue("editor@example.com");
    expect(passwordField()).toHaveValue("wrong-password");
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

  test("without sign-in configured the failure says so", async () => {
    expectConsoleError(/^Login failed: Sign-in is not configured for this site\.$/);
    const user = userEvent.setup();
    renderWithRouter(<LoginForm />, { path: "/login", auth: createAuthClient(null) });
    await fillAndSubmit(user, DEVELOPER_EMAIL, "pa55word");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Login failed. Check console.");
    expect(alert).toHaveTextContent(
      "Sign-in is not configured for this site (it runs on its built-in content).",
    );
    expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
  });

  test("calls onSubmit when the form is sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const auth = createFakeAuthClient(
      { status: "signed-out" },
      { signIn: () => new Promise(() => undefined) },
    );
    renderWithRouter(<LoginForm onSubmit={onSubmit} />, { path: "/login", auth });
    await user.type(emailField(), "editor@example.com");
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(passwordField(), "pa55word{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
