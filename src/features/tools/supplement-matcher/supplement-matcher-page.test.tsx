import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { stressAndEnergyMatches } from "./supplement-matcher-fixtures";
import { SupplementMatcherPage } from "./supplement-matcher-page";

const goalButton = (name: string) => screen.getByRole("button", { name });
const goalButtons = () =>
  within(screen.getByRole("group", { name: "Choose your goals" })).getAllByRole("button");
const showMatches = () => screen.getByRole("button", { name: "Show My Matches" });
const resultCard = (name: string) =>
  screen.getByRole("heading", { level: 3, name }).closest("li") ?? document.body;

function renderPage() {
  render(<SupplementMatcherPage />);
  return userEvent.setup();
}

describe("SupplementMatcherPage", () => {
  test("starts with no goal pressed; with none selected, asks for one and stays on the selection; a goal toggles on and off", async () => {
    const user = renderPage();
    for (const button of goalButtons()) expect(button).toHaveAttribute("aria-pressed", "false");
    await user.click(showMatches());
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(/^Please select at least one goal\.$/);
    expect(alert).toHaveFocus();
    expect(screen.queryByRole("heading", { name: "Your matches" })).toBeNull();
    await user.click(goalButton("Gut Health"));
    expect(goalButton("Gut Health")).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("alert")).toBeNull();
    // A second press turns the goal off again.
    await user.click(goalButton("Gut Health"));
    expect(goalButton("Gut Health")).toHaveAttribute("aria-pressed", "false");
  });

  test("two goals give one merged list, with Ashwagandha once and both goals named", async () => {
    const user = renderPage();
    await user.click(goalButton("Stress & Mood"));
    await user.click(goalButton("Energy & Performance"));
    await user.click(showMatches());
    const heading = screen.getByRole("heading", { level: 2, name: "Your matches" });
    expect(heading).toHaveFocus();
    expect(heading.closest("[aria-live='polite']")).not.toBeNull();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
      stressAndEnergyMatches,
    );
    expect(screen.getByText("7 supplements for your 2 goals.")).toBeInTheDocument();
    const ashwagandha = resultCard("Ashwagandha");
    expect(ashwagandha).toHaveTextContent("Matches: Energy & Performance, Stress & Mood");
    expect(ashwagandha).toHaveTextContent(/liver injury/);
    expect(resultCard("5-HTP")).toHaveTextContent("Matches: Stress & Mood");
    expect(screen.queryByRole("button", { name: "Show My Matches" })).toBeNull();
  });

  test("works by keyboard; 'Reset' clears the selection and returns focus to the goals", async () => {
    const user = renderPage();
    goalButton("Immune Support").focus();
    await user.keyboard("{Enter}");
    showMatches().focus();
    await user.keyboard(" ");
    expect(screen.getByText("4 supplements for your goal.")).toBeInTheDocument();
    expect(resultCard("Vitamin C")).toHaveTextContent("Matches: Immune Support");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.queryByRole("heading", { name: "Your matches" })).toBeNull();
    for (const button of goalButtons()) expect(button).toHaveAttribute("aria-pressed", "false");
    expect(goalButton("Focus & Clarity")).toHaveFocus();
  });
});
