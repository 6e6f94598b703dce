import type { Page } from "@playwright/test";
import { localValue } from "./support/clock";
import { axeViolations, download, expect, fillFields, test, visit } from "./support/fixtures";

const TRACKER = "/tools/progress";
const TIMER = "/tools/fasting-timer";

/** The local date `days` before today in the test's clock, "2026-05-01" (noon, so DST never moves it). */
function localDate(days = 0) {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An export as the page writes it, with 30 daily weigh-ins ending yesterday: from 92 kg, losing 0.1 kg a day
 * under a repeating ±0.6 kg of scale noise. Built at run time, so the dates are always the last 30 days. */
function thirtyDaysExport() {
  const noise = [0.4, -0.3, 0.1, 0.6, -0.5, 0.2, -0.1, 0.3, -0.4, 0.5];
  const weights = Array.from({ length: 30 }, (_, index) => ({
    date: localDate(30 - index),
    weightKg: Math.round((92 - index * 0.1 + (noise[index % noise.length] ?? 0)) * 10) / 10,
    waistCm: null,
    saved: new Date(Date.now() - (30 - index) * 86_400_000).toISOString(),
  }));
  const file = { app: "fast-and-fuel-fasting-timer", version: 1, fasts: [], weights };
  return {
    name: "fast-and-fuel-data.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(file)),
  };
}

const weighIns = (page: Page) =>
  page.getByRole("list", { name: "Weigh-ins, newest first" }).getByRole("listitem");

/** Opens the tracker and waits for the stored data to be read. */
async function openTracker(page: Page) {
  await visit(page, TRACKER);
  await expect(page.getByRole("button", { name: "Save weigh-in" })).toBeVisible();
}

// The trend, its rate and the goal's range are progress-tracker-app.test.tsx; the journal's form and the
// timer's quiet mode, fasting-history.test.tsx. Here, one store shared by both tools, across reloads.
test("a fast's journal is kept and exported; 30 imported weigh-ins and a goal survive a reload; quiet mode hides the tracker's numbers and carries to the timer; the tracker's Delete my data removes it all; two open tabs show the same weigh-ins and settings", async ({
  page,
  problems,
}) => {
  // A 17-hour 16:8 fast, ended: the summary asks how it felt.
  await visit(page, TIMER);
  await page.getByRole("radio", { name: /^Earlier/ }).check();
  await page.getByLabel("Last meal finished at").fill(localValue(17));
  await page.getByRole("button", { name: "Start fast" }).click();
  await page.getByRole("button", { name: "End fast" }).click();
  await expect(page.getByRole("heading", { name: /^Fast saved: 17/ })).toBeFocused();
  const journal = page.getByRole("form", { name: "How did it feel?" });
  expect(await axeViolations(page), "axe, the journal form").toEqual([]);
  await journal.getByRole("group", { name: "Hunger" }).getByText("2", { exact: true }).click();
  await journal.getByRole("group", { name: "Energy" }).getByText("4", { exact: true }).click();
  await journal.getByRole("group", { name: "Mood" }).getByText("5", { exact: true }).click();
  await journal.getByLabel("Note (optional)").fill("Busy morning, easy fast.");
  await journal.getByRole("button", { name: "Save journal" }).click();
  const history = page.getByRole("list", { name: "Past fasts" });
  await expect(history).toContainText("Busy morning, easy fast.");

  const exported = await download(page, () => page.getByRole("button", { name: "Export JSON" }).click());
  const json = JSON.parse(exported.text) as { fasts: { journal?: Record<string, unknown> }[] };
  expect(json.fasts[0]?.journal).toMatchObject({
    hunger: 2,
    energy: 4,
    mood: 5,
    note: "Busy morning, easy fast.",
  });

  await openTracker(page);
  await page.locator("input[type=file]").setInputFiles(thirtyDaysExport());
  await expect(weighIns(page)).toHaveCount(30);
  await fillFields(page, { "Height (cm)": "178", "Goal weight (kg)": "85" });
  await page.getByRole("button", { name: "Save goal" }).click();
  await expect(page.getByText(/it reaches 85\.0 kg between .+ and .+\.$/)).toBeVisible();
  await openTracker(page);
  await expect(weighIns(page)).toHaveCount(30);

  // Quiet mode: only the trend's direction.
  await page.getByRole("switch", { name: "Quiet mode" }).check();
  await expect(page.getByText("Your trend is going down.")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).not.toContainText(/\d kg|\d lb|Losing|Goal weight/);
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(weighIns(page).first()).toContainText("logged");
  await expect(page.getByRole("link", { name: "Beat" }).first()).toHaveAttribute(
    "href",
    /beateatingdisorders/,
  );

  // The timer, in the same mode: the fasts and how they felt stay.
  await visit(page, TIMER);
  await expect(history).toContainText("Busy morning, easy fast.");
  await expect(page.getByRole("switch", { name: "Quiet mode" })).toBeChecked();

  // One Delete my data, the tracker's: the weigh-ins, the goal, quiet mode, and the fasts with their journals.
  await openTracker(page);
  await page.getByRole("button", { name: "Delete my data" }).click();
  await page
    .getByRole("dialog", { name: "Delete all your data on this device?" })
    .getByRole("button", { name: "Delete my data" })
    .click();
  await expect(page.getByText("Your data has been deleted from this device.")).toBeVisible();
  await openTracker(page);
  await expect(page.getByText(/^No weigh-ins yet/)).toBeVisible();
  await expect(page.getByRole("switch", { name: "Quiet mode" })).not.toBeChecked();
  await expect(page.getByLabel("Goal weight (kg)")).toHaveValue("");
  await visit(page, TIMER);
  await expect(page.getByText("No finished fasts yet")).toBeVisible();

  // Two open tabs of the tracker show the same weigh-ins and settings; the unit is kept on reload.
  const second = await page.context().newPage();
  await openTracker(page);
  await openTracker(second);
  await page.getByLabel("Weight (kg)", { exact: true }).fill("81.4");
  await page.getByRole("button", { name: "Save weigh-in" }).click();
  await expect(weighIns(second)).toHaveCount(1);
  await expect(weighIns(second).first()).toContainText("81.4 kg");
  // The radio is drawn by its label (a segmented control), so the label takes the tap.
  await second
    .locator("label")
    .filter({ has: second.getByRole("radio", { name: "lb" }) })
    .first()
    .click();
  await expect(page.getByLabel("Weight (lb)", { exact: true })).toBeVisible();
  await openTracker(page);
  await expect(page.getByLabel("Weight (lb)", { exact: true })).toBeVisible();
  await second.getByRole("switch", { name: "Quiet mode" }).check();
  await expect(weighIns(page).first()).toContainText("logged");
  expect(problems.errors).toEqual([]);
});
