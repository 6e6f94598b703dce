import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { renderWithRouter } from "~/test/render";
import RouteErrorPage, { ErrorPage, NotFoundPage } from "./status-pages";

describe("NotFoundPage", () => {
  test("offers helpful links and a way home", () => {
    renderWithRouter(<NotFoundPage />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("We couldn’t find that page");
    for (const [name, href] of [
      [/The Vault/, "/articles"],
      [/Diet guides/, "/diets/intermittent-fasting"],
      [/Free tools/, "/tools"],
      [/^About/, "/about"],
      [/Back to the home page/, "/"],
    ] as const) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });
});

describe("ErrorPage", () => {
  test("explains the problem and reloads on 'Try again'", async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ reload } as unknown as Location);
    renderWithRouter(<ErrorPage error={new Error("kaput")} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("This page hit a snag");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });
});

/** What React Router hands the error boundary for a thrown response. */
const errorResponse = (status: number) => ({ status, statusText: "", internal: false, data: null });

describe("RouteErrorPage", () => {
  test.each([
    ["a 404 response", () => errorResponse(404), "We couldn’t find that page"],
    ["a 500 response", () => errorResponse(500), "This page hit a snag"],
    ["a thrown error", () => new Error("kaput"), "This page hit a snag"],
  ])("shows the right page for %s", (_, makeError, heading) => {
    renderWithRouter(<RouteErrorPage error={makeError()} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(heading);
  });
});
