import { expect, expectHealthyPage, test, viewports, visit } from "./support/fixtures";
import { expectNoSidewaysScroll } from "./support/layout";

// The figures, the messages, the safe floor and the link's round trip are macro-calculator-page.test.tsx,
// macro-url.test.ts and body-composition.test.ts; here, the layout, the audit and a reload.

test.describe("on a phone", () => {
  test.use({ viewport: viewports.mobile });

  test("a target under the safe floor, and field messages beside their fields, pass the audit and fit the screen", async ({
    page,
    problems,
  }) => {
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

    await page.getByLabel("Age (years)").fill("3");
    await page.getByLabel("Feet").fill("9");
    await page.getByLabel("Inches").fill("0");
    await page.getByLabel("Weight (lbs)").fill("2");
    await page.getByRole("button", { name: "Calculate Macros" }).click();
    await expect(page.getByText(/^Weight: enter/)).toBeVisible();
    await fitsTheScreen();
  });
});

test.describe("on a wide screen", () => {
  test.use({ viewport: viewports.desktop });

  test("fields side by side line up, and the health note is only as tall as its text", async ({ page }) => {
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
  });
});

test("body fat from a tape measure, Katch-McArdle and keto by grams: the result passes the audit in the dark theme and comes back on reload", async ({
  page,
  problems,
}) => {
  await page.setViewportSize(viewports.mobile);
  await visit(page, "/tools/macro-calculator");
  await page.getByRole("radio", { name: "Metric (cm, kg)" }).check();
  await page.getByLabel("Age (years)").fill("40");
  await page.getByLabel("Height (cm)").fill("178");
  await page.getByLabel("Weight (kg)").fill("80");
  await page.getByText("Body fat and keto by grams (optional)").click();
  await page.getByLabel("Neck (cm)").fill("38");
  await page.getByLabel("Waist (cm)").fill("86");
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
