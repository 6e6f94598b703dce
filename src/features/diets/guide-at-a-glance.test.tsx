import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import type { DietAtAGlance } from "~/content/diets/model";
import { renderWithRouter } from "~/test/render";
import { GuideAtAGlance } from "./guide-at-a-glance";

const glance: DietAtAGlance = {
  target: {
    label: "Fiber a day",
    figure: "About 30 g",
    text: "What most adults fall short of.",
    sectionId: "fiber",
  },
  plate: {
    src: "/images/diets/test-plate.svg",
    width: 400,
    height: 300,
    alt: "A bowl of beans and greens.",
    caption: "Beans, whole grains and vegetables.",
  },
  sampleDay: {
    diet: "vegan",
    goal: "maintenance",
    meals: [
      { meal: "breakfast", title: "Oats" },
      { meal: "lunch", title: "Lentil soup" },
      { meal: "dinner", title: "Tofu stir-fry" },
    ],
    to: "/tools/meal-examples",
  },
  links: [
    { label: "Work out your macros", to: "/tools/macro-calculator" },
    { label: "Vegan grocery list", to: "/tools/grocery-list-generator?diet=vegan" },
  ],
};

describe("GuideAtAGlance", () => {
  test("shows the guide's figure with a way to where the guide explains it", () => {
    renderWithRouter(<GuideAtAGlance title="Vegan diet at a glance" glance={glance} />);
    const card = screen.getByRole("region", { name: "Vegan diet at a glance" });
    expect(within(card).getByText("Fiber a day")).toBeInTheDocument();
    expect(within(card).getByText("About 30 g")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Where this figure comes from" })).toHaveAttribute(
      "href",
      "#fiber",
    );
  });

  test("pictures the plate, described in words, and names one day's dishes, each linking to Meal Examples", () => {
    renderWithRouter(<GuideAtAGlance title="Vegan diet at a glance" glance={glance} />);
    expect(screen.getByRole("img", { name: "A bowl of beans and greens." })).toHaveAttribute(
      "src",
      "/images/diets/test-plate.svg",
    );
    expect(screen.getByRole("figure")).toHaveTextContent(
      "A typical plate: Beans, whole grains and vegetables.",
    );

    const meals = within(screen.getByRole("list", { name: "A sample day" })).getAllByRole("listitem");
    expect(meals.map((meal) => meal.textContent)).toEqual([
      "BreakfastOats",
      "LunchLentil soup",
      "DinnerTofu stir-fry",
    ]);
    for (const meal of meals) {
      expect(within(meal).getByRole("link")).toHaveAttribute("href", "/tools/meal-examples");
    }
  });

  test("links onward to the tools it names", () => {
    renderWithRouter(<GuideAtAGlance title="Vegan diet at a glance" glance={glance} />);
    expect(screen.getByRole("link", { name: "Work out your macros" })).toHaveAttribute(
      "href",
      "/tools/macro-calculator",
    );
    expect(screen.getByRole("link", { name: "Vegan grocery list" })).toHaveAttribute(
      "href",
      "/tools/grocery-list-generator?diet=vegan",
    );
  });
});
