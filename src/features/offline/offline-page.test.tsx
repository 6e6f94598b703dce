import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { OfflinePage, readReturnPath } from "./offline-page";

test("OfflinePage offers to try the page the reader was after again, only when there is one", () => {
  const { unmount } = renderWithRouter(<OfflinePage />, { path: "/offline" });
  expect(screen.queryByRole("link", { name: "Try again" })).toBeNull();
  unmount();
  renderWithRouter(<OfflinePage />, { path: "/offline?from=%2Farticles%2Fnew-one%3Fref%3Dfeed" });
  const retry = screen.getByRole("link", { name: "Try again" });
  expect(retry).toHaveAttribute("href", "/articles/new-one?ref=feed");
});

test.each([
  ["/articles/new-one?ref=feed", "/articles/new-one?ref=feed"],
  [null, null],
  ["https://elsewhere.example/", null],
  ["//elsewhere.example/", null],
  ["/\\elsewhere.example", null],
  ["/offline?from=/login", null],
])("readReturnPath: from=%s → %s", (from, expected) => {
  const search = new URLSearchParams(from === null ? "" : { from });
  expect(readReturnPath(search)).toBe(expected);
});
