import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { BenefitTicker } from "./benefit-ticker";

// How fast it loops, and that it pauses on hover and focus: home.spec.ts and keyboard.spec.ts.
describe("BenefitTicker", () => {
  test("named by its heading, announces the 13 items once (the looping copy is hidden), takes focus and links to how strong the evidence is", () => {
    renderWithRouter(<BenefitTicker />);
    const heading = screen.getByRole("heading", { level: 2, name: "What people say fasting helps with" });
    expect(heading.closest("section")).toHaveAccessibleName(heading.textContent);
    // Label in name: the scrolling region's name starts with the heading's words.
    const region = screen.getByRole("region", { name: `${heading.textContent}, scrolling list` });
    const visibleItems = within(region).getAllByRole("listitem");
    expect(visibleItems).toHaveLength(13);
    expect(visibleItems[0]).toHaveTextContent("Energy and focus");
    expect(visibleItems[12]).toHaveTextContent("Possible longevity and anti-aging");
    expect(region.querySelectorAll('ul[aria-hidden="true"] li')).toHaveLength(13);
    expect(region).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("link", { name: /How strong the evidence is for each/ })).toHaveAttribute(
      "href",
      "/articles/10-benefits-of-fasting",
    );
  });

  test("the pause button stops and restarts it", async () => {
    const user = userEvent.setup();
    renderWithRouter(<BenefitTicker />);
    const region = screen.getByRole("region", { name: /, scrolling list$/ });
    await user.click(screen.getByRole("button", { name: "Pause the scrolling list" }));
    expect(region).toHaveAttribute("data-paused", "true");
    await user.click(screen.getByRole("button", { name: "Play the scrolling list" }));
    expect(region).not.toHaveAttribute("data-paused");
  });
});
