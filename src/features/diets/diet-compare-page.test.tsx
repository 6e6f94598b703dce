import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { dietComparison } from "~/content/diets/comparison";
import { renderWithRouter } from "~/test/render";
import { DietComparePage } from "./diet-compare-page";

const caption = "Diets compared by carb level, best use and fit with intermittent fasting";

// jsdom applies no stylesheet, so both renderings are in the document here;
// which one shows at which width is checked in the browser (mobile-layout.spec.ts).
describe("DietComparePage", () => {
  test("has the four table columns and a row per diet", () => {
    renderWithRouter(<DietComparePage />, { path: "/diets/compare" });
    const table = screen.getByRole("table", { name: caption });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Diet", "Carb Level", "Best For", "Works with IF?"]);
    expect(within(table).getAllByRole("rowheader")).toHaveLength(5);
  });

  test.each(dietComparison)("the $name card has its four facts and a link to its guide", (diet) => {
    renderWithRouter(<DietComparePage />, { path: "/diets/compare" });
    const card = within(screen.getByRole("list", { name: caption })).getByRole("article", {
      name: diet.name,
    });
    expect(within(card).getByRole("heading", { level: 2 })).toHaveTextContent(diet.name);
    expect(
      within(card)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Carb Level", "Best For", "Works with IF?"]);
    const [carbs, bestFor, worksWithIF] = within(card).getAllByRole("definition");
    expect(carbs).toHaveTextContent(diet.carbs);
    if (!bestFor) throw new Error(`${diet.name}: no Best For fact`);
    expect(
      within(bestFor)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(diet.bestFor);
    expect(worksWithIF).toHaveTextContent(diet.compatibleWithIF ? "Yes" : "No");
    expect(within(card).getByRole("link", { name: `${diet.name} guide` })).toHaveAttribute("href", diet.link);
  });

  test("the cards and the table show the same diets, in the same order, with the same facts", () => {
    renderWithRouter(<DietComparePage />, { path: "/diets/compare" });
    const cards = within(screen.getByRole("list", { name: caption })).getAllByRole("article");
    const rows = within(screen.getByRole("table", { name: caption }))
      .getAllByRole("row")
      .slice(1);
    expect(cards).toHaveLength(dietComparison.length);
    expect(rows).toHaveLength(dietComparison.length);
    cards.forEach((card, index) => {
      const row = rows[index];
      if (!row) throw new Error(`no table row for card ${index + 1}`);
      const cells = within(row).getAllByRole("cell");
      expect(card).toHaveAccessibleName(within(row).getByRole("rowheader").textContent);
      expect(within(row).getByRole("link")).toHaveAttribute(
        "href",
        within(card).getByRole("link").getAttribute("href"),
      );
      expect(cells.map((cell) => cell.textContent)).toEqual(
        within(card)
          .getAllByRole("definition")
          .map((fact) => fact.textContent),
      );
    });
  });

  test("shows the health note: not medical advice, and who should not fast", () => {
    renderWithRouter(<DietComparePage />, { path: "/diets/compare" });
    const note = screen.getByRole("complementary", { name: "Health note" });
    expect(within(note).getByText("Not medical advice.")).toBeInTheDocument();
    expect(note).toHaveTextContent(
      /pregnant, trying to conceive or breastfeeding; are under 18; have, or have had, an eating disorder; are underweight or a frail older adult/,
    );
  });
});
