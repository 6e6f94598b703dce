import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { renderWithRouter } from "~/test/render";
import { ErrorPage, NotFoundPage } from "./status-pages";

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
