import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { dietComparison } from "~/content/diets/comparison";
import { renderWithRouter } from "~/test/render";
import { DietComparePage } from "./diet-compare-page";

const caption = "Diets compared by carb level, best use and fit with intermittent fasting";
const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

// jsdom applies no stylesheet, so both renderings are in the document here;
// which one shows at which width is checked in the browser (mobile-layout.spec.ts).
test("the table and the cards show each diet in order, with the same facts and a link to its guide, under the health note", () => {
  renderWithRouter(<DietComparePage />, { path: "/diets/compare" });
  const table = screen.getByRole("table", { name: caption });
  const rows = within(table).getAllByRole("row").slice(1);
  const cards = within(screen.getByRole("list", { name: caption })).getAllByRole("article");
  expect(rows).toHaveLength(dietComparison.length);
  expect(cards).toHaveLength(dietComparison.length);
  dietComparison.forEach((diet, index) => {
    const [row, card] = [rows[index], cards[index]];
    if (!row || !card) throw new Error(`no row or card for ${diet.name}`);
    expect(within(row).getByRole("rowheader")).toHaveTextContent(diet.name);
    expect(card).toHaveAccessibleName(diet.name);
    const facts = within(card).getAllByRole("definition");
    expect(texts(facts)).toEqual(texts(within(row).getAllByRole("cell")));
    const [carbs, bestFor, worksWithIF] = facts;
    if (!bestFor) throw new Error(`${diet.name}: no Best For fact`);
    expect(carbs).toHaveTextContent(diet.carbs);
    expect(texts(within(bestFor).getAllByRole("listitem"))).toEqual(diet.bestFor);
    expect(worksWithIF).toHaveTextContent(diet.compatibleWithIF ? "Yes" : "No");
    expect(within(card).getByRole("link", { name: `${diet.name} guide` })).toHaveAttribute("href", diet.link);
    expect(within(row).getByRole("link")).toHaveAttribute("href", diet.link);
  });
  const note = screen.getByRole("complementary", { name: "Health note" });
  expect(within(note).getByText("Not medical advice.")).toBeInTheDocument();
  expect(note).toHaveTextContent(
    /pregnant, trying to conceive or breastfeeding; are under 18; have, or have had, an eating disorder; are underweight or a frail older adult/,
  );
});
