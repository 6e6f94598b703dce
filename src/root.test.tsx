import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { expectConsoleError } from "~/test/console";
import { ErrorBoundary } from "./root";

// Which page each kind of error gets: status-pages.test.tsx.
test("root ErrorBoundary shows the error page, with a retry, when a route throws", async () => {
  expectConsoleError(/kaput/);
  const Stub = createRoutesStub([
    {
      path: "/",
      HydrateFallback: () => null,
      Component: () => {
        throw new Error("kaput");
      },
      ErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("This page hit a snag");
  expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
});
