import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import { foods } from "~/content/ingredients";
import { mealIdeas } from "~/content/meal-ideas";
import { renderWithRouter } from "~/test/render";
import { MyPlanPage } from "./my-plan-page";
import { planView, toPlanFoods, toPlanIdeas } from "./plan-view";

test("two targets typed in the same moment both reach the link", async () => {
  const ideas = toPlanIdeas(mealIdeas);
  const planFoods = toPlanFoods(foods);
  const initial = planView(new URLSearchParams(), ideas, planFoods);
  renderWithRouter(<MyPlanPage ideas={ideas} foods={planFoods} initial={initial} />, {
    path: "/tools/my-plan",
  });
  await act(() => import("./plan-view"));
  // Both changes land before the router shows the first: the second must build on it.
  fireEvent.change(screen.getByLabelText(/Calories a day/), { target: { value: "1600" } });
  fireEvent.change(screen.getByLabelText(/Protein a day/), { target: { value: "90" } });
  const search = screen.getByRole("status", { name: "current search" });
  await waitFor(() => expect(search.textContent).toMatch(/kcal=1600&protein=90/));
});
