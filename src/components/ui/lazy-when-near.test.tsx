import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { mockAllIsIntersecting } from "react-intersection-observer/test-utils";
import { afterEach, expect, test, vi } from "vitest";
import { HydrationProvider } from "~/hooks/use-is-hydrated";
import { lazyWhenNear } from "./lazy-when-near";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** The HTML the prerender writes for a `lazyWhenNear` section: a wrapper and a
 * Suspense boundary around the section's own markup. */
const serverHtml = renderToString(
  <div>
    <Suspense fallback={null}>
      <Counter label="Clicked" />
    </Suspense>
  </div>,
);

let root: Root | null = null;

/** Puts the prerendered HTML in the page and hydrates `Section` over it, as the browser does;
 * returns the server's button. */
function hydrate(Section: React.ComponentType<{ label: string }>) {
  const container = document.createElement("div");
  container.innerHTML = serverHtml;
  document.body.append(container);
  const serverButton = screen.getByRole("button", { name: "Clicked 0" });
  root = hydrateRoot(
    container,
    <HydrationProvider>
      <Section label="Clicked" />
    </HydrationProvider>,
  );
  return serverButton;
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

test("lazyWhenNear, mounted on the client (after hydration) it loads at once, with the fallback meanwhile", async () => {
  const load = vi.fn(() => Promise.resolve(Counter));
  const Section = lazyWhenNear(load, { fallback: <p>Loading section…</p> });
  render(<Section label="Clicked" />);
  expect(screen.getByText("Loading section…")).toBeInTheDocument();
  expect(await screen.findByRole("button", { name: "Clicked 0" })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test("lazyWhenNear, hydrating, keeps the server HTML and loads only when near the viewport, then hydrates", async () => {
  const user = userEvent.setup();
  const load = vi.fn(() => Promise.resolve(Counter));
  let serverButton: HTMLElement | undefined;
  await act(async () => {
    serverButton = hydrate(lazyWhenNear(load));
    // A moment for anything that would start loading (nothing should).
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(load).not.toHaveBeenCalled();
  // Not hydrated yet: the server’s button stays as it is.
  expect(screen.getByRole("button", { name: "Clicked 0" })).toBe(serverButton);

  act(() => mockAllIsIntersecting(true));
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  // React hydrates the section once its code has arrived.
  await act(async () => {
    await load.mock.results[0]?.value;
  });
  // Hydrated in place (same element, no mismatch logged): now it responds.
  await user.click(screen.getByRole("button", { name: "Clicked 0" }));
  expect(screen.getByRole("button", { name: "Clicked 1" })).toBe(serverButton);
});

test("lazyWhenNear, hydrating without IntersectionObserver, it loads at once", async () => {
  vi.stubGlobal("IntersectionObserver", undefined);
  const load = vi.fn(() => Promise.resolve(Counter));
  act(() => {
    hydrate(lazyWhenNear(load));
  });
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
});
