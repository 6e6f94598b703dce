import { render } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { ContentStoreProvider } from "~/lib/content-store/context";
import type { ContentStore } from "~/lib/content-store/store";

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

/**
 * Renders `ui` inside a router at `path` (and, given one, a content store).
 * Every URL renders the same UI, so navigation can be followed with the probe.
 */
export function renderWithRouter(
  ui: React.ReactNode,
  { path = "/", store }: { path?: string; store?: ContentStore } = {},
) {
  const content = (
    <>
      {ui}
      <LocationProbe />
    </>
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
