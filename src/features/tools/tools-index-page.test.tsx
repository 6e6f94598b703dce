import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { toolCards } from "~/config/tools";
import { renderWithRouter } from "~/test/render";
import { ToolsIndexPage } from "./tools-index-page";

test("shows 'tools that can help' and the six tool cards with 'try' links", () => {
  renderWithRouter(<ToolsIndexPage />);
  expect(screen.getByRole("heading", { level: 1, name: "tools that can help" })).toBeInTheDocument();
  const cards = screen.getAllByRole("article");
  expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
    "Fasting Schedule Generator",
    "Keto Macro Calculator",
    "Meal Examples",
    "Ketosis Indicator Quiz",
    "Grocery List Generator",
    "Supplement Matcher",
  ]);
  const links = cards.map((card) => within(card).getByRole("link"));
  // Each card links to its own tool's page, /tools/<id>.
  expect(links.map((link) => link.getAttribute("href"))).toEqual(
    toolCards.map((tool) => `/tools/${tool.id}`),
  );
  for (const link of links) expect(link.textContent).toMatch(/^try/);
  expect(screen.getByRole("link", { name: "try the Keto Macro Calculator" })).toBeInTheDocument();
});
