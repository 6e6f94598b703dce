import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { DEVELOPER_EMAIL } from "~/config/developer";
import type { AuthState, SignInResult } from "~/lib/auth/model";
import { deferred } from "~/test/deferred";
import { createSignOutClient } from "~/test/fake-auth";
import { createFakeAuthClient, renderWithRouter } from "~/test/render";
import { accountOf, currentPath, expectRedirectAfterDelay } from "./login-fixtures";
import { LoginPage } from "./login-page";

const signedIn = (email: string | null): AuthState => ({ status: "signed-in", user: accountOf(email) });

/** The page over `auth`, the developer's e-mail and password typed and sent. */
async function logInAsDeveloper(auth: ReturnType<typeof createFakeAuthClient>) {
  renderWithRouter(<LoginPage />, { path: "/login", auth });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("E-mail"), DEVELOPER_EMAIL);
  await user.type(screen.getByLabelText("Password"), "pa55word{Enter}");
  return user;
}

afterEach(() => vi.useRealTimers());

test.each<[string, AuthState]>([
  ["signed out", { status: "signed-out" }],
  ["the session is still being restored", { status: "loading" }],
])("LoginPage shows the sign-in form when %s", (_when, state) => {
  renderWithRouter(<LoginPage />, { path: "/login", auth: createFakeAuthClient(state) });
  expect(screen.getByLabelText("E-mail")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
  expect(screen.queryByText(/You’re signed in as/)).toBeNull();
});

test.each([
  [DEVELOPER_EMAIL, `You’re signed in as ${DEVELOPER_EMAIL}.`, "/dev-add-product"],
  ["editor@example.com", "You’re signed in as editor@example.com.", undefined],
  [null, "You’re signed in as an account without an e-mail.", undefined],
])("tells %s who they are, with the developer page only for the developer", (email, said, devPage) => {
  renderWithRouter(<LoginPage />, { path: "/login", auth: createFakeAuthClient(signedIn(email)) });
  expect(screen.getByText(/You’re signed in as/)).toHaveTextContent(said);
  const link = screen.queryByRole("link", { name: "Open the developer page" });
  expect(link?.getAttribute("href")).toBe(devPage);
  expect(screen.queryByLabelText("E-mail")).toBeNull();
});

test("LoginPage follows a sign-in from another tab, and 'Sign out' brings the form back once the state says so", async () => {
  const user = userEvent.setup();
  const auth = createSignOutClient({ status: "signed-out" });
  renderWithRouter(<LoginPage />, { path: "/login", auth });
  act(() => auth.setState(signedIn("editor@example.com")));
  expect(screen.getByText(/You’re signed in as/)).toBeInTheDocument();
  expect(screen.queryByLabelText("E-mail")).toBeNull();
  await user.click(screen.getByRole("button", { name: "Sign out" }));
  expect(auth.signOut).toHaveBeenCalledTimes(1);
  expect(screen.getByLabelText("E-mail")).toBeInTheDocument();
  expect(screen.queryByText(/You’re signed in as/)).toBeNull();
});

// Regression: the sign-in state changes before signIn() resolves; the page
// must not swap the form for the signed-in panel mid-sign-in.
test("LoginPage keeps the form through its own sign-in, says '✅ Logged in!' and then moves on", async () => {
  const pending = deferred<SignInResult>();
  const auth = createFakeAuthClient({ status: "signed-out" }, { signIn: () => pending.promise });
  await logInAsDeveloper(auth);

  act(() => auth.setState(signedIn(DEVELOPER_EMAIL)));
  expect(screen.getByRole("button", { name: "Logging in…" })).toBeDisabled();
  expect(screen.queryByText(/You’re signed in as/)).toBeNull();

  // Fake timers only now: the redirect timer starts once sign-in succeeds.
  vi.useFakeTimers();
  await act(async () => {
    pending.resolve({ kind: "signed-in", user: accountOf(DEVELOPER_EMAIL) });
    await pending.promise;
  });
  expect(screen.getByText("✅ Logged in!")).toBeInTheDocument();
  expect(screen.queryByText(/You’re signed in as/)).toBeNull();
  expectRedirectAfterDelay("/dev-add-product");
});

test("LoginPage keeps the code step on screen while its sign-in completes, then moves on", async () => {
  const submitCode = () => {
    auth.setState(signedIn(DEVELOPER_EMAIL));
    return Promise.resolve(accountOf(DEVELOPER_EMAIL));
  };
  const needsCode: SignInResult = { kind: "needs-code", submitCode };
  const auth = createFakeAuthClient({ status: "signed-out" }, { signIn: () => Promise.resolve(needsCode) });
  const user = await logInAsDeveloper(auth);
  await user.type(await screen.findByLabelText("Authentication code"), "123456{Enter}");
  expect(await screen.findByText("✅ Logged in!")).toBeInTheDocument();
  expect(screen.queryByText(/You’re signed in as/)).toBeNull();
  await waitFor(() => expect(currentPath()).toHaveTextContent("/dev-add-product"));
});
