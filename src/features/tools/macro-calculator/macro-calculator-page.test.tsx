import { act, screen, waitFor, within } from "@testing-library/react";
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
  renderWithRouter(<MacroCalculatorPage />, { path });
  return userEvent.setup();
}

const search = () => screen.getByRole("status", { name: "current search" }).textContent;
const results = () => screen.queryByRole("region", { name: "Your Daily Macros" });
/** Presses Calculate and lets the press's promise (the form's checks, fetched once) settle. */
const calculate = async (user: UserEvent) => {
  await user.click(screen.getByRole("button", { name: "Calculate Macros" }));
  await act(() => import("./macro-form"));
};

/** Picks `option` (its value) in the select labelled `label`. */
const choose = (user: UserEvent, label: string, option: string) =>
  user.selectOptions(screen.getByRole("combobox", { name: label }), option);

async function fill(user: UserEvent, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

/** The stat tiles as "label: value" pairs. */
const stats = () =>
  within(screen.getByRole("region", { name: "Your Daily Macros" }))
    .getAllByRole("term")
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ""}`);

/** The imperial form's four fields by label: age, height in feet and inches, weight in pounds. */
const imperialFields = (age: string, feet: string, inches: string, pounds: string) => ({
  "Age (years)": age,
  Feet: feet,
  Inches: inches,
  "Weight (lbs)": pounds,
});

const spec = imperialFields("30", "5", "10", "180");

describe("MacroCalculatorPage", () => {
  test("starts with no result; with the defaults, calculates a worked example and mirrors the inputs in the URL", async () => {
    const user = renderPage();
    expect(results()).toBeNull();
    await fill(user, spec);
    await calculate(user);
    expect(await screen.findByRole("heading", { level: 2, name: "Your Daily Macros" })).toBeInTheDocument();
    expect(stats()).toEqual(["Calories: 2,902 kcal", "Fat: 226 g", "Protein: 181 g", "Carbs: 36 g"]);
    expect(results()).toHaveTextContent(
      "Estimated basal metabolic rate 1,872 kcal (Harris-Benedict) × 1.55 for your activity.",
    );
    await waitFor(() =>
      expect(search()).toBe(
        "?gender=male&age=30&units=imperial&ft=5&in=10&lb=180&activity=moderate&goal=maintenance&formula=harris-benedict",
      ),
    );
    // The same numbers in a table beside the chart, which is hidden from assistive technology.
    const table = screen.getByRole("table", { name: "Where your calories come from" });
    const rows = within(table).getAllByRole("row");
    expect(within(table).getByRole("rowheader", { name: "Fat" })).toBeInTheDocument();
    expect(rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent))).toEqual([
      ["Macro", "Grams", "kcal", "Share"],
      ["Fat", "226 g", "2,034", "70%"],
      ["Protein", "181 g", "724", "25%"],
      ["Carbs", "36 g", "144", "5%"],
    ]);
    expect(results()?.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  test("a refused press: the alert takes focus, each field names its range until corrected; each press replaces the result", async () => {
    const user = renderPage();
    await fill(user, imperialFields("3", "9", "0", "2"));
    await calculate(user);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please fill out all fields correctly.");
    expect(alert).toHaveFocus();
    expect(results()).toBeNull();
    expect(screen.getByLabelText("Age (years)")).toHaveAccessibleDescription(
      "Age: enter whole years from 18 to 100 — these formulas are for adults.",
    );
    // Feet and inches share the height's message.
    for (const field of [screen.getByLabelText("Feet"), screen.getByLabelText("Inches")]) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(/^Height: enter 4 ft 0 in to 8 ft 0 in/);
    }
    await fill(user, { "Age (years)": "30" });
    expect(screen.getByLabelText("Age (years)")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(/^Age: enter/)).toBeNull();
    // The others keep their messages until they are changed or the form is sent again.
    expect(screen.getByText("Weight: enter 66 to 660 lbs.")).toBeInTheDocument();
    await fill(user, { Feet: "5", Inches: "10", "Weight (lbs)": "180" });
    await calculate(user);
    expect(stats()[0]).toBe("Calories: 2,902 kcal");
    expect(screen.queryByRole("alert")).toBeNull();
    await choose(user, "Goal", "fat-loss");
    // Nothing changes until the button is pressed.
    expect(stats()[0]).toBe("Calories: 2,902 kcal");
    await calculate(user);
    expect(stats()[0]).toBe("Calories: 2,402 kcal");
    await waitFor(() => expect(search()).toContain("goal=fat-loss"));
    // A failed press clears the result and the URL.
    await fill(user, { "Weight (lbs)": "" });
    await calculate(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Please fill out all fields correctly.");
    expect(results()).toBeNull();
    await waitFor(() => expect(search()).toBe(""));
  });

  test("a target under the safe floor is an estimate with its reason, not a plan; Maintenance is offered when it clears the floor", async () => {
    // A small, very old reader: 90 years, 95 lb, 4 ft 8 in, fat loss → 673 kcal.
    const user = renderPage();
    await fill(user, imperialFields("90", "4", "8", "95"));
    await choose(user, "Goal", "fat-loss");
    await calculate(user);
    expect(results()).toBeNull();
    const region = screen.getByRole("region", { name: "No plan below 1,500 kcal a day" });
    expect(region).toHaveTextContent("The formula puts your target at 673 kcal a day.");
    expect(region).toHaveTextContent(
      "Harvard Health Publishing advises men not to eat less than 1,500 kcal a day (women: 1,200)",
    );
    // Its maintenance (1,173 kcal) is under the floor too, so it is not offered.
    expect(region).not.toHaveTextContent("choose Maintenance");
    expect(within(region).queryByRole("term")).toBeNull();
    // It is still a result of the inputs: the link reopens it.
    await waitFor(() => expect(search()).toContain("age=90"));
    // A woman of 60, 4 ft 11 in, 100 lb: under 1,200 on fat loss, but not at maintenance.
    await user.click(screen.getByRole("radio", { name: "Female" }));
    await fill(user, imperialFields("60", "4", "11", "100"));
    await calculate(user);
    const hers = screen.getByRole("region", { name: "No plan below 1,200 kcal a day" });
    expect(hers).toHaveTextContent("The formula puts your target at 1,182 kcal a day.");
    expect(hers).toHaveTextContent(
      "Without the fat-loss deficit your estimate is 1,682 kcal a day: choose Maintenance under Goal to see its macros.",
    );
  });

  test("switching to metric converts what was typed and drops the imperial messages", async () => {
    const user = renderPage();
    await fill(user, { ...spec, Feet: "9", Inches: "0" });
    await calculate(user);
    expect(screen.getByText(/^Height: enter 4 ft 0 in to 8 ft 0 in/)).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Metric (cm, kg)" }));
    await waitFor(() => expect(screen.getByLabelText("Height (cm)")).toHaveValue(274.3));
    expect(screen.queryByText(/^Height: enter/)).toBeNull();
    expect(screen.queryByLabelText("Feet")).toBeNull();
    expect(screen.getByLabelText("Weight (kg)")).toHaveValue(81.6);
  });

  test("a URL with out-of-range inputs fills the form and names the fields, without taking focus", async () => {
    renderPage(`${PATH}?gender=female&age=40&ft=5&in=14&lb=150`);
    await waitFor(() => expect(screen.getByLabelText("Inches")).toHaveValue(14));
    expect(results()).toBeNull();
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill out all fields correctly.");
    expect(screen.getByRole("alert")).not.toHaveFocus();
    expect(screen.getByLabelText("Inches")).toHaveAccessibleDescription(/^Height: enter 4 ft 0 in/);
  });

  test("the prerendered page hydrates cleanly, then opens a shared URL with its inputs filled in and the result computed", async () => {
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
          <Stub
            initialEntries={[
              `${PATH}?gender=female&age=40&units=imperial&ft=5&in=4&lb=150&activity=sedentary&goal=fat-loss&formula=harris-benedict`,
            ]}
          />
        </HydrationProvider>,
        { onRecoverableError: (error) => recoverable.push(error) },
      ),
    );
    // A mismatch would make React throw the static HTML away and re-render.
    expect(recoverable).toEqual([]);
    await waitFor(() => expect(screen.getByRole("radio", { name: "Female" })).toBeChecked());
    expect(stats()).toEqual(["Calories: 1,204 kcal", "Fat: 94 g", "Protein: 75 g", "Carbs: 15 g"]);
    act(() => root.unmount());
    container.remove();
  });

  test("Katch-McArdle without body fat is refused at the field until a tape estimate fills it; the result says how keto by grams made it", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("radio", { name: "Metric (cm, kg)" }));
    await fill(user, { "Age (years)": "40", "Height (cm)": "178", "Weight (kg)": "80" });
    await user.click(screen.getByText("Body fat and keto by grams (optional)"));
    await user.click(screen.getByRole("radio", { name: "Katch-McArdle (from lean mass)" }));
    await calculate(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Please fill out all fields correctly.");
    expect(await screen.findByLabelText("Body fat (%)")).toHaveAccessibleDescription(
      /^Body fat: enter 3 to 60 %/,
    );
    // A waist narrower than the neck gives no estimate, and says what to measure.
    await fill(user, { "Neck (cm)": "86", "Waist (cm)": "38" });
    await user.click(screen.getByRole("button", { name: "Estimate body fat" }));
    const advice =
      "Enter your height above, then your neck and waist in cm: the waist must be wider than the neck.";
    expect(screen.getByText(advice)).toBeInTheDocument();
    expect(screen.getByLabelText("Body fat (%)")).toHaveValue(null);
    // Man, 178 cm, neck 38, waist 86: 17.1 % (worked in body-composition.test.ts).
    await fill(user, { "Neck (cm)": "38", "Waist (cm)": "86" });
    await user.click(screen.getByRole("button", { name: "Estimate body fat" }));
    expect(screen.getByLabelText("Body fat (%)")).toHaveValue(17.1);
    expect(screen.getByText(/^About 17\.1 % body fat, give or take 3\.52 points/)).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Keto by grams (from lean mass)" }));
    await choose(user, "Net carbs a day", "30");
    await calculate(user);
    // Lean 80 × 0.829 = 66.32 kg; 370 + 21.6·66.32 = 1,802.5; × 1.55 = 2,793.9 → 2,794 kcal;
    // protein 1.5 × 66.32 = 99.48 → 99 g; carbs 30 g; fat (2,794 − 397.92 − 120)/9 = 252.9 → 253 g.
    expect(stats()).toEqual(["Calories: 2,794 kcal", "Fat: 253 g", "Protein: 99 g", "Carbs: 30 g"]);
    expect(results()).toHaveTextContent("(Katch-McArdle, from 66.3 kg lean mass at 17.1 % body fat)");
    expect(results()).toHaveTextContent("Split: keto by grams — 1.5 g protein per kg of lean mass");
    await waitFor(() =>
      expect(search()).toContain("formula=katch-mcardle&bf=17.1&split=grams&protein=1.5&carbs=30"),
    );
  });
});
