import { render } from "@testing-library/react";
import { RouterContextProvider, createRoutesStub, useLocation } from "react-router";
import type { AuthClient } from "~/lib/auth/auth-client";
import { AuthProvider } from "~/lib/auth/context";
import type { AuthState } from "~/lib/auth/model";
import { ContentStoreProvider } from "~/lib/content-store/context";
import { contentStoreContext } from "~/lib/content-store/route-context";
import type { ContentStore } from "~/lib/content-store/store";
import { HealthNoteContext } from "~/components/ui/health-note-context";
import { healthNote } from "~/content/health-note";

/** Shows the current path and query, so tests can assert where a click navigated. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output aria-label="current path">{pathname}</output>
      <output aria-label="current search">{search}</output>
    </>
  );
}

/** A sign-in client for tests whose state the test sets (`setState` notifies
 * subscribers, as the identity service would). Signing in and out do nothing
 * unless overridden. */
export type FakeAuthClient = AuthClient & { setState: (state: AuthState) => void };

export function createFakeAuthClient(
  initial: AuthState = { status: "signed-out" },
  overrides: Partial<Pick<AuthClient, "configured" | "signIn" | "signOut" | "refresh">> = {},
): FakeAuthClient {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    configured: true,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: () => Promise.reject(new Error("signIn is not faked in this test")),
    signOut: () => Promise.resolve(),
    refresh: () => Promise.resolve(state.status === "signed-in" ? state.user : null),
    setState(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    ...overrides,
  };
}

/**
 * Renders `ui` inside a router at `path` (with a sign-in client — signed out
 * unless given — and, given one, a content store). Every URL renders the same
 * UI, so navigation can be followed with the probe.
 */
export function renderWithRouter(
  ui: React.ReactNode,
  { path = "/", store, auth }: { path?: string; store?: ContentStore; auth?: AuthClient } = {},
) {
  // The health note's text, which the root route gives every page.
  const content = (
    <AuthProvider client={auth ?? createFakeAuthClient()}>
      <HealthNoteContext value={healthNote}>{ui}</HealthNoteContext>
      <LocationProbe />
    </AuthProvider>
  );
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () =>
        store ? <ContentStoreProvider store={store}>{content}</ContentStoreProvider> : content,
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

/** The parts of a route module `renderRoute` wires up. */
interface RouteModuleUnderTest {
  default: React.ComponentType<never>;
  loader?: (args: never) => unknown;
  clientLoader?: (args: never) => unknown;
  HydrateFallback?: React.ComponentType;
  ErrorBoundary?: React.ComponentType;
}

/**
 * Renders a route module at `path` as the browser runs it: its `clientLoader`
 * (given `store` through the router context, as the root middleware does, and
 * the module's build-time `loader` as `serverLoader`), its HydrateFallback
 * while that runs, and its ErrorBoundary when it fails.
 */
export function renderRoute(
  module: RouteModuleUnderTest,
  { path, pattern = path, store }: { path: string; pattern?: string; store: ContentStore },
) {
  const context = new RouterContextProvider();
  context.set(contentStoreContext, store);
  const run = (loader: (args: never) => unknown, args: object) => loader(args as never);
  const Stub = createRoutesStub(
    [
      {
        path: pattern,
        Component: module.default as React.ComponentType,
        HydrateFallback: module.HydrateFallback,
        ErrorBoundary: module.ErrorBoundary,
        loader: (args) => {
          const serverLoader = () => Promise.resolve(module.loader ? run(module.loader, args) : null);
          return module.clientLoader ? run(module.clientLoader, { ...args, serverLoader }) : serverLoader();
        },
      },
    ],
    context,
  );
  return render(
    <ContentStoreProvider store={store}>
      <HealthNoteContext value={healthNote}>
        <Stub initialEntries={[path]} />
      </HealthNoteContext>
    </ContentStoreProvider>,
  );
}
