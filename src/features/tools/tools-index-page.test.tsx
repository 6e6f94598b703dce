import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
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
  expect(links.map((link) => link.getAttribute("href"))).toEqual([
    "/tools/fasting-schedule",
    "/tools/macro-calculator",
    "/tools/meal-examples",
    "/tools/ketosis-quiz",
    "/tools/grocery-list-generator",
    "/tools/supplement-matcher",
  ]);
  for (const link of links) expect(link.textContent).toMatch(/^try/);
  expect(screen.getByRole("link", { name: "try the Keto Macro Calculator" })).toBeInTheDocument();
});
