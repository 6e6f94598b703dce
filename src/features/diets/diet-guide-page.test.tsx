import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { loadAllDietGuides } from "~/content/diets";
import { dietComparison } from "~/content/diets/comparison";
import { renderWithRouter } from "~/test/render";
import { DietGuidePage } from "./diet-guide-page";

describe("DietGuidePage", async () => {
  const guides = await loadAllDietGuides();

  // Which guides list foods, and what each says, is checked on the content (diets.test.ts).
  test.each(guides.map((guide) => [guide.slug, guide] as const))(
    "%s shows the health note (every guide has a section on fasting), its foods to eat and avoid, and its key facts",
    (_, guide) => {
      // The route's loader finds the row by the guide's path.
      const row = dietComparison.find((item) => item.link === `/diets/${guide.slug}`);
      if (!row) throw new Error(`no comparison row for ${guide.name}`);
      renderWithRouter(<DietGuidePage guide={guide} keyFacts={row} />, { path: `/diets/${guide.slug}` });
      expect(screen.getByRole("heading", { level: 2, name: guide.combining.title })).toBeInTheDocument();
      const note = screen.getByRole("complementary", { name: "Health note" });
      expect(within(note).getByText("Not medical advice.")).toBeInTheDocument();
      expect(note).toHaveTextContent(/do not fast without medical supervision/);
      const items = (name: string) =>
        within(screen.getByRole("list", { name }))
          .getAllByRole("listitem")
          .map((item) => item.textContent);
      if (guide.foodsToEat && guide.foodsToAvoid) {
        expect(items("Foods to eat")).toEqual(guide.foodsToEat);
        expect(items("Foods to avoid")).toEqual(guide.foodsToAvoid);
      } else expect(screen.queryByRole("list", { name: "Foods to eat" })).toBeNull();
      const facts = screen.getByRole("complementary", { name: "Key facts" });
      expect(facts).toHaveTextContent(`Carb level${row.carbs}`);
      for (const use of row.bestFor) expect(facts).toHaveTextContent(use);
      expect(within(facts).getByRole("link", { name: "Compare the five diets" })).toHaveAttribute(
        "href",
        "/diets/compare",
      );
    },
  );

  test("the keto guide opens with its card at a glance, drawn from its data; a guide without one shows none", () => {
    const keto = guides.find((guide) => guide.slug === "ketogenic-diet");
    const paleo = guides.find((guide) => guide.slug === "paleo-diet");
    const glance = keto?.atAGlance;
    if (!keto || !paleo || !glance) throw new Error("missing the keto or paleo guide, or keto's card");
    const { unmount } = renderWithRouter(<DietGuidePage guide={keto} />, { path: "/diets/ketogenic-diet" });
    const card = within(screen.getByRole("region", { name: "Ketogenic diet at a glance" }));
    expect(card.getByText("Under 20–50 g")).toBeInTheDocument();
    expect(card.getByText(glance.target.label)).toBeInTheDocument();
    expect(card.getByRole("link", { name: "Where this figure comes from" })).toHaveAttribute(
      "href",
      `#${glance.target.sectionId}`,
    );
    expect(card.getByRole("img", { name: glance.plate.alt })).toHaveAttribute("src", glance.plate.src);
    expect(card.getByRole("figure")).toHaveTextContent(`A typical plate: ${glance.plate.caption}`);
    const meals = within(card.getByRole("list", { name: "A sample day" })).getAllByRole("listitem");
    // Each meal named ("Breakfast"…), its dish linking to Meal Examples.
    expect(meals.map((meal) => meal.textContent)).toEqual(
      glance.sampleDay.meals.map(
        ({ meal, title }) => `${meal.charAt(0).toUpperCase()}${meal.slice(1)}${title}`,
      ),
    );
    for (const meal of meals)
      expect(within(meal).getByRole("link")).toHaveAttribute("href", glance.sampleDay.to);
    for (const { label, to } of glance.links)
      expect(card.getByRole("link", { name: label })).toHaveAttribute("href", to);
    // The card comes before the first section of the text.
    const firstSection = screen.getByRole("heading", { level: 2, name: "What the ketogenic diet is" });
    expect(
      screen
        .getByRole("region", { name: "Ketogenic diet at a glance" })
        .compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    unmount();

    renderWithRouter(<DietGuidePage guide={paleo} />, { path: "/diets/paleo-diet" });
    expect(screen.queryByRole("region", { name: /at a glance/ })).not.toBeInTheDocument();
  });
});
