import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { BenefitTicker } from "./benefit-ticker";

describe("BenefitTicker", () => {
  test("announces the 13 items once (the looping copy is hidden from assistive technology), loops in 200 s and takes focus", () => {
    renderWithRouter(<BenefitTicker />);
    const region = screen.getByRole("region", { name: "What people say fasting helps with, scrolling list" });
    const visibleItems = within(region).getAllByRole("listitem");
    expect(visibleItems).toHaveLength(13);
    expect(visibleItems[0]).toHaveTextContent("Energy and focus");
    expect(visibleItems[12]).toHaveTextContent("Possible longevity and anti-aging");
    expect(region.querySelectorAll("li")).toHaveLength(26);
    expect(region.querySelectorAll('ul[aria-hidden="true"] li')).toHaveLength(13);
    // It loops in 200 s and can be focused (focus pauses it, like hover).
    expect(region.querySelector(".ticker-track")).toHaveStyle({ animationDuration: "200s" });
    expect(region).toHaveAttribute("tabindex", "0");
  });

  test("the pause button stops and restarts it", async () => {
    const user = userEvent.setup();
    renderWithRouter(<BenefitTicker />);
    const region = screen.getByRole("region", { name: "What people say fasting helps with, scrolling list" });
    await user.click(screen.getByRole("button", { name: "Pause the scrolling list" }));
    expect(region).toHaveAttribute("data-paused", "true");
    await user.click(screen.getByRole("button", { name: "Play the scrolling list" }));
    expect(region).not.toHaveAttribute("data-paused");
  });

  test("says the items are what people say, named by the visible heading, and links to how strong the evidence is", () => {
    renderWithRouter(<BenefitTicker />);
    const heading = screen.getByRole("heading", { level: 2, name: "What people say fasting helps with" });
    // Label in name: the scrolling region's name starts with the heading's words.
    expect(screen.getByRole("region", { name: /, scrolling list$/ })).toHaveAccessibleName(
      `${heading.textContent}, scrolling list`,
    );
    expect(heading.closest("section")).toHaveAccessibleName(heading.textContent);
    expect(screen.getByRole("link", { name: /How strong the evidence is for each/ })).toHaveAttribute(
      "href",
      "/articles/10-benefits-of-fasting",
    );
  });
});
