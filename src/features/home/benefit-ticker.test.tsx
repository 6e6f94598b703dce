import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { home } from "~/content/home";
import { renderWithRouter } from "~/test/render";
import { BenefitTicker } from "./benefit-ticker";

// How fast it loops, and that it pauses on hover and focus: home.spec.ts and keyboard.spec.ts.
test("BenefitTicker is a focusable region named after its heading that announces each item once (the looping copy is hidden); the pause button stops and restarts it", async () => {
  const user = userEvent.setup();
  renderWithRouter(<BenefitTicker />);
  const heading = screen.getByRole("heading", { level: 2 });
  expect(heading.closest("section")).toHaveAccessibleName(heading.textContent);
  // Label in name: the scrolling region's name starts with the heading's words.
  const region = screen.getByRole("region", { name: `${heading.textContent}, scrolling list` });
  expect(within(region).getAllByRole("listitem")).toHaveLength(home.ticker.items.length);
  expect(region.querySelectorAll('ul[aria-hidden="true"] li')).toHaveLength(home.ticker.items.length);
  expect(region).toHaveAttribute("tabindex", "0");

  await user.click(screen.getByRole("button", { name: "Pause the scrolling list" }));
  expect(region).toHaveAttribute("data-paused", "true");
  await user.click(screen.getByRole("button", { name: "Play the scrolling list" }));
  expect(region).not.toHaveAttribute("data-paused");
});
