import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { BenefitTicker } from "./benefit-ticker";

describe("BenefitTicker", () => {
  test("announces the 13 items once: the looping copy is hidden from assistive technology", () => {
    renderWithRouter(<BenefitTicker />);
    const region = screen.getByRole("region", { name: "What people say fasting helps with, scrolling list" });
    const visibleItems = within(region).getAllByRole("listitem");
    expect(visibleItems).toHaveLength(13);
    expect(visibleItems[0]).toHaveTextContent("Energy and focus");
    expect(visibleItems[12]).toHaveTextContent("Possible longevity and anti-aging");
    expect(region.querySelectorAll("li")).toHaveLength(26);
    expect(region.querySelectorAll('ul[aria-hidden="true"] li')).toHaveLength(13);
  });

  test("loops in 200 s and can be focused (focus pauses it, like hover)", () => {
    renderWithRouter(<BenefitTicker />);
    const region = screen.getByRole("region", { name: "What people say fasting helps with, scrolling list" });
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

  test("the scrolling region's name starts with the visible heading's words (label in name)", () => {
    renderWithRouter(<BenefitTicker />);
    const heading = screen.getByRole("heading", { level: 2, name: "What people say fasting helps with" });
    const region = screen.getByRole("region", { name: /, scrolling list$/ });
    expect(region).toHaveAccessibleName(`${heading.textContent}, scrolling list`);
    expect(region.closest("section")).toHaveAccessibleName(heading.textContent);
  });

  test("says the items are what people say, and links to how strong the evidence is for each", () => {
    renderWithRouter(<BenefitTicker />);
    expect(
      screen.getByRole("heading", { level: 2, name: "What people say fasting helps with" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /How strong the evidence is for each/ })).toHaveAttribute(
      "href",
      "/articles/10-benefits-of-fasting",
    );
  });
});
