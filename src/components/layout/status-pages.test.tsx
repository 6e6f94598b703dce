import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { renderWithRouter } from "~/test/render";
import RouteErrorPage, { ErrorPage } from "./status-pages";

test("ErrorPage reloads the page on 'Try again'", async () => {
  const user = userEvent.setup();
  const reload = vi.fn();
  vi.spyOn(window, "location", "get").mockReturnValue({ reload } as unknown as Location);
  renderWithRouter(<ErrorPage error={new Error("kaput")} />);
  await user.click(screen.getByRole("button", { name: "Try again" }));
  expect(reload).toHaveBeenCalledTimes(1);
});

/** What React Router hands the error boundary for a thrown response. */
const errorResponse = (status: number) => ({ status, statusText: "", internal: false, data: null });

test.each([
  ["a 404 response", () => errorResponse(404), "We couldn’t find that page"],
  ["a 500 response", () => errorResponse(500), "This page hit a snag"],
  ["a thrown error", () => new Error("kaput"), "This page hit a snag"],
])("RouteErrorPage shows the right page for %s", (_, makeError, heading) => {
  renderWithRouter(<RouteErrorPage error={makeError()} />);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(heading);
});
