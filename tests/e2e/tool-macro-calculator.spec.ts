import { expect, expectHealthyPage, fillFields, test, viewports, visit } from "./support/fixtures";
import { expectNoSidewaysScroll } from "./support/layout";

// The figures, the messages, the safe floor and the link's round trip are macro-calculator-page.test.tsx,
// macro-url.test.ts and body-composition.test.ts; here, the layout, the audit and a reload.

test("on a wide screen fields side by side line up, and the health note is only as tall as its text; on a phone, a target under the safe floor and field messages beside their fields pass the audit and fit the screen; body fat from a tape measure, Katch-McArdle and keto by grams: the result passes the audit in the dark theme and comes back on reload", async ({
  page,
  problems,
}) => {
  await visit(page, "/tools/macro-calculator");
  // Boxes that share a row start at the same height.
  const boxes = await Promise.all(
    ["Age (years)", "Feet", "Inches", "Weight (lbs)"].map(async (label) => ({
      label,
      box: await page.getByLabel(label).boundingBox(),
    })),
  );
  for (const a of boxes) {
    for (const b of boxes) {
      if (!a.box || !b.box || a === b) continue;
      const shareRow = a.box.y < b.box.y + b.box.height && b.box.y < a.box.y + a.box.height;
      if (shareRow) expect(a.box.y, `${a.label} beside ${b.label}`).toBe(b.box.y);
    }
  }
  const note = await page.getByRole("complementary", { name: "Health note" }).boundingBox();
  const method = await page.getByRole("region", { name: "How this is calculated" }).boundingBox();
  expect(note?.height).toBeLessThan((method?.height ?? 0) - 100);

  await page.setViewportSize(viewports.mobile);
  const fitsTheScreen = async () => {
    await expectHealthyPage(page, problems);
    await expectNoSidewaysScroll(page);
  };
  // A small, very old reader: 90 years, 95 lb, 4 ft 8 in, fat loss.
  await visit(
    page,
    "/tools/macro-calculator?gender=male&age=90&units=imperial&ft=4&in=8&lb=95&activity=moderate&goal=fat-loss",
  );
  await expect(page.getByRole("region", { name: "No plan below 1,500 kcal a day" })).toBeVisible();
  await fitsTheScreen();

  await fillFields(page, { "Age (years)": "3", Feet: "9", Inches: "0", "Weight (lbs)": "2" });
  await page.getByRole("button", { name: "Calculate Macros" }).click();
  await expect(page.getByText(/^Weight: enter/)).toBeVisible();
  await fitsTheScreen();

  await visit(page, "/tools/macro-calculator");
  await page.getByRole("radio", { name: "Metric (cm, kg)" }).check();
  await fillFields(page, { "Age (years)": "40", "Height (cm)": "178", "Weight (kg)": "80" });
  await page.getByText("Body fat and keto by grams (optional)").click();
  await fillFields(page, { "Neck (cm)": "38", "Waist (cm)": "86" });
  await page.getByRole("button", { name: "Estimate body fat" }).click();
  const bodyFat = page.getByLabel("Body fat (%)");
  await expect(bodyFat).not.toHaveValue("");
  const estimate = await bodyFat.inputValue();
  await page.getByRole("radio", { name: "Katch-McArdle (from lean mass)" }).check();
  await page.getByRole("radio", { name: "Keto by grams (from lean mass)" }).check();
  await page.getByRole("button", { name: "Calculate Macros" }).click();
  const calories = page.getByRole("region", { name: "Your Daily Macros" }).getByRole("definition").first();
  const result = await calories.textContent();

  await page.emulateMedia({ colorScheme: "dark" });
  await expectHealthyPage(page, problems);

  // The link reopens the section, with the estimate in it.
  await page.reload();
  await expect(bodyFat).toBeVisible();
  await expect(bodyFat).toHaveValue(estimate);
  await expect(calories).toHaveText(result ?? "");
});
