import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { EditorialStandardsPage } from "./editorial-standards-page";

test("says who writes, how sources are chosen and checked, how affiliate links work, and how to report an error", () => {
  renderWithRouter(<EditorialStandardsPage />);
  expect(screen.getByRole("heading", { level: 1, name: "Editorial standards" })).toBeInTheDocument();
  expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
    "Who writes and checks our articles",
    "How we choose topics and sources",
    "How articles are checked and updated",
    "Health information, not medical advice",
    "How affiliate links work",
    "Report an error",
  ]);
  // Honest about review: no invented experts.
  expect(screen.getByText(/No doctor, dietitian or outside expert reviews our articles/)).toBeInTheDocument();
  expect(screen.getByText(/Commissions never decide what we write or recommend/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "corrections@fastandfuel.app" })).toHaveAttribute(
    "href",
    "mailto:corrections@fastandfuel.app?subject=Correction",
  );
});
