import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { loadAllDietGuides } from "~/content/diets";
import { dietComparison } from "~/content/diets/comparison";
import { renderWithRouter } from "~/test/render";
import { DietGuidePage } from "./diet-guide-page";

// Which guides list foods, and what each says, is checked on the content (diets.test.ts).
const guides = await loadAllDietGuides();
const guideOf = (slug: string) => {
  const guide = guides.find((item) => item.slug === slug);
  if (!guide) throw new Error(`no guide ${slug}`);
  return guide;
};

test("the keto guide opens with its card at a glance, shows the health note, its foods to eat and avoid, and the key facts its route gives it", () => {
  const keto = guideOf("ketogenic-diet");
  const glance = keto.atAGlance;
  // The route's loader finds the row by the guide's path.
  const row = dietComparison.find((item) => item.link === "/diets/ketogenic-diet");
  if (!glance || !row) throw new Error("missing keto's card or comparison row");
  renderWithRouter(<DietGuidePage guide={keto} keyFacts={row} />, { path: "/diets/ketogenic-diet" });
  const card = within(screen.getByRole("region", { name: "Ketogenic diet at a glance" }));
  expect(card.getByText(glance.target.label)).toBeInTheDocument();
  const figureSource = card.getByRole("link", { name: "Where this figure comes from" });
  expect(figureSource).toHaveAttribute("href", `#${glance.target.sectionId}`);
  expect(card.getByRole("img", { name: glance.plate.alt })).toHaveAttribute("src", glance.plate.src);
  const meals = within(card.getByRole("list", { name: "A sample day" })).getAllByRole("listitem");
  // Each meal named ("Breakfast"…), its dish linking to Meal Examples.
  expect(meals.map((meal) => meal.textContent)).toEqual(
    glance.sampleDay.meals.map(
      ({ meal, title }) => `${meal.charAt(0).toUpperCase()}${meal.slice(1)}${title}`,
    ),
  );
  for (const meal of meals)
    expect(within(meal).getByRole("link")).toHaveAttribute("href", glance.sampleDay.to);

  expect(screen.getByRole("complementary", { name: "Health note" })).toBeInTheDocument();
  const items = (name: string) =>
    within(screen.getByRole("list", { name }))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
  expect(items("Foods to eat")).toEqual(keto.foodsToEat);
  expect(items("Foods to avoid")).toEqual(keto.foodsToAvoid);
  const facts = screen.getByRole("complementary", { name: "Key facts" });
  expect(facts).toHaveTextContent(`Carb level${row.carbs}`);
  for (const use of row.bestFor) expect(facts).toHaveTextContent(use);
});

test("a guide without food lists or a card at a glance shows neither", () => {
  renderWithRouter(<DietGuidePage guide={guideOf("intermittent-fasting")} />, {
    path: "/diets/intermittent-fasting",
  });
  expect(screen.queryByRole("list", { name: "Foods to eat" })).toBeNull();
  expect(screen.queryByRole("region", { name: /at a glance/ })).toBeNull();
  expect(screen.getByRole("complementary", { name: "Health note" })).toBeInTheDocument();
});
