import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { CorrectionsPage } from "./corrections-page";

// Which changes are listed, and in what order: corrections.test.ts.
test("lists each change with its date, the page it changed and why", () => {
  const correction = {
    title: "Keto basics",
    url: "/articles/keto-basics-net-carbs#what-changed",
    date: new Date("2026-11-25T00:00:00Z"),
    change: "Said what forum posts can show about keto flu.",
  };
  renderWithRouter(<CorrectionsPage corrections={[correction]} />);
  const item = within(screen.getByRole("listitem"));
  expect(item.getByText("November 25, 2026")).toHaveAttribute("datetime", "2026-11-25T00:00:00.000Z");
  expect(item.getByRole("link", { name: "Keto basics" })).toHaveAttribute("href", correction.url);
  expect(item.getByText(correction.change)).toBeInTheDocument();
});

test("with no corrections yet, says so", () => {
  renderWithRouter(<CorrectionsPage corrections={[]} />);
  expect(screen.getByText("Nothing has been corrected or updated yet.")).toBeInTheDocument();
});
