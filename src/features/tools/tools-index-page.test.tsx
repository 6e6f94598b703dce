import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { toolCards } from "~/config/tools";
import { renderWithRouter } from "~/test/render";
import { ToolsIndexPage } from "./tools-index-page";

// Every card's link reads "try": its accessible name says which tool it opens.
test("each tool card's 'try' link is named after its tool and opens its page", () => {
  renderWithRouter(<ToolsIndexPage />);
  for (const tool of toolCards) {
    expect(screen.getByRole("link", { name: `try the ${tool.title}` })).toHaveAttribute(
      "href",
      `/tools/${tool.id}`,
    );
  }
});
