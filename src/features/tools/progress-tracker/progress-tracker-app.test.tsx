import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { clear, createStore, set } from "idb-keyval";
import { beforeEach, describe, expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { toStoredFast, type Fast } from "../fasting-timer/fast-records";
import { formatDate } from "./day-format";
import { toStoredSettings, DEFAULT_SETTINGS } from "./progress-settings";
import ProgressTrackerApp from "./progress-tracker-app";
import { localDate, toStoredWeight, type WeightEntry } from "./weight-entries";

// The whole tracker on the in-memory IndexedDB, in the fasting timer's database.

const DAY = 86_400_000;
const database = createStore("fast-and-fuel", "fasting-timer");
const today = localDate(Date.now());
/** `hour`:00 local time `days` before today. */
const at = (days: number, hour: number) => {
  const date = new Date();
  date.setHours(hour, 0, 0, 0);
  date.setDate(date.getDate() - days);
  return date.getTime();
};
/** The local date `days` before today (noon, so DST never moves it a day). */
const daysAgo = (days: number) => localDate(at(days, 12));

/** 30 daily weigh-ins ending today, losing 0.1 kg a day from 90 kg. */
const thirtyDays: WeightEntry[] = Array.from({ length: 30 }, (_, index) => ({
  date: daysAgo(29 - index),
  weightKg: Math.round((90 - index * 0.1) * 10) / 10,
  waistCm: null,
  savedAt: Date.now() - (29 - index) * DAY,
}));

async function storeWeights(weights: WeightEntry[]) {
  await set("weights", weights.map(toStoredWeight), database);
}

/** Renders the tracker and waits for `shows`, something only the stored data puts on screen. */
async function openTracker(shows: string | RegExp = /No weigh-ins yet/) {
  const user = userEvent.setup();
  renderWithRouter(<ProgressTrackerApp />);
  await screen.findByText(shows);
  return user;
}

/** A 16:8 fast of 16 h, 06:00 to 22:00 local `days` ago: inside one day, so inside one week whatever the weekday. */
const fastEnded = (id: string, days: number): Fast => {
  const endedAt = at(days, 22);
  return { id, startedAt: endedAt - 16 * 3_600_000, endedAt, targetHours: 16, plan: "16:8" };
};

/** The bars of the chart's fasting band (the chart itself is hidden from assistive technology). */
const fastingBars = () => document.querySelectorAll("figure svg rect");

const weighIns = () => screen.queryByRole("list", { name: "Weigh-ins, newest first" });

beforeEach(() => clear(database));

describe("the progress tracker", () => {
  test("starts empty, with today's date; impossible input is said next to its field, in the chosen unit, and nothing is saved; so is a goal under a BMI of 18.5", async () => {
    const user = await openTracker();
    expect(screen.getByLabelText("Date")).toHaveValue(today);
    expect(weighIns()).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "lb" }));
    // Remembered in the store: the label follows once it is saved.
    await user.type(await screen.findByLabelText("Weight (lb)"), "40");
    await user.clear(screen.getByLabelText("Date"));
    await user.type(screen.getByLabelText("Date"), "2999-01-01");
    await user.click(screen.getByRole("button", { name: "Save weigh-in" }));
    expect(screen.getByLabelText("Date")).toHaveAccessibleDescription("The date can’t be in the future.");
    expect(screen.getByLabelText("Date")).toHaveFocus();
    expect(screen.getByLabelText("Weight (lb)")).toHaveAccessibleDescription(
      "Enter a weight from 55.2 to 771.6 lb.",
    );
    expect(screen.getByText(/No weigh-ins yet/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Goal weight (lb)"), "110");
    await user.type(screen.getByLabelText("Height (cm)"), "175");
    await user.click(screen.getByRole("button", { name: "Save goal" }));
    expect(screen.getByLabelText("Goal weight (lb)")).toHaveAccessibleDescription(
      /under 18\.5, which the World Health Organization classes as underweight\. The tracker sets no goal below 125 lb for you\.$/,
    );
    expect(screen.queryByRole("button", { name: "Remove goal" })).not.toBeInTheDocument();
  });

  test("a second weigh-in for a day replaces the first, and Undo puts it back", async () => {
    await storeWeights([{ date: today, weightKg: 80, waistCm: null, savedAt: 1 }]);
    const user = await openTracker(/^80\.0 kg$/);
    await user.type(screen.getByLabelText("Weight (kg)"), "79.2");
    await user.click(screen.getByRole("button", { name: "Save weigh-in" }));
    await screen.findByText(
      `Saved 79.2 kg for ${formatDate(today)}, in place of the 80.0 kg logged for that day.`,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(weighIns()).toHaveTextContent("79.2 kg");
    await user.click(screen.getByRole("button", { name: "Undo" }));
    await screen.findByText("Undone.");
    expect(weighIns()).toHaveTextContent("80.0 kg");
  });

  test("an entry is edited in the form and deleted from the list", async () => {
    const yesterday = formatDate(daysAgo(1));
    await storeWeights([{ date: daysAgo(1), weightKg: 80, waistCm: 90, savedAt: 1 }]);
    const user = await openTracker(/waist 90\.0 cm/);
    await user.click(screen.getByRole("button", { name: `Edit the weigh-in of ${yesterday}` }));
    const weight = screen.getByLabelText("Weight (kg)");
    expect(weight).toHaveFocus();
    await user.clear(weight);
    await user.type(weight, "81");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText(`Saved 81.0 kg for ${yesterday}.`);
    expect(weighIns()).toHaveTextContent("81.0 kg · waist 90.0 cm");
    await user.click(screen.getByRole("button", { name: `Delete the weigh-in of ${yesterday}` }));
    await screen.findByText(`Deleted the weigh-in for ${yesterday}.`);
    expect(weighIns()).not.toBeInTheDocument();
  });

  test("with 30 days of weigh-ins: the trend, its weekly rate, a table of the same numbers, and a goal's range of dates", async () => {
    await storeWeights(thirtyDays);
    const settings = toStoredSettings({ ...DEFAULT_SETTINGS, goalKg: 80, heightCm: 175 });
    await set("progress-settings", settings, database);
    await openTracker(/^Losing 0\.\d kg a week \(0\.\d % of body weight\)/);
    // Toward a goal the trend moves to: a range of dates, never one.
    expect(screen.getByText(/it reaches 80\.0 kg between .+ and .+\.$/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove goal" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: /Your weigh-ins and the trend/ });
    expect(within(table).getAllByRole("row")).toHaveLength(31);
    const oldest = within(table).getByRole("rowheader", { name: formatDate(daysAgo(29)) });
    expect(oldest.closest("tr")).toHaveTextContent(/90\.0\s*90\.0/);
    // No fasts: no bars, no legend entry, no table of hours.
    expect(fastingBars()).toHaveLength(0);
    expect(screen.queryByText(/Hours fasted each week/)).not.toBeInTheDocument();
    expect(screen.queryByRole("table", { name: /Hours fasted in each week/ })).not.toBeInTheDocument();
  });

  test("fasts in the chart's weeks show as bars under the trend, with the hours in a table", async () => {
    await storeWeights(thirtyDays);
    await set("fasts", [fastEnded("a", 3), fastEnded("b", 40)].map(toStoredFast), database);
    await openTracker(/Hours fasted each week/);
    expect(fastingBars()).toHaveLength(1);
    const table = screen.getByRole("table", { name: /Hours fasted in each week/ });
    // The weeks the 30 days touch, one of them with the 16 h fast; the one 40 days ago is outside.
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((row) => row.textContent.endsWith("16 h"))).toHaveLength(1);
    expect(rows.filter((row) => row.textContent.endsWith("none"))).toHaveLength(rows.length - 1);
  });

  test("a loss faster than 1 % of body weight a week gets a caution that names its source", async () => {
    await storeWeights(thirtyDays.map((entry, index) => ({ ...entry, weightKg: 90 - index * 0.3 })));
    await openTracker("That’s faster than 1 % of your body weight a week.");
  });
});
