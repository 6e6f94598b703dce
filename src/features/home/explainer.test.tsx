import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { Explainer } from "./explainer";

describe("Explainer", () => {
  test("explains when-not-what, links the 10-benefits article, shows the health note, and states the 16:8 day in words (the bar and its times are decoration)", () => {
    renderWithRouter(<Explainer />);
    const note = screen.getByRole("complementary", { name: "Health note" });
    expect(within(note).getByText("Not medical advice.")).toBeInTheDocument();
    // Its full text is checked on the diet comparison page.
    expect(note).toHaveTextContent(/pregnant, trying to conceive or breastfeeding/);
    expect(screen.getByText("Structure, not restriction.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Learn 10 benefits of Intermittent Fasting" })).toHaveAttribute(
      "href",
      "/articles/10-benefits-of-fasting",
    );
    const figure = screen.getByRole("figure");
    expect(within(figure).getByText("A 16:8 day, at a glance")).toBeInTheDocument();
    expect(
      within(figure)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Eating window", "Fasting"]);
    const [eating, fasting] = within(figure).getAllByRole("definition");
    expect(eating).toHaveTextContent("8 hours 12:00–20:00");
    expect(fasting).toHaveTextContent("16 hours mostly asleep");
    expect(within(figure).getByText("24:00").closest("[aria-hidden='true']")).not.toBeNull();
  });
});
