import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { editorialStandards } from "~/content/editorial-standards";
import { renderWithRouter } from "~/test/render";
import { EditorialStandardsPage } from "./editorial-standards-page";

const hrefOf = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

test("says who writes, how sources are chosen and graded, how affiliate links work, and how to report an error", () => {
  renderWithRouter(<EditorialStandardsPage />);
  expect(screen.getByRole("heading", { level: 1, name: "Editorial standards" })).toBeInTheDocument();
  expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
    ...editorialStandards.sections.map((section) => section.title),
    "Report an error",
  ]);
  // Honest about review: no invented experts.
  expect(screen.getByText(/No doctor, dietitian or outside expert reviews our articles/)).toBeInTheDocument();
  expect(screen.getByText(/Commissions never decide what we write or recommend/)).toBeInTheDocument();
  const legend = screen.getByRole("region", { name: "How we grade the evidence" });
  for (const [label, kind] of [
    ["Strong evidence", /several randomized controlled trials/],
    ["Moderate evidence", /at least one well-run randomized trial/],
    ["Limited evidence", /small, short or uncontrolled studies/],
    ["Animal or lab studies only", /studies in animals or cells only/],
    ["Advice, not a finding", /practical or safety advice/],
  ] as const) {
    expect(legend).toHaveTextContent(new RegExp(`${label}: ${kind.source}`));
  }
  expect(screen.getByRole("region", { name: "Who paid for the research" })).toHaveTextContent(
    /funding and conflict-of-interest statements/,
  );
  expect(hrefOf("Every correction and update, newest first")).toBe("/corrections");
  expect(hrefOf("corrections@fastandfuel.app")).toBe("mailto:corrections@fastandfuel.app?subject=Correction");
});
