import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { OfflinePage, readReturnPath } from "./offline-page";

describe("OfflinePage", () => {
  test("says what works offline and what needs a connection", () => {
    renderWithRouter(<OfflinePage />, { path: "/offline" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("You’re offline");
    const needs = screen.getByRole("region", { name: "Needs a connection" });
    for (const item of ["Signing in", "Uploading articles and products", /Articles not yet saved/]) {
      expect(within(needs).getByText(item)).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole("region", { name: "Works offline" })).getByText(/Every free tool/),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("link", { name: "Try again" })).not.toBeInTheDocument();
  });

  test("offers to try the page the reader was after again", () => {
    renderWithRouter(<OfflinePage />, { path: "/offline?from=%2Farticles%2Fnew-one%3Fref%3Dfeed" });
    expect(screen.getByRole("link", { name: "Try again" })).toHaveAttribute(
      "href",
      "/articles/new-one?ref=feed",
    );
  });
});

describe("readReturnPath", () => {
  test.each([
    ["/login", "/login"],
    ["/articles/new-one?ref=feed", "/articles/new-one?ref=feed"],
    [null, null],
    ["", null],
    ["https://elsewhere.example/", null],
    ["//elsewhere.example/", null],
    ["/\\elsewhere.example", null],
    ["/offline", null],
    ["/offline?from=/login", null],
  ])("from=%s → %s", (from, expected) => {
    const search = new URLSearchParams(from === null ? "" : { from });
    expect(readReturnPath(search)).toBe(expected);
  });
});
