import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { DietComparePage } from "./diet-compare-page";

describe("DietComparePage", () => {
  test("has the spec's table columns and a row per diet", () => {
    renderWithRouter(<DietComparePage />, { path: "/diets/compare" });
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Diet", "Carb Level", "Best For", "Works with IF?"]);
    expect(within(table).getAllByRole("rowheader")).toHaveLength(5);
  });

  test("shows the health note: not medical advice, and who should not fast", () => {
    renderWithRouter(<DietComparePage />, { path: "/diets/compare" });
    const note = screen.getByRole("complementary", { name: "Health note" });
    expect(within(note).getByText("Not medical advice.")).toBeInTheDocument();
    expect(note).toHaveTextContent(/pregnant or breastfeeding, under 18, underweight/);
  });
});
