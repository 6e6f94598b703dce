import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { EditorialStandardsPage } from "./editorial-standards-page";

test("links the corrections log from its section on checks and updates, which the corrections page links to", () => {
  renderWithRouter(<EditorialStandardsPage />);
  const link = screen.getByRole("link", { name: "Every correction and update, newest first" });
  expect(link).toHaveAttribute("href", "/corrections");
  expect(link.closest("section")?.querySelector("h2")).toHaveAttribute("id", "checks-and-updates");
});
