import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { foods } from "~/content/ingredients";
import { mealIdeas } from "~/content/meal-ideas";
import { mealCards } from "~/lib/meal-nutrition/meal-nutrition";
import { renderWithRouter } from "~/test/render";
import { MealExamplesPage } from "./meal-examples-page";

const cards = mealCards(mealIdeas, foods);

function renderPage() {
  renderWithRouter(<MealExamplesPage ideas={cards} />, { path: "/tools/meal-examples" });
  return userEvent.setup();
}

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
const cardTitles = () => texts(within(screen.getByRole("tabpanel")).getAllByRole("heading", { level: 3 }));

const titlesOf = (ideas: { title: string }[]) => ideas.map((idea) => idea.title);

describe("MealExamplesPage", () => {
  test("starts on five keto fat-loss breakfast ideas in the tabs pattern; each card shows its computed figures and one-serving recipe; the plan link carries diet and goal", () => {
    renderPage();
    expect(screen.getByLabelText("Diet")).toHaveValue("keto");
    expect(screen.getByLabelText("Goal")).toHaveValue("fat-loss");
    const tabs = screen.getAllByRole("tab");
    expect(screen.getByRole("tablist", { name: "Meal" })).toBeInTheDocument();
    expect(tabs.map((tab) => tab.getAttribute("tabindex"))).toEqual(["0", "-1", "-1"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel");
    expect(tabs[0]).toHaveAttribute("aria-controls", panel.id);
    expect(panel).toHaveAccessibleName("Breakfast");
    const controlled = tabs.map((tab) => document.getElementById(tab.getAttribute("aria-controls") ?? ""));
    for (const element of controlled) expect(element).toHaveAttribute("role", "tabpanel");
    expect(cardTitles()).toEqual(titlesOf(mealIdeas.keto["fat-loss"].breakfast));
    const first = cards.keto["fat-loss"].breakfast[0];
    const card = screen.getByRole("heading", { level: 3, name: first?.title }).closest("article");
    if (!card || !first) throw new Error("no first card");
    const figure = (label: string) => within(card).getByText(label).nextSibling;
    if (first.numbers) {
      expect(figure("net carbs")).toHaveTextContent(`${first.numbers.netCarbs} g`);
      expect(figure("kcal")).toHaveTextContent(String(first.numbers.kcal));
    }
    expect(texts(within(card).getAllByRole("listitem"))).toEqual(
      first.ingredients.map((line) => line.amount),
    );
    expect(screen.getByRole("link", { name: /Use in my plan/ })).toHaveAttribute(
      "href",
      "/tools/my-plan?diet=keto&goal=fat-loss",
    );
  });

  test("changing diet, goal or meal updates the cards and the grocery link at once", async () => {
    const user = renderPage();
    await user.selectOptions(screen.getByLabelText("Diet"), "Mediterranean");
    await user.selectOptions(screen.getByLabelText("Goal"), "Muscle gain");
    expect(cardTitles()).toEqual(titlesOf(mealIdeas.mediterranean["muscle-gain"].breakfast));
    expect(
      screen.getByRole("heading", { level: 2, name: "Mediterranean breakfast ideas for muscle gain" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Mediterranean grocery list" })).toHaveAttribute(
      "href",
      "/tools/grocery-list-generator?diet=mediterranean",
    );
    expect(screen.getByText("Showing 5 Mediterranean breakfast ideas for muscle gain.")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Dinner" }));
    expect(cardTitles()).toEqual(titlesOf(mealIdeas.mediterranean["muscle-gain"].dinner));
  });

  // Which key goes where is in meal-examples.test.ts; here, that the page follows it.
  test("Left from Breakfast wraps to Dinner, selecting and focusing it; Tab then moves into its panel", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("tab", { name: "Breakfast" }));
    await user.keyboard("{ArrowLeft}");
    const tab = screen.getByRole("tab", { name: "Dinner" });
    expect(tab).toHaveFocus();
    expect(tab).toHaveAttribute("aria-selected", "true");
    expect(tab).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("Dinner");
    expect(screen.getAllByRole("tab", { selected: true })).toHaveLength(1);
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });
});
