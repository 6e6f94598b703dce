import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, test } from "vitest";
import { expectConsoleError } from "~/test/console";
import { ErrorBoundary } from "./root";

function renderFailingRoute(route: { Component?: () => never; loader?: () => never }) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => null, HydrateFallback: () => null, ...route, ErrorBoundary },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("root ErrorBoundary", () => {
  test("shows the error page, with a retry, when a route throws", async () => {
    expectConsoleError(/kaput/);
    renderFailingRoute({
      Component: () => {
        throw new Error("kaput");
      },
    });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("This page hit a snag");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  test("shows the not-found page for a 404 response", async () => {
    renderFailingRoute({
      loader: () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to send a 404
        throw data(null, { status: 404 });
      },
    });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("We couldn’t find that page");
  });
});
