import { act, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { HydrationProvider } from "~/hooks/use-is-hydrated";
import { renderWithRouter } from "~/test/render";
import { MacroCalculatorPage } from "./macro-calculator-page";

const PATH = "/tools/macro-calculator";

function renderPage(path = PATH) {
  const user = userEvent.setup();
  renderWithRouter(<MacroCalculatorPage />, { path });
  return user;
}

const search = () => screen.getByRole("status", { name: "current search" }).textContent;
const results = () => screen.queryByRole("region", { name: "Your Daily Macros" });
const calculate = (user: UserEvent) => user.click(screen.getByRole("button", { name: "Calculate Macros" }));

async function fill(user: UserEvent, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

/** The stat tiles as "label: value" pairs. */
function stats() {
  const region = results();
  if (!region) throw new Error("no results");
  return within(region)
    .getAllByRole("term")
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ""}`);
}

const spec = { "Age (years)": "30", Feet: "5", Inches: "10", "Weight (lbs)": "180" };

describe("MacroCalculatorPage", () => {
  test("starts with the defaults and no result", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Keto Macro Calculator" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Male" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Imperial (ft, in, lb)" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Harris-Benedict" })).toBeChecked();
    expect(screen.getByRole("group", { name: "Gender" })).toBeInTheDocument();
    for (const label of Object.keys(spec)) {
      expect(screen.getByLabelText(label)).toHaveAttribute("type", "number");
      expect(screen.getByLabelText(label)).toHaveAttribute("inputmode", "decimal");
    }
    const activity = screen.getByRole("combobox", { name: "Activity level" });
    expect(activity).toHaveValue("moderate");
    expect(
      within(activity)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Sedentary (little or no exercise)", "Moderate (3-4x/week)", "Active (5-6x/week or daily)"]);
    const goal = screen.getByRole("combobox", { name: "Goal" });
    expect(goal).toHaveValue("maintenance");
    expect(
      within(goal)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Fat loss", "Maintenance", "Muscle gain"]);
    expect(results()).toBeNull();
  });

  test("calculates the spec's example and mirrors the inputs in the URL", async () => {
    const user = renderPage();
    await fill(user, spec);
    await calculate(user);
    expect(await screen.findByRole("heading", { level: 2, name: "Your Daily Macros" })).toBeInTheDocument();
    expect(stats()).toEqual(["Calories: 2,902 kcal", "Fat: 226 g", "Protein: 181 g", "Carbs: 36 g"]);
    expect(search()).toBe(
      "?gender=male&age=30&units=imperial&ft=5&in=10&lb=180&activity=moderate&goal=maintenance&formula=harris-benedict",
    );
    expect(screen.queryByText(/under 1,200 kcal/)).toBeNull();
  });

  test("shows the same numbers in a table beside the chart", async () => {
    const user = renderPage();
    await fill(user, spec);
    await calculate(user);
    const table = screen.getByRole("table", { name: "Where your calories come from" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(within(table).getByRole("rowheader", { name: "Fat" })).toBeInTheDocument();
    expect(rows).toEqual([
      ["Macro", "Grams", "kcal", "Share"],
      ["Fat", "226 g", "2,034", "70%"],
      ["Protein", "181 g", "724", "25%"],
      ["Carbs", "36 g", "144", "5%"],
    ]);
    const region = results();
    expect(region?.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  test.each([
    ["nothing filled in", { "Age (years)": "", Feet: "", Inches: "", "Weight (lbs)": "" }],
    ["a zero weight", { ...spec, "Weight (lbs)": "0" }],
    ["a zero age", { ...spec, "Age (years)": "0" }],
    ["missing inches", { ...spec, Inches: "" }],
    ["12 inches", { ...spec, Inches: "12" }],
    ["a negative weight", { ...spec, "Weight (lbs)": "-5" }],
    ["an age over 120", { ...spec, "Age (years)": "121" }],
    ["a height over 8 ft", { ...spec, Feet: "9", Inches: "0" }],
    ["a weight over 1,000 lb", { ...spec, "Weight (lbs)": "1200" }],
  ])("rejects %s with the spec's message", async (_, fields) => {
    const user = renderPage();
    await fill(user, fields);
    await calculate(user);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Please fill out all fields correctly.");
    expect(alert).toHaveFocus();
    expect(results()).toBeNull();
  });

  test("each press replaces the result; a failed press clears it and the URL", async () => {
    const user = renderPage();
    await fill(user, spec);
    await calculate(user);
    await user.selectOptions(screen.getByRole("combobox", { name: "Goal" }), "fat-loss");
    // Nothing changes until the button is pressed.
    expect(stats()[0]).toBe("Calories: 2,902 kcal");
    await calculate(user);
    expect(stats()).toEqual(["Calories: 2,402 kcal", "Fat: 187 g", "Protein: 150 g", "Carbs: 30 g"]);
    expect(search()).toContain("goal=fat-loss");
    await fill(user, { "Weight (lbs)": "" });
    await calculate(user);
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill out all fields correctly.");
    expect(results()).toBeNull();
    expect(search()).toBe("");
  });

  test("works for women, every activity level and goal", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("radio", { name: "Female" }));
    await fill(user, { "Age (years)": "40", Feet: "5", Inches: "4", "Weight (lbs)": "150" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Activity level" }), "active");
    await user.selectOptions(screen.getByRole("combobox", { name: "Goal" }), "muscle-gain");
    await calculate(user);
    expect(stats()).toEqual(["Calories: 2,786 kcal", "Fat: 217 g", "Protein: 174 g", "Carbs: 35 g"]);
  });

  test("cautions when the target is under 1,200 kcal", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("radio", { name: "Female" }));
    await fill(user, { "Age (years)": "60", Feet: "4", Inches: "11", "Weight (lbs)": "100" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Activity level" }), "sedentary");
    await user.selectOptions(screen.getByRole("combobox", { name: "Goal" }), "fat-loss");
    await calculate(user);
    expect(stats()[0]).toBe("Calories: 802 kcal");
    expect(results()).toHaveTextContent("Caution: this target is under 1,200 kcal a day.");
  });

  test("metric units convert what was typed and work with Mifflin-St Jeor", async () => {
    const user = renderPage();
    await fill(user, spec);
    await user.click(screen.getByRole("radio", { name: "Metric (cm, kg)" }));
    expect(screen.queryByLabelText("Feet")).toBeNull();
    expect(screen.getByLabelText("Height (cm)")).toHaveValue(177.8);
    expect(screen.getByLabelText("Weight (kg)")).toHaveValue(81.6);
    await fill(user, { "Height (cm)": "180", "Weight (kg)": "80" });
    await user.click(screen.getByRole("radio", { name: "Mifflin-St Jeor" }));
    await calculate(user);
    // 10·80 + 6.25·180 − 5·30 + 5 = 1780; × 1.55 = 2759.
    expect(stats()).toEqual(["Calories: 2,759 kcal", "Fat: 215 g", "Protein: 172 g", "Carbs: 34 g"]);
    expect(results()).toHaveTextContent("Estimated basal metabolic rate 1,780 kcal (Mifflin-St Jeor) × 1.55");
    expect(search()).toBe(
      "?gender=male&age=30&units=metric&cm=180&kg=80&activity=moderate&goal=maintenance&formula=mifflin-st-jeor",
    );
  });

  test("rejects a metric height over 244 cm", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("radio", { name: "Metric (cm, kg)" }));
    await fill(user, { "Age (years)": "30", "Height (cm)": "250", "Weight (kg)": "80" });
    await calculate(user);
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill out all fields correctly.");
  });

  test("a shared URL with valid inputs opens with the result computed", () => {
    renderPage(
      `${PATH}?gender=female&age=40&units=imperial&ft=5&in=4&lb=150&activity=sedentary&goal=fat-loss&formula=harris-benedict`,
    );
    expect(stats()).toEqual(["Calories: 1,204 kcal", "Fat: 94 g", "Protein: 75 g", "Carbs: 15 g"]);
    expect(screen.getByRole("radio", { name: "Female" })).toBeChecked();
    expect(screen.getByLabelText("Age (years)")).toHaveValue(40);
    expect(screen.getByRole("combobox", { name: "Goal" })).toHaveValue("fat-loss");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("a shared metric URL restores the metric fields", () => {
    renderPage(`${PATH}?gender=male&age=30&units=metric&cm=180&kg=80&formula=mifflin-st-jeor`);
    expect(screen.getByRole("radio", { name: "Metric (cm, kg)" })).toBeChecked();
    expect(screen.getByLabelText("Height (cm)")).toHaveValue(180);
    expect(stats()[0]).toBe("Calories: 2,759 kcal");
  });

  test("a URL with invalid inputs fills the form but shows no result and no alert", () => {
    renderPage(`${PATH}?gender=female&age=40&ft=5&in=14&lb=150`);
    expect(screen.getByLabelText("Inches")).toHaveValue(14);
    expect(results()).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("cites both equations and links to the keto guide and the health note", () => {
    renderPage();
    const how = screen.getByRole("region", { name: "How this is calculated" });
    expect(how).toHaveTextContent("PNAS 1918;4(12):370-373");
    expect(how).toHaveTextContent("Am J Clin Nutr 1990;51(2):241-247");
    expect(within(how).getByRole("link", { name: "ketogenic diet guide" })).toHaveAttribute(
      "href",
      "/diets/ketogenic-diet",
    );
    expect(screen.getByRole("complementary", { name: "Health note" })).toHaveTextContent(
      "Not medical advice.",
    );
  });

  test("the prerendered page hydrates cleanly, then picks up the shared URL", async () => {
    // Build time renders the page without a query; the visitor's URL has one.
    const Stub = createRoutesStub([{ path: "*", Component: MacroCalculatorPage }]);
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <HydrationProvider>
        <Stub initialEntries={[PATH]} />
      </HydrationProvider>,
    );
    document.body.append(container);
    const recoverable: unknown[] = [];
    const root = await act(() =>
      hydrateRoot(
        container,
        <HydrationProvider>
          <Stub initialEntries={[`${PATH}?gender=male&age=30&ft=5&in=10&lb=180`]} />
        </HydrationProvider>,
        { onRecoverableError: (error) => recoverable.push(error) },
      ),
    );
    // A mismatch would make React throw the static HTML away and re-render.
    expect(recoverable).toEqual([]);
    expect(stats()[0]).toBe("Calories: 2,902 kcal");
    act(() => {
      root.unmount();
    });
    container.remove();
  });
});
