import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { DEVELOPER_EMAIL } from "~/config/developer";
import { AuthProvider } from "~/lib/auth/context";
import type { AuthState } from "~/lib/auth/model";
import { makeStore } from "~/test/content-fixtures";
import { createSignOutClient } from "~/test/fake-auth";
import { createFakeAuthClient, LocationProbe, renderWithRouter } from "~/test/render";
import { DeveloperPage } from "./developer-page";

// What the page shows once the developer is let in is tested on its tools (developer-tools.test.tsx).

const signedIn = (email: string | null): AuthState => ({
  status: "signed-in",
  user: { uid: "dev", email, emailVerified: true, hasDeveloperRole: true, signedInWithSecondFactor: true },
});

function renderPage(auth: AuthState) {
  const client = createSignOutClient(auth);
  renderWithRouter(<DeveloperPage />, { path: "/dev-add-product", store: makeStore([]), auth: client });
  return client;
}

const currentPath = () => screen.getByRole("status", { name: "current path" });

test("says 'Loading...' while the session is restored, and stays", () => {
  renderPage({ status: "loading" });
  expect(screen.getByText("Loading...")).toBeInTheDocument();
  expect(currentPath()).toHaveTextContent("/dev-add-product");
  expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
});

test.each<[string, AuthState]>([
  ["a signed-out visitor", { status: "signed-out" }],
  ["someone else signed in", signedIn("editor@example.com")],
  ["an account without an e-mail", signedIn(null)],
])("sends %s home", (_who, auth) => {
  renderPage(auth);
  expect(currentPath()).toHaveTextContent(/^\/$/);
  expect(screen.queryByRole("heading", { name: "Content uploads" })).toBeNull();
});

test("replaces the developer page in the history, so Back skips it", async () => {
  const client = createFakeAuthClient({ status: "signed-out" });
  const element = (
    <AuthProvider client={client}>
      <DeveloperPage />
      <LocationProbe />
    </AuthProvider>
  );
  const router = createMemoryRouter([{ path: "*", element }], {
    initialEntries: ["/about", "/dev-add-product"],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  expect(currentPath()).toHaveTextContent(/^\/$/);
  await act(() => router.navigate(-1));
  expect(currentPath()).toHaveTextContent("/about");
});

test("lets the developer in, whatever the case of the e-mail, and sends them home after signing out", async () => {
  const user = userEvent.setup();
  const email = DEVELOPER_EMAIL.toUpperCase();
  const client = renderPage(signedIn(email));
  expect(screen.getByRole("heading", { level: 1, name: "Content uploads" })).toBeInTheDocument();
  expect(screen.getByText(/^Signed in as/)).toHaveTextContent(`Signed in as ${email}`);
  // The tools load in their own chunk, once the developer is known.
  await screen.findByText(/No products yet/);
  expect(currentPath()).toHaveTextContent("/dev-add-product");

  await user.click(screen.getByRole("button", { name: "Sign out" }));
  expect(client.signOut).toHaveBeenCalledTimes(1);
  expect(currentPath()).toHaveTextContent(/^\/$/);
});
