import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { toolCards } from "~/config/tools";
import { renderWithRouter } from "~/test/render";
import { ToolsIndexPage } from "./tools-index-page";

test("shows 'tools that can help' and a card for each of the six tools, whose 'try' link opens its page", () => {
  renderWithRouter(<ToolsIndexPage />);
  expect(screen.getByRole("heading", { level: 1, name: "tools that can help" })).toBeInTheDocument();
  const cards = screen.getAllByRole("article");
  expect(cards).toHaveLength(6);
  for (const [index, tool] of toolCards.entries()) {
    const card = cards[index] ?? document.body;
    expect(within(card).getByRole("heading")).toHaveTextContent(tool.title);
    const link = within(card).getByRole("link", { name: `try the ${tool.title}` });
    expect(link).toHaveAttribute("href", `/tools/${tool.id}`);
    expect(link.textContent).toMatch(/^try/);
  }
});
