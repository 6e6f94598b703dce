import { render } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";

/** Shows the current path, so tests can assert where a click navigated. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="current path">{pathname}</output>;
}

/**
 * Renders `ui` inside a router at `path`. Every other URL renders the same UI,
 * so navigation can be followed with <LocationProbe />.
 */
export function renderWithRouter(ui: React.ReactNode, { path = "/" }: { path?: string } = {}) {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <>
          {ui}
          <LocationProbe />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
